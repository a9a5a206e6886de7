import type { CosmosMessageKey } from '../messages.js'

/** Traditional Chinese, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': '你已拒絕此要求。',
  'Cosmos.error.wallet': '錢包無法完成此要求。',
  'Cosmos.error.chainNotConfigured': '不支援此鏈',
  'Cosmos.error.invalidAddress': '無效的 Cosmos 地址。',
  'Cosmos.error.broadcast': '網路未接受此交易。',
  'Cosmos.error.insufficientFunds': '餘額不夠',
} satisfies Partial<Record<CosmosMessageKey, string>>
