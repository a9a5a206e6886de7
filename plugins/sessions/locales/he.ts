import type { SessionsMessageKey } from '../messages.js'

/** Hebrew, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'סשנים',
  'WalletSessions.heading': 'סשנים עם הארנק שלך',
  'WalletSessions.notOffered': 'הארנק שלך אינו מעניק סשנים ברשת הזו.',
  'WalletSessions.none': 'אף אפליקציה לא יכולה לפעול בשם החשבון הזה בלי לשאול אותך.',
  'WalletSessions.failed': 'לא ניתן היה לקרוא את הסשנים.',
  'WalletSessions.maySend': 'רשאית לשלוח עד {amount} אל {address} בלי לשאול',
  'WalletSessions.mayUse': 'רשאי להשתמש בהרשאה "{type}" עבור {address} בלי לשאול',
  'WalletSessions.ends': 'מסתיים ב-{date}',
  'WalletSessions.revoke': 'ביטול',
  'WalletSessions.revokeLabel': 'ביטול סשן {number} ({address})',
  'WalletSessions.revoked': 'הסשן של {app} הסתיים',
  'WalletSessions.revokeFailed': 'לא ניתן היה לבטל את הסשן.',
} satisfies Record<SessionsMessageKey, string>
