import type { CosmosMessageKey } from '../messages.js'

/** French, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'La demande a été refusée.',
  'Cosmos.error.wallet': 'Le wallet n’a pas pu traiter la demande.',
  'Cosmos.error.chainNotConfigured': 'Cette chaîne n’est pas prise en charge',
  'Cosmos.error.invalidAddress': 'Adresse Cosmos invalide.',
  'Cosmos.error.broadcast': 'Le réseau n’a pas accepté la transaction.',
  'Cosmos.error.insufficientFunds': 'Solde insuffisant',
} satisfies Partial<Record<CosmosMessageKey, string>>
