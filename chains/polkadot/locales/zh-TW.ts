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
} satisfies Partial<Record<PolkadotMessageKey, string>>
