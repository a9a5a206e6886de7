import type { SiwxMessageKey } from '../messages.js'

/** Vietnamese, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'Đăng nhập',
  'SIWXSignMessage.heading': '{name} cần kết nối với ví của bạn',
  'SIWXSignMessage.text': 'Ký thông điệp này để chứng minh bạn sở hữu ví này và tiếp tục.',
  'SIWXSignMessage.requiredText':
    'Ký thông điệp này để chứng minh bạn sở hữu ví này và tiếp tục. Nếu hủy, bạn sẽ bị ngắt kết nối.',
  'SIWXSignMessage.account': 'Tài khoản {address}',
  'SIWXSignMessage.sign': 'Ký',
  'SIWXSignMessage.cancel': 'Hủy',
  'SIWXSignMessage.authenticating': 'Đang xác thực…',
  'SIWXSignMessage.declined': 'Chữ ký bị từ chối',
  'SIWXSignMessage.declinedBecause': 'Chữ ký bị từ chối: {reason}',
  'SIWXSignMessage.smartAccount': 'Ứng dụng này có thể không hỗ trợ tài khoản thông minh',
  'SIWXSignMessage.initFailed': 'Đã xảy ra sự cố khi khởi tạo xác thực',
  'ConnectingSiwe.verifying': 'Ví của bạn đã ký đăng nhập. Đang kiểm tra chữ ký…',
  'ConnectingSiwe.retry': 'Thử lại',
} satisfies Partial<Record<SiwxMessageKey, string>>
