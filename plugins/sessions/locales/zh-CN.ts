import type { SessionsMessageKey } from '../messages.js'

/** Simplified Chinese, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': '会话',
  'WalletSessions.heading': '与你的钱包的会话',
  'WalletSessions.notOffered': '你的钱包不在此网络上授予会话。',
  'WalletSessions.none': '没有任何应用可以不经你同意代表此账户操作。',
  'WalletSessions.failed': '无法读取会话。',
  'WalletSessions.maySend': '无需询问即可向 {address} 发送最多 {amount}',
  'WalletSessions.mayUse': '可无需询问为 {address} 使用权限“{type}”',
  'WalletSessions.ends': '于 {date} 结束',
  'WalletSessions.revoke': '撤销',
  'WalletSessions.revokeLabel': '撤销会话 {number}（{address}）',
  'WalletSessions.revoked': '{app} 的会话已结束',
  'WalletSessions.revokeFailed': '无法撤销会话。',
} satisfies Record<SessionsMessageKey, string>
