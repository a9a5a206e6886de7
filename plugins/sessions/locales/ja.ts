import type { SessionsMessageKey } from '../messages.js'

/** Japanese, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'セッション',
  'WalletSessions.heading': 'ウォレットとのセッション',
  'WalletSessions.notOffered': 'お使いのウォレットはこのネットワークでセッションを付与しません。',
  'WalletSessions.none': '確認なしにこのアカウントで操作できるアプリはありません。',
  'WalletSessions.failed': 'セッションを読み込めませんでした。',
  'WalletSessions.maySend': '確認なしに {address} へ最大 {amount} を送金できます',
  'WalletSessions.mayUse': '確認なしで {address} に対して権限「{type}」を使用できます',
  'WalletSessions.ends': '{date} に終了',
  'WalletSessions.revoke': '取り消す',
  'WalletSessions.revokeLabel': 'セッション {number} を取り消す（{address}）',
  'WalletSessions.revoked': '{app} のセッションを終了しました',
  'WalletSessions.revokeFailed': 'セッションを取り消せませんでした。',
} satisfies Record<SessionsMessageKey, string>
