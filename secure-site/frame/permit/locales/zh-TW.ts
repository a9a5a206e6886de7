import type { PermitMessageKey } from './en.js'

/** Traditional Chinese, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} 最多 {amount}',
  permitAllOf: '{spender} 你全部的 {token}',
  permitNft: '{spender} 你的 {token}',
  permitEveryNft: '{spender} 你擁有的每個 {token} NFT',
  permitUntil: '{grant}，至 {date}',
  decodedOnly: '未模擬（此網路不提供）：直接從請求中讀取',
  allowMore: '{spender} 在已允許額度之外再加 {amount}',
  unlimitedUntilWarning: '這將允許 {spender} 在 {date} 之前取走你全部的 {symbol}，除非你提前撤銷。',
} satisfies Record<PermitMessageKey, string>
