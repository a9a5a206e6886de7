import type { CustodyMessageKey } from './en.js'

/** Hebrew: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'אבטחו את הארנק',
  migrateBody:
    'האתר הזה כבר לא שומר את מפתח הארנק: הוא מפוצל בין המכשיר הזה, האתר וסיסמת שחזור שתגדירו כאן. אותה כתובת, אותם כספים.',
  migrateAction: 'אבטחת הארנק שלי',
  passkeySetTitle: 'הגנו על הארנק',
  passkeySetBody: 'עם מפתח גישה והאימייל שלכם פותחים את הארנק הזה במכשיר חדש.',
  passkeyCreate: 'יצירת מפתח גישה',
  passkeyOrPassword: 'או הגדירו סיסמת שחזור',
  migratePasskeyBody:
    'האתר הזה כבר לא שומר את מפתח הארנק: הוא מפוצל בין המכשיר הזה, האתר ומפתח גישה (או סיסמת שחזור) שתגדירו כאן. אותה כתובת, אותם כספים.',
  passkeyOfferHint: 'אין סיסמה לזכור: מפתח גישה פותח את הארנק במכשיר חדש.',
  passkeyTitle: 'פתחו את הארנק עם מפתח הגישה',
  passkeyBody:
    'למכשיר הזה עדיין אין חלק מהארנק: מפתח הגישה פותח אותו כאן, ואז המכשיר שומר חלק משלו.',
  passkeyAction: 'שימוש במפתח גישה',
  passkeyNoPrf:
    'מפתח הגישה הזה לא יכול להגן על הארנק: הוא לא תומך בהרחבת PRF. הגדירו סיסמת שחזור במקום.',
  passkeyFailed: 'מפתח הגישה לא הגיב. נסו שוב או בטלו.',
  passkeyUnusable: 'מפתח הגישה הזה לא פותח את הארנק הזה. השתמשו במפתח שיצרתם עבורו.',
  passkeyWrong: 'מפתח הגישה הזה לא פותח את הארנק הזה. ניסיונות שנותרו: {n}.',
} satisfies Partial<Record<CustodyMessageKey, string>>
