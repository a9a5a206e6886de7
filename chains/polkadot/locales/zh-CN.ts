import type { PolkadotMessageKey } from '../messages.js'

/** Simplified Chinese, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': '余额明细',
  'PolkadotBalance.free': '可用',
  'PolkadotBalance.reserved': '保留',
  'PolkadotBalance.frozen': '冻结',
  'PolkadotBalance.deposit': '存在性押金',
  'PolkadotBalance.hint':
    '上方余额是你可以发送的金额：冻结和保留的资金以及存在性押金会留在账户中。',
  'Polkadot.error.rejected': '你拒绝了该请求。',
  'Polkadot.error.wallet': '钱包无法完成该请求。',
  'Polkadot.error.unsupportedMethod': '此钱包不支持 {method}。',
  'Polkadot.error.chainNotConfigured': '不支持该链',
  'Polkadot.error.invalidAddress': '无效的 Polkadot 地址。',
  'Polkadot.error.rpc': '网络返回了错误。',
  'Polkadot.error.unsupportedRuntime': '此网络无法在此发送。',
  'Polkadot.error.insufficientFunds': '资金不足。',
  'Polkadot.error.existentialDeposit':
    '账户余额将低于 {deposit} 的存在性押金：最多发送 {maximum}。',
  'Polkadot.error.notFinalized': '转账未最终确认。',
  'Polkadot.error.failed': '转账失败：{reason}。',
} satisfies Partial<Record<PolkadotMessageKey, string>>
