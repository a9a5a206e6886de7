import type { CosmosMessageKey } from '../messages.js'

/** Simplified Chinese, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': '你拒绝了该请求。',
  'Cosmos.error.wallet': '钱包无法完成该请求。',
  'Cosmos.error.chainNotConfigured': '不支持该链',
  'Cosmos.error.invalidAddress': '无效的 Cosmos 地址。',
  'Cosmos.error.broadcast': '网络未接受该交易。',
  'Cosmos.error.insufficientFunds': '余额不够',
} satisfies Partial<Record<CosmosMessageKey, string>>
