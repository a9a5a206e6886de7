import type { ReceiveMessageKey } from '../messages.js'

/** Vietnamese, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'Mã QR địa chỉ của bạn',
  'WalletReceive.address': 'Địa chỉ của bạn',
  'WalletReceive.copy': 'Sao chép địa chỉ',
  'WalletReceive.copied': 'Đã sao chép địa chỉ',
  'WalletReceive.copyFailed': 'Không thể sao chép địa chỉ',
  'WalletReceive.networks': 'Mạng',
  'WalletReceive.hint': 'Chỉ gửi tài sản trên các mạng này đến địa chỉ này.',
  'WalletReceive.notConnected': 'Kết nối ví để xem địa chỉ của bạn.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
