import type { PolkadotMessageKey } from '../messages.js'

/** Vietnamese, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Chi tiết số dư',
  'PolkadotBalance.free': 'Khả dụng',
  'PolkadotBalance.reserved': 'Đã dự trữ',
  'PolkadotBalance.frozen': 'Bị đóng băng',
  'PolkadotBalance.deposit': 'Khoản ký gửi tồn tại',
  'PolkadotBalance.hint':
    'Số dư ở trên là số bạn có thể gửi: tiền bị đóng băng, đã dự trữ và khoản ký gửi tồn tại vẫn ở lại trong tài khoản.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
