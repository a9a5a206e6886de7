import type { SessionsMessageKey } from '../messages.js'

/** Italian, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'Sessioni',
  'WalletSessions.heading': 'Sessioni con il tuo wallet',
  'WalletSessions.notOffered': 'Il tuo wallet non concede sessioni su questa rete.',
  'WalletSessions.none': 'Nessuna app può agire per questo account senza chiedertelo.',
  'WalletSessions.failed': 'Impossibile leggere le sessioni.',
  'WalletSessions.maySend': 'Può inviare fino a {amount} a {address} senza chiedere',
  'WalletSessions.mayUse': 'Può usare il permesso «{type}» per {address} senza chiedere',
  'WalletSessions.ends': 'Termina il {date}',
  'WalletSessions.revoke': 'Revoca',
  'WalletSessions.revokeLabel': 'Revoca la sessione {number} ({address})',
  'WalletSessions.revoked': 'La sessione di {app} è terminata',
  'WalletSessions.revokeFailed': 'Impossibile revocare la sessione.',
} satisfies Record<SessionsMessageKey, string>
