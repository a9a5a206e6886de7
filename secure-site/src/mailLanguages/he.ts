import type { MailCatalogue } from '../mailCatalogue.js'

// Impersonal forms ("יש ל…") address every reader alike.
export const he: MailCatalogue = {
  purposes: {
    login: 'ההתחברות',
    'update-primary': 'שינוי הדוא״ל',
    'update-secondary': 'אימות הדוא״ל החדש',
    export: 'ייצוא המפתחות',
    recovery: 'שינוי סיסמת השחזור',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} הוא קוד ${purpose} שלך ב-${appName}`,
    text: `קוד ${purpose} שלך ב-${appName} הוא ${code}\n\nתוקפו יפוג בעוד 10 דקות. אם לא ביקשת אותו, אפשר להתעלם מהודעה זו.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} הוא קוד ייצוא המפתחות שלך ב-${appName}`,
    text: `קוד ייצוא המפתחות שלך ב-${appName} הוא ${code}\n\nמי שמחזיק במפתחות הפרטיים שלך שולט בכספים שלך. יש להזין את הקוד הזה רק אם ביקשת בעצמך לייצא אותם. תוקפו יפוג בעוד 10 דקות.\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code} הוא קוד ההתחברות שלך ל-${appName} במכשיר חדש`,
    text: `מכשיר חדש ביקש להתחבר ל-${appName} בתור ${email}.\n\nאם הבקשה הגיעה ממך, יש להזין את הקוד הזה במכשיר: ${code}\n\nתוקף הקוד יפוג בעוד 10 דקות. אם הבקשה לא הגיעה ממך, אפשר להתעלם מהודעה זו, ואין למסור את הקוד לאף אחד: בלעדיו אי אפשר להתחבר.\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `ההתחברות ל-${appName} עם הכתובת שלך הושהתה`,
    text: `הוזנו יותר מדי קודי התחברות שגויים עבור ${email}. למען ביטחונך, ${appName} לא יקבל התחברות עם הכתובת הזו ב-${hours} השעות הקרובות.\n\nאם זה היה ניסיון שלך, אפשר לנסות שוב אחר כך. אם לא, מישהו ניסה לנחש קוד: איש לא נכנס. אין למסור לאף אחד קוד שאנחנו שולחים.\n`,
  }),
}
