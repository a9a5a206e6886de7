import type { ReceiveMessageKey } from '../messages.js'

/** Hebrew, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'קוד QR של הכתובת שלך',
  'WalletReceive.address': 'הכתובת שלך',
  'WalletReceive.copy': 'העתקת הכתובת',
  'WalletReceive.copied': 'הכתובת הועתקה',
  'WalletReceive.copyFailed': 'לא ניתן להעתיק את הכתובת',
  'WalletReceive.networks': 'רשתות',
  'WalletReceive.hint': 'יש לשלוח לכתובת הזו רק נכסים ברשתות האלה.',
  'WalletReceive.notConnected': 'יש לחבר ארנק כדי לראות את הכתובת שלך.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
