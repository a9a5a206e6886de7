import type { NamesMessageKey } from '../messages.js'

/** Vietnamese, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'Chọn tên của bạn',
  'RegisterAccountName.label': 'Tên',
  'RegisterAccountName.hint':
    'Tên của bạn trỏ đến địa chỉ của bạn. Ai cũng có thể gửi đến tên này.',
  'RegisterAccountName.rule': 'Dùng chữ cái, chữ số hoặc dấu gạch nối, ít nhất 4 ký tự',
  'RegisterAccountName.checking': 'Đang kiểm tra…',
  'RegisterAccountName.available': '{name} còn trống',
  'RegisterAccountName.taken': '{name} đã có người dùng',
  'RegisterAccountName.suggestions': 'Gợi ý',
  'RegisterAccountName.register': 'Đăng ký',
  'RegisterAccountName.signing': 'Ký thông điệp trong ví của bạn',
  'RegisterAccountName.notConnected': 'Kết nối ví trên mạng EVM để đăng ký tên.',
  'RegisterAccountName.invalid': 'Tên không hợp lệ: {reason}',
  'RegisterAccountNameSuccess.title': 'Đã đăng ký tên',
  'RegisterAccountNameSuccess.body': '{name} giờ trỏ đến địa chỉ của bạn.',
  'RegisterAccountNameSuccess.done': 'Quay lại tài khoản',
  'names.errorResolving': 'Lỗi khi phân giải tên',
  'names.errorSuggestions': 'Lỗi khi tải gợi ý tên',
  'names.errorForAddress': 'Lỗi khi tải tên của địa chỉ',
  'names.errorRegistering': 'Lỗi khi đăng ký tên {name}',
} satisfies Partial<Record<NamesMessageKey, string>>
