import type { SocialsMessageKey } from '../views/messages.js'

/** Traditional Chinese, loaded only when the locale asks for it. */
export default {
  'socials.group': '使用社群帳號登入',
  'socials.continueWith': '使用 {provider} 繼續',
  'socials.more': '更多登入方式',
  'socials.waiting': '請在 {provider} 視窗中繼續',
  'socials.waitingHint': '請在那裡登入。此視窗會自動繼續。',
  'socials.connecting': '登入中…',
  'socials.retry': '重試',
  'socials.popupClosed': '{provider} 視窗已關閉',
  'socials.signedInWith': '已使用 {provider} 登入',
  'socials.signedInAs': '已使用 {provider} 以 {username} 身分登入',
  'farcaster.qr': '用於 Farcaster 登入的 QR 碼',
  'farcaster.scan': '用手機掃描以使用 Farcaster 登入',
  'farcaster.continue': '請在 Farcaster 應用程式中繼續',
  'farcaster.hint': '請在 Farcaster 中核准登入。此視窗會自動繼續。',
  'farcaster.open': '開啟 Farcaster',
  'farcaster.copy': '複製連結',
  'farcaster.copied': '已複製連結',
  'farcaster.copyFailed': '無法複製連結',
} satisfies Partial<Record<SocialsMessageKey, string>>
