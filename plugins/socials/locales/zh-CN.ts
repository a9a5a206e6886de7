import type { SocialsMessageKey } from '../views/messages.js'

/** Simplified Chinese, loaded only when the locale asks for it. */
export default {
  'socials.group': '使用社交账号登录',
  'socials.continueWith': '使用 {provider} 继续',
  'socials.more': '更多登录方式',
  'socials.waiting': '请在 {provider} 窗口中继续',
  'socials.waitingHint': '请在那里登录。此窗口会自动继续。',
  'socials.connecting': '正在登录…',
  'socials.retry': '重试',
  'socials.popupClosed': '{provider} 窗口已关闭',
  'socials.signedInWith': '已使用 {provider} 登录',
  'socials.signedInAs': '已使用 {provider} 以 {username} 身份登录',
  'farcaster.qr': '用于 Farcaster 登录的二维码',
  'farcaster.scan': '用手机扫码以使用 Farcaster 登录',
  'farcaster.continue': '请在 Farcaster 应用中继续',
  'farcaster.hint': '请在 Farcaster 中批准登录。此窗口会自动继续。',
  'farcaster.open': '打开 Farcaster',
  'farcaster.copy': '复制链接',
  'farcaster.copied': '链接已复制',
  'farcaster.copyFailed': '无法复制链接',
} satisfies Partial<Record<SocialsMessageKey, string>>
