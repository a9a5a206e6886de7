import type { PermitMessageKey } from './en.js'

/** Simplified Chinese, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} 最多 {amount}',
  permitAllOf: '{spender} 你全部的 {token}',
  permitNft: '{spender} 你的 {token}',
  permitEveryNft: '{spender} 你拥有的每个 {token} NFT',
  permitUntil: '{grant}，至 {date}',
  decodedOnly: '未模拟（此网络不提供）：直接从请求中读取',
  allowMore: '{spender} 在已允许额度之外再加 {amount}',
  unlimitedUntilWarning: '这将允许 {spender} 在 {date} 之前取走你全部的 {symbol}，除非你提前撤销。',
} satisfies Record<PermitMessageKey, string>
