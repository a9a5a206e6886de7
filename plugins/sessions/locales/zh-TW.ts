import type { SessionsMessageKey } from '../messages.js'

/** Traditional Chinese, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': '工作階段',
  'WalletSessions.heading': '與你的錢包的工作階段',
  'WalletSessions.notOffered': '你的錢包不在此網路上授予工作階段。',
  'WalletSessions.none': '沒有任何應用程式能在未經你同意下代表此帳戶操作。',
  'WalletSessions.failed': '無法讀取工作階段。',
  'WalletSessions.maySend': '無需詢問即可向 {address} 傳送最多 {amount}',
  'WalletSessions.mayUse': '可不經詢問為 {address} 使用權限「{type}」',
  'WalletSessions.ends': '於 {date} 結束',
  'WalletSessions.revoke': '撤銷',
  'WalletSessions.revokeLabel': '撤銷工作階段 {number}（{address}）',
  'WalletSessions.revoked': '{app} 的工作階段已結束',
  'WalletSessions.revokeFailed': '無法撤銷工作階段。',
} satisfies Record<SessionsMessageKey, string>
