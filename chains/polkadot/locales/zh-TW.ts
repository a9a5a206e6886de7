import type { PolkadotMessageKey } from '../messages.js'

/** Traditional Chinese, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': '餘額明細',
  'PolkadotBalance.free': '可用',
  'PolkadotBalance.reserved': '保留',
  'PolkadotBalance.frozen': '凍結',
  'PolkadotBalance.deposit': '存在性押金',
  'PolkadotBalance.hint':
    '上方餘額是你可以傳送的金額：凍結和保留的資金以及存在性押金會留在帳戶中。',
  'Polkadot.error.rejected': '你已拒絕此要求。',
  'Polkadot.error.wallet': '錢包無法完成此要求。',
  'Polkadot.error.unsupportedMethod': '此錢包不支援 {method}。',
  'Polkadot.error.chainNotConfigured': '不支援此鏈',
  'Polkadot.error.invalidAddress': '無效的 Polkadot 地址。',
  'Polkadot.error.rpc': '網路回傳了錯誤。',
  'Polkadot.error.unsupportedRuntime': '此網路無法在此傳送。',
  'Polkadot.error.insufficientFunds': '資金不足。',
  'Polkadot.error.existentialDeposit':
    '帳戶餘額將低於 {deposit} 的存在性押金：最多傳送 {maximum}。',
  'Polkadot.error.notFinalized': '轉帳未最終確認。',
  'Polkadot.error.failed': '轉帳失敗：{reason}。',
} satisfies Partial<Record<PolkadotMessageKey, string>>
