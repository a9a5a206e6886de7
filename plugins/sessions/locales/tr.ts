import type { SessionsMessageKey } from '../messages.js'

/** Turkish, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'Oturumlar',
  'WalletSessions.heading': 'Cüzdanınızla oturumlar',
  'WalletSessions.notOffered': 'Cüzdanınız bu ağda oturum izni vermiyor.',
  'WalletSessions.none': 'Hiçbir uygulama sana sormadan bu hesap adına işlem yapamaz.',
  'WalletSessions.failed': 'Oturumlar okunamadı.',
  'WalletSessions.maySend': '{address} adresine sormadan {amount} tutarına kadar gönderebilir',
  'WalletSessions.mayUse': '{address} için “{type}” iznini sormadan kullanabilir',
  'WalletSessions.ends': 'Bitiş: {date}',
  'WalletSessions.revoke': 'İptal et',
  'WalletSessions.revokeLabel': '{number}. oturumu iptal et ({address})',
  'WalletSessions.revoked': '{app} oturumu sona erdi',
  'WalletSessions.revokeFailed': 'Oturum iptal edilemedi.',
} satisfies Record<SessionsMessageKey, string>
