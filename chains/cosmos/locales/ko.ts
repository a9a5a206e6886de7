import type { CosmosMessageKey } from '../messages.js'

/** Korean, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': '요청을 거부했습니다.',
  'Cosmos.error.wallet': '지갑이 요청을 완료하지 못했습니다.',
  'Cosmos.error.chainNotConfigured': '지원하지 않는 체인입니다',
  'Cosmos.error.invalidAddress': '잘못된 Cosmos 주소입니다.',
  'Cosmos.error.broadcast': '네트워크가 거래를 받아들이지 않았습니다.',
  'Cosmos.error.insufficientFunds': '잔고가 부족합니다',
} satisfies Partial<Record<CosmosMessageKey, string>>
