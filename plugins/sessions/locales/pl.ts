import type { SessionsMessageKey } from '../messages.js'

/** Polish, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'Sesje',
  'WalletSessions.heading': 'Sesje z Twoim portfelem',
  'WalletSessions.notOffered': 'Twój portfel nie przyznaje sesji w tej sieci.',
  'WalletSessions.none': 'Żadna aplikacja nie może działać w imieniu tego konta bez pytania cię.',
  'WalletSessions.failed': 'Nie udało się odczytać sesji.',
  'WalletSessions.maySend': 'Może wysłać do {amount} na {address} bez pytania',
  'WalletSessions.mayUse': 'Może używać uprawnienia „{type}” dla {address} bez pytania',
  'WalletSessions.ends': 'Kończy się {date}',
  'WalletSessions.revoke': 'Odwołaj',
  'WalletSessions.revokeLabel': 'Cofnij sesję {number} ({address})',
  'WalletSessions.revoked': 'Sesja {app} została zakończona',
  'WalletSessions.revokeFailed': 'Nie udało się odwołać sesji.',
} satisfies Record<SessionsMessageKey, string>
