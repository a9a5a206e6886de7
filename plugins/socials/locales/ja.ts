import type { SocialsMessageKey } from '../views/messages.js'

/** Japanese, loaded only when the locale asks for it. */
export default {
  'socials.group': 'ソーシャルアカウントでサインイン',
  'socials.continueWith': '{provider} で続行',
  'socials.more': 'その他のサインイン方法',
  'socials.waiting': '{provider} のウィンドウで続行してください',
  'socials.waitingHint': 'そちらでサインインしてください。このウィンドウは自動で続行します。',
  'socials.connecting': 'サインイン中…',
  'socials.retry': '再試行',
  'socials.popupClosed': '{provider} のウィンドウが閉じられました',
  'socials.signedInWith': '{provider} でサインイン済み',
  'socials.signedInAs': '{provider} で {username} としてサインイン済み',
  'farcaster.qr': 'Farcaster でサインインする QR コード',
  'farcaster.scan': 'スマートフォンでスキャンして Farcaster でサインイン',
  'farcaster.continue': 'Farcaster アプリで続行してください',
  'farcaster.hint': 'Farcaster でサインインを承認してください。このウィンドウは自動で続行します。',
  'farcaster.open': 'Farcaster を開く',
  'farcaster.copy': 'リンクをコピー',
  'farcaster.copied': 'リンクをコピーしました',
  'farcaster.copyFailed': 'リンクをコピーできませんでした',
} satisfies Partial<Record<SocialsMessageKey, string>>
