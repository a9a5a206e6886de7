import type { NamesMessageKey } from '../messages.js'

/** Hebrew, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'בחירת השם שלך',
  'RegisterAccountName.label': 'שם',
  'RegisterAccountName.hint': 'השם שלך מפנה לכתובת שלך. כל אחד יכול לשלוח אליו.',
  'RegisterAccountName.rule': 'אותיות, ספרות או מקף, לפחות 4 תווים',
  'RegisterAccountName.checking': 'בודק…',
  'RegisterAccountName.available': '{name} פנוי',
  'RegisterAccountName.taken': '{name} כבר תפוס',
  'RegisterAccountName.suggestions': 'הצעות',
  'RegisterAccountName.register': 'רישום',
  'RegisterAccountName.signing': 'יש לחתום על ההודעה בארנק',
  'RegisterAccountName.notConnected': 'יש לחבר ארנק ברשת EVM כדי לרשום שם.',
  'RegisterAccountName.invalid': 'שם לא תקין: {reason}',
  'RegisterAccountNameSuccess.title': 'השם נרשם',
  'RegisterAccountNameSuccess.body': '{name} מפנה עכשיו לכתובת שלך.',
  'RegisterAccountNameSuccess.done': 'חזרה לחשבון',
  'names.errorResolving': 'שגיאה בפענוח השם',
  'names.errorSuggestions': 'שגיאה בטעינת הצעות לשמות',
  'names.errorForAddress': 'שגיאה בטעינת השמות של הכתובת',
  'names.errorRegistering': 'שגיאה ברישום השם {name}',
} satisfies Partial<Record<NamesMessageKey, string>>
