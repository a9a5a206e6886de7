import type { MailCatalogue } from '../mailCatalogue.js'

export const vi: MailCatalogue = {
  purposes: {
    login: 'đăng nhập',
    'update-primary': 'đổi email',
    'update-secondary': 'xác nhận email mới',
    export: 'xuất khóa',
    recovery: 'đổi mật khẩu khôi phục',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} là mã ${purpose} ${appName} của bạn`,
    text: `Mã ${purpose} ${appName} của bạn là ${code}\n\nMã hết hạn sau 10 phút. Nếu bạn không yêu cầu mã này, hãy bỏ qua email này.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} là mã xuất khóa ${appName} của bạn`,
    text: `Mã xuất khóa ${appName} của bạn là ${code}\n\nAi có khóa riêng tư của bạn sẽ kiểm soát tiền của bạn. Chỉ nhập mã này nếu chính bạn đã yêu cầu xuất khóa. Mã hết hạn sau 10 phút.\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code} là mã đăng nhập ${appName} của bạn cho thiết bị mới`,
    text: `Một thiết bị mới yêu cầu đăng nhập vào ${appName} với tư cách ${email}.\n\nNếu đó là bạn, hãy nhập mã này trên thiết bị đó: ${code}\n\nMã hết hạn sau 10 phút. Nếu đó không phải là bạn, hãy bỏ qua email này và đừng đưa mã cho ai: không có mã thì không ai đăng nhập được.\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `Việc đăng nhập ${appName} bằng địa chỉ của bạn đã bị tạm dừng`,
    text: `Mã đăng nhập sai đã được nhập cho ${email} quá nhiều lần. Vì sự an toàn của bạn, ${appName} sẽ không chấp nhận đăng nhập bằng địa chỉ này trong ${hours} giờ tới.\n\nNếu đó là bạn, hãy thử lại sau đó. Nếu không, ai đó đã cố đoán mã: không ai vào được. Đừng bao giờ đưa cho ai mã mà chúng tôi gửi bạn.\n`,
  }),
}
