import type { SessionsMessageKey } from '../messages.js'

/** Vietnamese, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'Phiên',
  'WalletSessions.heading': 'Phiên với ví của bạn',
  'WalletSessions.notOffered': 'Ví của bạn không cấp phiên trên mạng này.',
  'WalletSessions.none': 'Không ứng dụng nào có thể thao tác cho tài khoản này mà không hỏi bạn.',
  'WalletSessions.failed': 'Không thể đọc các phiên.',
  'WalletSessions.maySend': 'Có thể gửi tối đa {amount} đến {address} mà không hỏi',
  'WalletSessions.mayUse': 'Có thể dùng quyền “{type}” cho {address} mà không cần hỏi',
  'WalletSessions.ends': 'Kết thúc vào {date}',
  'WalletSessions.revoke': 'Thu hồi',
  'WalletSessions.revokeLabel': 'Thu hồi phiên {number} ({address})',
  'WalletSessions.revoked': 'Phiên của {app} đã kết thúc',
  'WalletSessions.revokeFailed': 'Không thể thu hồi phiên.',
} satisfies Record<SessionsMessageKey, string>
