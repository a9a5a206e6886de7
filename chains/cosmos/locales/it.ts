import type { CosmosMessageKey } from '../messages.js'

/** Italian, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'Hai rifiutato la richiesta.',
  'Cosmos.error.wallet': 'Il wallet non è riuscito a completare la richiesta.',
  'Cosmos.error.chainNotConfigured': 'La chain non è supportata',
  'Cosmos.error.invalidAddress': 'Indirizzo Cosmos non valido.',
  'Cosmos.error.broadcast': 'La rete non ha accettato la transazione.',
  'Cosmos.error.insufficientFunds': 'Saldo insufficiente',
} satisfies Partial<Record<CosmosMessageKey, string>>
