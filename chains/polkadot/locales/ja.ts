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
  'Polkadot.error.rejected': 'リクエストが拒否されました。',
  'Polkadot.error.wallet': 'ウォレットはリクエストを完了できませんでした。',
  'Polkadot.error.unsupportedMethod': 'このウォレットは {method} に対応していません。',
  'Polkadot.error.chainNotConfigured': 'このチェーンには対応していません',
  'Polkadot.error.invalidAddress': '無効な Polkadot アドレスです。',
  'Polkadot.error.rpc': 'ネットワークがエラーを返しました。',
  'Polkadot.error.unsupportedRuntime': 'このネットワークではここから送金できません。',
  'Polkadot.error.insufficientFunds': '残高が不足しています。',
  'Polkadot.error.existentialDeposit':
    '残高が存在デポジット {deposit} を下回ります。送金できるのは最大 {maximum} です。',
  'Polkadot.error.notFinalized': '送金はファイナライズされませんでした。',
  'Polkadot.error.failed': '送金に失敗しました: {reason}。',
} satisfies Partial<Record<PolkadotMessageKey, string>>
