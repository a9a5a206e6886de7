import type { CosmosMessageKey } from '../messages.js'

/** Japanese, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'リクエストが拒否されました。',
  'Cosmos.error.wallet': 'ウォレットはリクエストを完了できませんでした。',
  'Cosmos.error.chainNotConfigured': 'このチェーンには対応していません',
  'Cosmos.error.invalidAddress': '無効な Cosmos アドレスです。',
  'Cosmos.error.broadcast': 'ネットワークが取引を受け付けませんでした。',
  'Cosmos.error.insufficientFunds': '残高不足です',
} satisfies Partial<Record<CosmosMessageKey, string>>
