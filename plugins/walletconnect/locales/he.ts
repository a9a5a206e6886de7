import type { WalletConnectMessageKey } from '../messages.js'

/** Hebrew, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': 'סריקה עם {name}',
  'ConnectingWalletConnect.continue': 'להמשיך ב-{name}',
  'ConnectingWalletConnect.hint': 'יש לפתוח את הארנק בטלפון ולסרוק את הקוד כדי להתחבר.',
  'ConnectingWalletConnect.qr': 'קוד QR לחיבור {name}',
  'ConnectingWalletConnect.copy': 'העתקת הקישור',
  'ConnectingWalletConnect.copied': 'הקישור הועתק',
  'ConnectingWalletConnect.copyFailed': 'לא ניתן להעתיק את הקישור',
  'ConnectingWalletConnect.open': 'פתיחת {name}',
  'ConnectingWalletConnect.connecting': 'מתחבר…',
  'ConnectingWalletConnect.relayError': 'אין גישה ל-WalletConnect',
  'ConnectingWalletConnect.relayHint': 'הממסר לא ענה. כדאי לבדוק את החיבור ולנסות שוב.',
  'ConnectingWalletConnect.declined': 'החיבור נדחה',
  'ConnectingWalletConnect.failed': 'החיבור נכשל',
  'ConnectingWalletConnect.noChain':
    'הארנק לא שיתף אף אחת מהרשתות שהאתר הזה משתמש בהן. הוסף אחת בארנק, או חבר ארנק אחר.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
