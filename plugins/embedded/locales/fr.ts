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
} satisfies Partial<Record<EmbeddedMessageKey, string>>
