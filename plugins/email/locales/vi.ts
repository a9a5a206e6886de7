import type { EmailMessageKey } from '../views/messages.js'

/** Vietnamese, loaded only when the locale asks for it. */
export default {
  'email.label': 'Email',
  'email.placeholder': 'Email',
  'email.continue': 'Tiếp tục bằng email',
  'email.invalid': 'Nhập địa chỉ email hợp lệ.',
  'email.notHeld': 'Ví email không giữ khóa cho {chains}. Để dùng chúng, hãy kết nối một ví khác.',
  'email.sentTo': 'Nhập mã chúng tôi đã gửi đến {email}',
  'email.codeLegend': 'Mã dùng một lần',
  'email.digit': 'Chữ số {n} trên 6',
  'email.codeHint': 'Mã sẽ hết hạn sau 10 phút.',
  'email.resend': 'Gửi lại mã',
  'email.resendIn': 'Gửi lại mã sau {n} giây',
  'email.resent': 'Mã mới đang được gửi.',
  'email.verifying': 'Đang kiểm tra mã…',
  'email.deviceTitle': 'Phê duyệt thiết bị này',
  'email.deviceText':
    'Chúng tôi đã gửi một liên kết đến {email}. Hãy mở liên kết để phê duyệt thiết bị này, rồi quay lại đây.',
  'email.deviceWaiting': 'Đang chờ phê duyệt…',
  'email.newEmail': 'Email mới',
  'email.save': 'Lưu',
  'email.currentCode': 'Nhập mã chúng tôi đã gửi đến email hiện tại của bạn {email}',
  'email.newCode': 'Nhập mã chúng tôi đã gửi đến {email}',
  'email.updated': 'Đã cập nhật email',
  'email.exportIntro':
    'Dịch vụ ví tại {origin} giữ khóa của bạn ở dạng mã hóa. Khi xuất, khóa được hiển thị trong cửa sổ bảo mật riêng của dịch vụ: trang này không bao giờ thấy chúng.',
  'email.exportIntroShares':
    'Khóa của bạn được chia giữa thiết bị này và dịch vụ ví tại {origin}. Khi xuất, khóa được ghép lại trong cửa sổ bảo mật riêng của dịch vụ: trang này không bao giờ thấy chúng.',
  'email.exportWarning':
    'Ai có khóa riêng tư của bạn sẽ kiểm soát tiền của bạn. Đừng bao giờ chia sẻ hay nhập chúng trên bất kỳ trang web nào.',
  'email.exportSend': 'Gửi mã đến {email}',
  'email.exportCode': 'Nhập mã chúng tôi đã gửi đến {email} để hiện khóa của bạn',
  'email.exportShown':
    'Khóa của bạn đang hiển thị trong cửa sổ bảo mật. Đóng bằng Xong hoặc Escape.',
  'email.signOutEverywhere': 'Đăng xuất khỏi mọi nơi',
  'EmbeddedSignOutEverywhere.title': 'Đăng xuất khỏi mọi nơi',
  'email.signOutEverywhereIntro':
    'Thao tác này kết thúc các phiên ví của bạn trên mọi thiết bị và trình duyệt bạn đã đăng nhập, kể cả thiết bị này. Để dùng lại ví, hãy đăng nhập lại.',
  'email.signOutEverywhereConfirm': 'Đăng xuất khỏi mọi thiết bị',
  'email.signedOutEverywhere': 'Bạn đã đăng xuất khỏi mọi thiết bị',
  'email.signOutEverywhereFailed': 'Không thể đăng xuất khỏi mọi nơi. Vui lòng thử lại.',
  'email.mailUnavailable': 'Hiện không thể gửi email. Vui lòng thử lại sau giây lát.',
  'email.recoveryIntro':
    'Khóa ví của bạn được chia giữa thiết bị này và dịch vụ ví: với email và khóa truy cập hoặc mật khẩu khôi phục, ví mở được trên thiết bị mới. Để đặt khóa truy cập hoặc mật khẩu khôi phục mới, hãy xác nhận bằng mã chúng tôi gửi. Cái cũ sẽ không còn dùng được.',
  'email.recoveryCode':
    'Nhập mã chúng tôi đã gửi đến {email}, rồi đặt khóa truy cập hoặc mật khẩu khôi phục mới trong cửa sổ bảo mật',
  'email.recoveryTyping': 'Đặt khóa truy cập hoặc mật khẩu khôi phục mới trong cửa sổ bảo mật.',
  'email.recoveryChanged': 'Phương thức khôi phục đã được thay đổi',
} satisfies Partial<Record<EmailMessageKey, string>>
