import type { ReceiveMessageKey } from '../messages.js'

/** Simplified Chinese, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': '你的地址二维码',
  'WalletReceive.address': '你的地址',
  'WalletReceive.copy': '复制地址',
  'WalletReceive.copied': '地址已复制',
  'WalletReceive.copyFailed': '无法复制地址',
  'WalletReceive.networks': '网络',
  'WalletReceive.hint': '请只向此地址发送以下网络上的资产。',
  'WalletReceive.notConnected': '连接钱包以查看你的地址。',
} satisfies Partial<Record<ReceiveMessageKey, string>>
