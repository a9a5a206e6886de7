import type { SocialsMessageKey } from '../views/messages.js'

/** Vietnamese, loaded only when the locale asks for it. */
export default {
  'socials.group': 'Đăng nhập bằng tài khoản mạng xã hội',
  'socials.continueWith': 'Tiếp tục với {provider}',
  'socials.more': 'Tùy chọn đăng nhập khác',
  'socials.waiting': 'Tiếp tục trong cửa sổ {provider}',
  'socials.waitingHint': 'Hãy đăng nhập ở đó. Cửa sổ này sẽ tự tiếp tục.',
  'socials.connecting': 'Đang đăng nhập…',
  'socials.retry': 'Thử lại',
  'socials.popupClosed': 'Cửa sổ {provider} đã bị đóng',
  'socials.signedInWith': 'Đã đăng nhập bằng {provider}',
  'socials.signedInAs': 'Đã đăng nhập bằng {provider} với tên {username}',
  'farcaster.qr': 'Mã QR để đăng nhập bằng Farcaster',
  'farcaster.scan': 'Quét bằng điện thoại để đăng nhập bằng Farcaster',
  'farcaster.continue': 'Tiếp tục trong ứng dụng Farcaster',
  'farcaster.hint': 'Phê duyệt đăng nhập trong Farcaster. Cửa sổ này sẽ tự tiếp tục.',
  'farcaster.open': 'Mở Farcaster',
  'farcaster.copy': 'Sao chép liên kết',
  'farcaster.copied': 'Đã sao chép liên kết',
  'farcaster.copyFailed': 'Không thể sao chép liên kết',
} satisfies Partial<Record<SocialsMessageKey, string>>
