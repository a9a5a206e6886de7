import type { SessionsMessageKey } from '../messages.js'

/** German, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'Sitzungen',
  'WalletSessions.heading': 'Sitzungen mit deiner Wallet',
  'WalletSessions.notOffered': 'Deine Wallet erteilt in diesem Netzwerk keine Sitzungen.',
  'WalletSessions.none': 'Keine App kann ohne deine Bestätigung für dieses Konto handeln.',
  'WalletSessions.failed': 'Die Sitzungen konnten nicht gelesen werden.',
  'WalletSessions.maySend': 'Darf bis zu {amount} ohne Rückfrage an {address} senden',
  'WalletSessions.mayUse': 'Darf die Berechtigung „{type}“ ohne Rückfrage für {address} nutzen',
  'WalletSessions.ends': 'Endet am {date}',
  'WalletSessions.revoke': 'Widerrufen',
  'WalletSessions.revokeLabel': 'Sitzung {number} widerrufen ({address})',
  'WalletSessions.revoked': 'Die Sitzung von {app} ist beendet',
  'WalletSessions.revokeFailed': 'Die Sitzung konnte nicht widerrufen werden.',
} satisfies Record<SessionsMessageKey, string>
