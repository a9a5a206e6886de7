import type { EmbeddedMessageKey } from '../views/messages.js'

/** Japanese, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'アカウントの種類',
  'embedded.smartAccount': 'スマートアカウント',
  'embedded.smartAccountHint': '呼び出しをまとめて実行し、ガス代をアプリが負担できます',
  'embedded.eoa': '鍵アカウント（EOA）',
  'embedded.eoaHint': '必要とするアプリ向けの通常の鍵',
  'embedded.balance': '残高 {amount}',
  'embedded.switchFailed': 'アカウントの種類を変更できませんでした。',
  'embedded.switched': '{type}を使用中です',
  'embedded.sessions': 'アプリのセッション',
  'embedded.sessionsNone': '確認なしにこのアカウントで操作できるアプリはありません。',
  'embedded.sessionsFailed': 'セッションを読み込めませんでした。',
  'embedded.sessionUnknownApp': 'アプリ（別の場所で許可）',
  'embedded.sessionMayCall': '確認なしに {address} の {call} を呼び出せます',
  'embedded.sessionMaySend': '確認なしに {address} へ最大 {amount} を送金できます',
  'embedded.sessionSpendLimit': '最大 {amount} まで使用できます',
  'embedded.sessionSpent': 'これまでの使用額: {amount}',
  'embedded.sessionEnds': '{date} に終了',
  'embedded.sessionRevoke': '取り消す',
  'embedded.sessionRevokeLabel': '{app} のセッションを取り消す',
  'embedded.sessionRevoked': '{app} のセッションを終了しました',
  'embedded.sessionRevokeFailed': 'セッションを取り消せませんでした。',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'アプリの設定が無効です',
  'embedded.alertNetworkError': 'ネットワークエラー – 組み込みウォレットを読み込めませんでした',
  'embedded.alertTimedOut': '組み込みウォレットへのリクエストがタイムアウトしました',
  'embedded.alertSessionExpired': 'セッションの有効期限が切れました',
  'embedded.alertLoadFailed': 'メールログインを読み込めませんでした',
  'embedded.storageBlocked':
    'お使いのブラウザーがこのページでウォレットのストレージをブロックしているため、サインインを保持できません。もう一度始めて、ウォレットに求められたら「ストレージを許可」を選ぶか、ブラウザーの設定でこのサイトのサードパーティ Cookie を許可してください。',
  'embedded.recoveryMethod': 'リカバリー方法を変更',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
