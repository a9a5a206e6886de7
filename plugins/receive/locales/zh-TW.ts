import type { ReceiveMessageKey } from '../messages.js'

/** Traditional Chinese, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': '你的地址 QR 碼',
  'WalletReceive.address': '你的地址',
  'WalletReceive.copy': '複製地址',
  'WalletReceive.copied': '已複製地址',
  'WalletReceive.copyFailed': '無法複製地址',
  'WalletReceive.networks': '網路',
  'WalletReceive.hint': '請只將下列網路上的資產傳送到這個地址。',
  'WalletReceive.notConnected': '連接錢包以查看你的地址。',
} satisfies Partial<Record<ReceiveMessageKey, string>>
