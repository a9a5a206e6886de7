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
  'embedded.sessions': 'Phiên ứng dụng',
  'embedded.sessionsNone': 'Không ứng dụng nào có thể thao tác cho tài khoản này mà không hỏi bạn.',
  'embedded.sessionsFailed': 'Không thể đọc các phiên.',
  'embedded.sessionUnknownApp': 'Một ứng dụng (được cấp quyền ở nơi khác)',
  'embedded.sessionMayCall': 'Có thể gọi {call} trên {address} mà không hỏi',
  'embedded.sessionMaySend': 'Có thể gửi tối đa {amount} đến {address} mà không hỏi',
  'embedded.sessionSpendLimit': 'Có thể chi tối đa {amount}',
  'embedded.sessionSpent': 'Đã chi đến nay: {amount}',
  'embedded.sessionEnds': 'Kết thúc vào {date}',
  'embedded.sessionRevoke': 'Thu hồi',
  'embedded.sessionRevokeLabel': 'Thu hồi phiên của {app}',
  'embedded.sessionRevoked': 'Phiên của {app} đã kết thúc',
  'embedded.sessionRevokeFailed': 'Không thể thu hồi phiên.',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'Cấu hình ứng dụng không hợp lệ',
  'embedded.alertNetworkError': 'Lỗi mạng – không thể tải ví nhúng',
  'embedded.alertTimedOut': 'Yêu cầu tới ví nhúng đã hết thời gian',
  'embedded.alertSessionExpired': 'Phiên đã hết hạn',
  'embedded.alertLoadFailed': 'Không thể tải đăng nhập bằng email',
  'embedded.storageBlocked':
    'Trình duyệt của bạn chặn bộ nhớ của ví trên trang này nên không thể giữ phiên đăng nhập. Hãy bắt đầu lại và chọn “Cho phép lưu trữ” khi ví hỏi, hoặc cho phép cookie của bên thứ ba cho trang web này trong phần cài đặt trình duyệt.',
  'embedded.recoveryMethod': 'Đổi phương thức khôi phục',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
