import type { SessionsMessageKey } from '../messages.js'

/** Dutch, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'Sessies',
  'WalletSessions.heading': 'Sessies met je wallet',
  'WalletSessions.notOffered': 'Je wallet verleent geen sessies op dit netwerk.',
  'WalletSessions.none': 'Geen enkele app kan voor dit account handelen zonder het je te vragen.',
  'WalletSessions.failed': 'De sessies konden niet worden gelezen.',
  'WalletSessions.maySend': 'Mag tot {amount} naar {address} sturen zonder te vragen',
  'WalletSessions.mayUse': 'Mag de machtiging ‘{type}’ voor {address} gebruiken zonder te vragen',
  'WalletSessions.ends': 'Eindigt op {date}',
  'WalletSessions.revoke': 'Intrekken',
  'WalletSessions.revokeLabel': 'Sessie {number} intrekken ({address})',
  'WalletSessions.revoked': 'De sessie van {app} is beëindigd',
  'WalletSessions.revokeFailed': 'De sessie kon niet worden ingetrokken.',
} satisfies Record<SessionsMessageKey, string>
