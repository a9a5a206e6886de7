import type { SiwxMessageKey } from '../messages.js'

/** Hebrew, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'התחברות',
  'SIWXSignMessage.heading': '{name} צריך להתחבר לארנק שלך',
  'SIWXSignMessage.text': 'יש לחתום על ההודעה כדי להוכיח שהארנק שייך לך ולהמשיך.',
  'SIWXSignMessage.requiredText':
    'יש לחתום על ההודעה כדי להוכיח שהארנק שייך לך ולהמשיך. ביטול ינתק אותך.',
  'SIWXSignMessage.account': 'חשבון {address}',
  'SIWXSignMessage.sign': 'חתימה',
  'SIWXSignMessage.cancel': 'ביטול',
  'SIWXSignMessage.authenticating': 'מאמת…',
  'SIWXSignMessage.declined': 'החתימה נדחתה',
  'SIWXSignMessage.declinedBecause': 'החתימה נדחתה: {reason}',
  'SIWXSignMessage.smartAccount': 'ייתכן שהאפליקציה לא תומכת בחשבונות חכמים',
  'SIWXSignMessage.initFailed': 'אירעה בעיה בהפעלת האימות',
  'ConnectingSiwe.verifying': 'הארנק שלך חתם על הכניסה. בודקים את החתימה…',
  'ConnectingSiwe.retry': 'לנסות שוב',
} satisfies Partial<Record<SiwxMessageKey, string>>
