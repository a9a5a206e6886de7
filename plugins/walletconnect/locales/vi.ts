import type { WalletConnectMessageKey } from '../messages.js'

/** Vietnamese, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': 'Quét bằng {name}',
  'ConnectingWalletConnect.continue': 'Tiếp tục trong {name}',
  'ConnectingWalletConnect.hint': 'Mở ví trên điện thoại và quét mã để kết nối.',
  'ConnectingWalletConnect.qr': 'Mã QR để kết nối {name}',
  'ConnectingWalletConnect.copy': 'Sao chép liên kết',
  'ConnectingWalletConnect.copied': 'Đã sao chép liên kết',
  'ConnectingWalletConnect.copyFailed': 'Không thể sao chép liên kết',
  'ConnectingWalletConnect.open': 'Mở {name}',
  'ConnectingWalletConnect.connecting': 'Đang kết nối…',
  'ConnectingWalletConnect.relayError': 'Không thể kết nối WalletConnect',
  'ConnectingWalletConnect.relayHint':
    'Máy chủ chuyển tiếp không phản hồi. Hãy kiểm tra kết nối và thử lại.',
  'ConnectingWalletConnect.declined': 'Kết nối bị từ chối',
  'ConnectingWalletConnect.failed': 'Kết nối thất bại',
  'ConnectingWalletConnect.noChain':
    'Ví không chia sẻ mạng nào mà trang này sử dụng. Hãy thêm một mạng trong ví hoặc kết nối ví khác.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
