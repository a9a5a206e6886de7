import type { EmbeddedMessageKey } from '../views/messages.js'

/** French, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Type de compte',
  'embedded.smartAccount': 'Compte intelligent',
  'embedded.smartAccountHint': 'Regroupe les appels ; l’application peut payer le gas',
  'embedded.eoa': 'Compte à clé (EOA)',
  'embedded.eoaHint': 'La clé simple, pour les applications qui en ont besoin',
  'embedded.balance': 'Solde {amount}',
  'embedded.switchFailed': 'Impossible de changer le type de compte.',
  'embedded.switched': 'Vous utilisez maintenant votre {type}',
  'embedded.sessions': "Sessions d'applications",
  'embedded.sessionsNone': 'Aucune application ne peut agir pour ce compte sans vous demander.',
  'embedded.sessionsFailed': "Les sessions n'ont pas pu être lues.",
  'embedded.sessionUnknownApp': 'Une application (autorisée ailleurs)',
  'embedded.sessionMayCall': 'Peut appeler {call} sur {address} sans demander',
  'embedded.sessionMaySend': "Peut envoyer jusqu'à {amount} à {address} sans demander",
  'embedded.sessionSpendLimit': "Peut dépenser jusqu'à {amount}",
  'embedded.sessionSpent': "Dépensé jusqu'ici : {amount}",
  'embedded.sessionEnds': 'Prend fin le {date}',
  'embedded.sessionRevoke': 'Révoquer',
  'embedded.sessionRevokeLabel': 'Révoquer la session de {app}',
  'embedded.sessionRevoked': 'La session de {app} est terminée',
  'embedded.sessionRevokeFailed': "La session n'a pas pu être révoquée.",
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'Configuration de l’application non valide',
  'embedded.alertNetworkError': 'Erreur réseau – impossible de charger le portefeuille intégré',
  'embedded.alertTimedOut': 'La requête au portefeuille intégré a expiré',
  'embedded.alertSessionExpired': 'Session expirée',
  'embedded.alertLoadFailed': 'Impossible de charger la connexion par e-mail',
  'embedded.storageBlocked':
    'Votre navigateur bloque le stockage du portefeuille sur cette page : il ne peut pas garder votre connexion. Recommencez et choisissez « Autoriser le stockage » quand le portefeuille le demande, ou autorisez les cookies tiers pour ce site dans les réglages de votre navigateur.',
  'embedded.recoveryMethod': 'Changer la méthode de récupération',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
