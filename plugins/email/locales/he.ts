import type { EmailMessageKey } from '../views/messages.js'

/** Hebrew, loaded only when the locale asks for it. */
export default {
  'email.label': 'אימייל',
  'email.placeholder': 'אימייל',
  'email.continue': 'להמשיך עם אימייל',
  'email.invalid': 'יש להזין כתובת אימייל תקינה.',
  'email.notHeld': 'ארנק הדוא״ל אינו מחזיק מפתחות עבור {chains}. כדי להשתמש בהם, חבר ארנק אחר.',
  'email.sentTo': 'יש להזין את הקוד שנשלח אל {email}',
  'email.codeLegend': 'קוד חד-פעמי',
  'email.digit': 'ספרה {n} מתוך 6',
  'email.codeHint': 'תוקף הקוד יפוג בעוד 10 דקות.',
  'email.resend': 'שליחת הקוד מחדש',
  'email.resendIn': 'שליחת הקוד מחדש בעוד {n} שנ׳',
  'email.resent': 'קוד חדש בדרך.',
  'email.verifying': 'בודק את הקוד…',
  'email.deviceTitle': 'אישור המכשיר הזה',
  'email.deviceText':
    'שלחנו קישור אל {email}. יש לפתוח אותו כדי לאשר את המכשיר הזה ואז לחזור לכאן.',
  'email.deviceWaiting': 'ממתין לאישור…',
  'email.newEmail': 'אימייל חדש',
  'email.save': 'שמירה',
  'email.currentCode': 'יש להזין את הקוד שנשלח לאימייל הנוכחי שלך {email}',
  'email.newCode': 'יש להזין את הקוד שנשלח אל {email}',
  'email.updated': 'האימייל עודכן',
  'email.exportIntro':
    'שירות הארנק ב-{origin} שומר את המפתחות שלך מוצפנים. בייצוא הם מוצגים לך בחלון המאובטח שלו: הדף הזה אף פעם לא רואה אותם.',
  'email.exportIntroShares':
    'המפתחות מפוצלים בין המכשיר הזה לשירות הארנק ב-{origin}. הייצוא בונה אותם מחדש בתוך החלון המאובטח שלו: הדף הזה לעולם לא רואה אותם.',
  'email.exportWarning':
    'מי שמחזיק במפתחות הפרטיים שלך שולט בכספים שלך. אין לשתף אותם לעולם ואין להזין אותם באף אתר.',
  'email.exportSend': 'שליחת קוד אל {email}',
  'email.exportCode': 'יש להזין את הקוד שנשלח אל {email} כדי להציג את המפתחות',
  'email.exportShown': 'המפתחות מוצגים בחלון המאובטח. אפשר לסגור אותו עם סיום או Escape.',
  'email.signOutEverywhere': 'התנתקות מכל מקום',
  'EmbeddedSignOutEverywhere.title': 'התנתקות מכל מקום',
  'email.signOutEverywhereIntro':
    'פעולה זו מסיימת את ההתחברויות של הארנק שלך בכל מכשיר ודפדפן שבהם התחברת, כולל זה. כדי להשתמש בארנק שוב, יש להתחבר מחדש.',
  'email.signOutEverywhereConfirm': 'התנתקות מכל המכשירים',
  'email.signedOutEverywhere': 'התנתקת מכל המכשירים',
  'email.signOutEverywhereFailed': 'ההתנתקות מכל מקום נכשלה. נא לנסות שוב.',
  'email.mailUnavailable': 'לא הצלחנו לשלוח את האימייל כרגע. נא לנסות שוב בעוד רגע.',
  'email.recoveryIntro':
    'מפתח הארנק מפוצל בין המכשיר הזה לשירות הארנק: עם האימייל ומפתח הגישה או סיסמת השחזור הוא נפתח במכשיר חדש. כדי להגדיר מפתח גישה או סיסמת שחזור חדשים, יש לאשר עם קוד שנשלח אליך. הישנים יפסיקו לעבוד.',
  'email.recoveryCode':
    'יש להזין את הקוד ששלחנו אל {email}, ואז להגדיר את מפתח הגישה או סיסמת השחזור החדשים בחלון המאובטח',
  'email.recoveryTyping': 'יש להגדיר את מפתח הגישה או סיסמת השחזור החדשים בחלון המאובטח.',
  'email.recoveryChanged': 'שיטת השחזור שונתה',
} satisfies Partial<Record<EmailMessageKey, string>>
