import type { CustodyMessageKey } from './en.js'

/** Vietnamese: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'Bảo vệ ví của bạn',
  migrateBody:
    'Trang này không còn giữ khóa ví của bạn: khóa được chia giữa thiết bị này, trang và mật khẩu khôi phục bạn đặt ở đây. Cùng địa chỉ, cùng số tiền.',
  migrateAction: 'Bảo vệ ví của tôi',
  passkeySetTitle: 'Bảo vệ ví của bạn',
  passkeySetBody: 'Với khóa truy cập và email, bạn mở ví này trên thiết bị mới.',
  passkeyCreate: 'Tạo khóa truy cập',
  passkeyOrPassword: 'Hoặc đặt mật khẩu khôi phục',
  migratePasskeyBody:
    'Trang này không còn giữ khóa ví của bạn: khóa được chia giữa thiết bị này, trang và khóa truy cập (hoặc mật khẩu khôi phục) bạn đặt ở đây. Cùng địa chỉ, cùng số tiền.',
  passkeyOfferHint: 'Không cần nhớ mật khẩu: khóa truy cập mở ví trên thiết bị mới.',
  passkeyTitle: 'Mở ví bằng khóa truy cập',
  passkeyBody:
    'Thiết bị này chưa có phần nào của ví: khóa truy cập mở ví tại đây, rồi thiết bị này giữ một phần riêng.',
  passkeyAction: 'Dùng khóa truy cập',
  passkeyNoPrf:
    'Khóa truy cập này không thể bảo vệ ví: nó không hỗ trợ tiện ích PRF. Hãy đặt mật khẩu khôi phục.',
  passkeyFailed: 'Khóa truy cập không phản hồi. Hãy thử lại hoặc hủy.',
  passkeyUnusable:
    'Khóa truy cập này không mở được ví này. Hãy dùng khóa truy cập bạn đã tạo cho ví.',
  passkeyWrong: 'Khóa truy cập này không mở được ví này. Số lần thử còn lại: {n}.',
} satisfies Partial<Record<CustodyMessageKey, string>>
