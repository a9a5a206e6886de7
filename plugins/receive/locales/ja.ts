import type { ReceiveMessageKey } from '../messages.js'

/** Japanese, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'あなたのアドレスの QR コード',
  'WalletReceive.address': 'あなたのアドレス',
  'WalletReceive.copy': 'アドレスをコピー',
  'WalletReceive.copied': 'アドレスをコピーしました',
  'WalletReceive.copyFailed': 'アドレスをコピーできませんでした',
  'WalletReceive.networks': 'ネットワーク',
  'WalletReceive.hint': 'このアドレスには、これらのネットワーク上の資産だけを送ってください。',
  'WalletReceive.notConnected': 'アドレスを表示するにはウォレットを接続してください。',
} satisfies Partial<Record<ReceiveMessageKey, string>>
