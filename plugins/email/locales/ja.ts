import type { EmailMessageKey } from '../views/messages.js'

/** Japanese, loaded only when the locale asks for it. */
export default {
  'email.label': 'メールアドレス',
  'email.placeholder': 'メールアドレス',
  'email.continue': 'メールで続行',
  'email.invalid': '有効なメールアドレスを入力してください。',
  'email.notHeld':
    'メールウォレットは {chains} の鍵を保持していません。利用するには別のウォレットを接続してください。',
  'email.sentTo': '{email} に送信したコードを入力してください',
  'email.codeLegend': 'ワンタイムコード',
  'email.digit': '6 桁中 {n} 桁目',
  'email.codeHint': 'コードの有効期限は 10 分です。',
  'email.resend': 'コードを再送信',
  'email.resendIn': '{n} 秒後にコードを再送信',
  'email.resent': '新しいコードを送信しました。',
  'email.verifying': 'コードを確認中…',
  'email.deviceTitle': 'このデバイスを承認',
  'email.deviceText':
    '{email} にリンクを送信しました。リンクを開いてこのデバイスを承認し、ここに戻ってください。',
  'email.deviceWaiting': '承認を待っています…',
  'email.newEmail': '新しいメールアドレス',
  'email.save': '保存',
  'email.currentCode': '現在のメールアドレス {email} に送信したコードを入力してください',
  'email.newCode': '{email} に送信したコードを入力してください',
  'email.updated': 'メールアドレスを更新しました',
  'email.exportIntro':
    '{origin} のウォレットサービスが鍵を暗号化して保管しています。エクスポートすると、専用のセキュアウィンドウに表示されます。このページから鍵が見えることはありません。',
  'email.exportIntroShares':
    '鍵はこのデバイスと {origin} のウォレットサービスに分割されています。エクスポートすると、専用のセキュアウィンドウの中で鍵を復元して表示します。このページから鍵が見えることはありません。',
  'email.exportWarning':
    '秘密鍵を持つ人があなたの資産を自由に動かせます。決して共有せず、どの Web サイトにも入力しないでください。',
  'email.exportSend': '{email} にコードを送信',
  'email.exportCode': '鍵を表示するには、{email} に送信したコードを入力してください',
  'email.exportShown':
    '鍵はセキュアウィンドウに表示されています。「完了」または Esc キーで閉じてください。',
  'email.signOutEverywhere': 'すべての場所からサインアウト',
  'EmbeddedSignOutEverywhere.title': 'すべての場所からサインアウト',
  'email.signOutEverywhereIntro':
    'サインインしているすべてのデバイスとブラウザ（この端末を含む）で、ウォレットのセッションを終了します。再びウォレットを使うには、もう一度サインインしてください。',
  'email.signOutEverywhereConfirm': 'すべてのデバイスからサインアウト',
  'email.signedOutEverywhere': 'すべてのデバイスからサインアウトしました',
  'email.signOutEverywhereFailed':
    'すべての場所からサインアウトできませんでした。もう一度お試しください。',
  'email.mailUnavailable':
    '現在メールを送信できませんでした。しばらくしてからもう一度お試しください。',
  'email.recoveryIntro':
    'ウォレットの鍵はこのデバイスとウォレットサービスに分けて保管されています。メールアドレスとパスキーまたはリカバリーパスワードがあれば、新しいデバイスで開けます。新しいパスキーまたはリカバリーパスワードを設定するには、お送りするコードで確認してください。以前のものは使えなくなります。',
  'email.recoveryCode':
    '{email} に送信したコードを入力し、安全なウィンドウで新しいパスキーまたはリカバリーパスワードを設定してください',
  'email.recoveryTyping':
    '安全なウィンドウで新しいパスキーまたはリカバリーパスワードを設定してください。',
  'email.recoveryChanged': 'リカバリー方法を変更しました',
} satisfies Partial<Record<EmailMessageKey, string>>
