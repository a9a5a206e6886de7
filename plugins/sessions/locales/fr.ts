import type { SessionsMessageKey } from '../messages.js'

/** French, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'Sessions',
  'WalletSessions.heading': 'Sessions avec votre portefeuille',
  'WalletSessions.notOffered': 'Votre portefeuille n’accorde pas de sessions sur ce réseau.',
  'WalletSessions.none': 'Aucune application ne peut agir pour ce compte sans vous demander.',
  'WalletSessions.failed': "Les sessions n'ont pas pu être lues.",
  'WalletSessions.maySend': "Peut envoyer jusqu'à {amount} à {address} sans demander",
  'WalletSessions.mayUse':
    'Peut utiliser l’autorisation « {type} » pour {address} sans vous demander',
  'WalletSessions.ends': 'Prend fin le {date}',
  'WalletSessions.revoke': 'Révoquer',
  'WalletSessions.revokeLabel': 'Révoquer la session {number} ({address})',
  'WalletSessions.revoked': 'La session de {app} est terminée',
  'WalletSessions.revokeFailed': "La session n'a pas pu être révoquée.",
} satisfies Record<SessionsMessageKey, string>
