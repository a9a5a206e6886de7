import type { CosmosMessageKey } from '../messages.js'

/** Polish, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'Prośba została odrzucona.',
  'Cosmos.error.wallet': 'Portfel nie mógł wykonać żądania.',
  'Cosmos.error.chainNotConfigured': 'Ta sieć nie jest obsługiwana',
  'Cosmos.error.invalidAddress': 'Nieprawidłowy adres Cosmos.',
  'Cosmos.error.broadcast': 'Sieć nie przyjęła transakcji.',
  'Cosmos.error.insufficientFunds': 'Niewystarczające saldo',
} satisfies Partial<Record<CosmosMessageKey, string>>
