import type { PolkadotMessageKey } from '../messages.js'

/** Japanese, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': '残高の内訳',
  'PolkadotBalance.free': '利用可能',
  'PolkadotBalance.reserved': '予約済み',
  'PolkadotBalance.frozen': '凍結',
  'PolkadotBalance.deposit': '存在デポジット',
  'PolkadotBalance.hint':
    '上の残高が送金できる額です。凍結・予約済みの資金と存在デポジットはアカウントに残ります。',
} satisfies Partial<Record<PolkadotMessageKey, string>>
