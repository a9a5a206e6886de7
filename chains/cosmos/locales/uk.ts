import type { CosmosMessageKey } from '../messages.js'

/** Ukrainian, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'Ви відхилили запит.',
  'Cosmos.error.wallet': 'Гаманець не зміг виконати запит.',
  'Cosmos.error.chainNotConfigured': 'Мережа не підтримується',
  'Cosmos.error.invalidAddress': 'Недійсна адреса Cosmos.',
  'Cosmos.error.broadcast': 'Мережа не прийняла транзакцію.',
  'Cosmos.error.insufficientFunds': 'Недостатній баланс',
} satisfies Partial<Record<CosmosMessageKey, string>>
