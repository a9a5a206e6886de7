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
  'Polkadot.error.rejected': 'Bạn đã từ chối yêu cầu.',
  'Polkadot.error.wallet': 'Ví không thể hoàn tất yêu cầu.',
  'Polkadot.error.unsupportedMethod': 'Ví này không hỗ trợ {method}.',
  'Polkadot.error.chainNotConfigured': 'Chuỗi này không được hỗ trợ',
  'Polkadot.error.invalidAddress': 'Địa chỉ Polkadot không hợp lệ.',
  'Polkadot.error.rpc': 'Mạng đã trả lời bằng một lỗi.',
  'Polkadot.error.unsupportedRuntime': 'Mạng này không thể gửi ở đây.',
  'Polkadot.error.insufficientFunds': 'Không đủ tiền.',
  'Polkadot.error.existentialDeposit':
    'Tài khoản sẽ còn ít hơn khoản ký gửi tồn tại {deposit}: hãy gửi tối đa {maximum}.',
  'Polkadot.error.notFinalized': 'Giao dịch chuyển chưa được hoàn tất.',
  'Polkadot.error.failed': 'Giao dịch chuyển thất bại: {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
