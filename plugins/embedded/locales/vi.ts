import type { EmbeddedMessageKey } from '../views/messages.js'

/** Vietnamese, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Loại tài khoản',
  'embedded.smartAccount': 'Tài khoản thông minh',
  'embedded.smartAccountHint': 'Gộp các lệnh gọi; ứng dụng có thể trả phí gas',
  'embedded.eoa': 'Tài khoản khóa (EOA)',
  'embedded.eoaHint': 'Khóa thông thường, cho ứng dụng cần đến nó',
  'embedded.balance': 'Số dư {amount}',
  'embedded.switchFailed': 'Không thể đổi loại tài khoản.',
  'embedded.switched': 'Đang dùng {type} của bạn',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
