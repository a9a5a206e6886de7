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
} satisfies Partial<Record<PolkadotMessageKey, string>>
