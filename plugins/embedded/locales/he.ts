import type { EmbeddedMessageKey } from '../views/messages.js'

/** Hebrew, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'סוג חשבון',
  'embedded.smartAccount': 'חשבון חכם',
  'embedded.smartAccountHint': 'מאחד קריאות, והאפליקציה יכולה לשלם את הגז',
  'embedded.eoa': 'חשבון מפתח (EOA)',
  'embedded.eoaHint': 'המפתח הפשוט, לאפליקציות שצריכות אותו',
  'embedded.balance': 'יתרה {amount}',
  'embedded.switchFailed': 'לא ניתן לשנות את סוג החשבון.',
  'embedded.switched': 'עכשיו בשימוש: {type}',
  'embedded.sessions': 'סשנים של אפליקציות',
  'embedded.sessionsNone': 'אף אפליקציה לא יכולה לפעול בשם החשבון הזה בלי לשאול אותך.',
  'embedded.sessionsFailed': 'לא ניתן היה לקרוא את הסשנים.',
  'embedded.sessionUnknownApp': 'אפליקציה (ההרשאה ניתנה במקום אחר)',
  'embedded.sessionMayCall': 'רשאית לקרוא ל-{call} ב-{address} בלי לשאול',
  'embedded.sessionMaySend': 'רשאית לשלוח עד {amount} אל {address} בלי לשאול',
  'embedded.sessionSpendLimit': 'רשאית להוציא עד {amount}',
  'embedded.sessionSpent': 'הוצא עד כה: {amount}',
  'embedded.sessionEnds': 'מסתיים ב-{date}',
  'embedded.sessionRevoke': 'ביטול',
  'embedded.sessionRevokeLabel': 'ביטול הסשן של {app}',
  'embedded.sessionRevoked': 'הסשן של {app} הסתיים',
  'embedded.sessionRevokeFailed': 'לא ניתן היה לבטל את הסשן.',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'הגדרת האפליקציה שגויה',
  'embedded.alertNetworkError': 'שגיאת רשת – לא ניתן לטעון את הארנק המוטמע',
  'embedded.alertTimedOut': 'הבקשה לארנק המוטמע חרגה מהזמן',
  'embedded.alertSessionExpired': 'פג תוקף ההתחברות',
  'embedded.alertLoadFailed': 'לא ניתן לטעון את הכניסה בדוא״ל',
  'embedded.storageBlocked':
    'הדפדפן שלך חוסם את האחסון של הארנק בדף הזה, ולכן הוא לא יכול לשמור את ההתחברות שלך. התחל/י מחדש ובחר/י „לאפשר אחסון” כשהארנק מבקש, או אפשר/י קובצי Cookie של צד שלישי לאתר הזה בהגדרות הדפדפן.',
  'embedded.recoveryMethod': 'שינוי שיטת השחזור',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
