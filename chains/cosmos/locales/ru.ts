import type { CosmosMessageKey } from '../messages.js'

/** Russian, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'Вы отклонили запрос.',
  'Cosmos.error.wallet': 'Кошелёк не смог выполнить запрос.',
  'Cosmos.error.chainNotConfigured': 'Сеть не поддерживается',
  'Cosmos.error.invalidAddress': 'Неверный адрес Cosmos.',
  'Cosmos.error.broadcast': 'Сеть не приняла транзакцию.',
  'Cosmos.error.insufficientFunds': 'Недостаточный баланс',
} satisfies Partial<Record<CosmosMessageKey, string>>
