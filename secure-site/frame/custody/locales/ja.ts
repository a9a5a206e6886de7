import type { CustodyMessageKey } from './en.js'

/** Japanese: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'ウォレットを保護',
  migrateBody:
    'このサイトはもうウォレットの鍵を保管しません。鍵はこのデバイス、サイト、ここで設定するリカバリーパスワードに分割されます。アドレスも資金も同じです。',
  migrateAction: 'ウォレットを保護する',
  passkeySetTitle: 'ウォレットを保護',
  passkeySetBody: 'パスキーとメールアドレスで、新しいデバイスでもこのウォレットを開けます。',
  passkeyCreate: 'パスキーを作成',
  passkeyOrPassword: 'またはリカバリーパスワードを設定',
  migratePasskeyBody:
    'このサイトはもうウォレットの鍵を保管しません。鍵はこのデバイス、サイト、ここで設定するパスキー(またはリカバリーパスワード)に分割されます。アドレスも資金も同じです。',
  passkeyOfferHint:
    '覚えるパスワードは不要です。新しいデバイスではパスキーでウォレットを開けます。',
  passkeyTitle: 'パスキーでウォレットを開く',
  passkeyBody:
    'このデバイスにはまだウォレットの分割鍵がありません。パスキーでここで開くと、このデバイスが自分の分割鍵を保管します。',
  passkeyAction: 'パスキーを使う',
  passkeyNoPrf:
    'このパスキーはウォレットを保護できません。PRF 拡張に対応していません。代わりにリカバリーパスワードを設定してください。',
  passkeyFailed: 'パスキーが応答しませんでした。もう一度試すか、キャンセルしてください。',
  passkeyUnusable:
    'このパスキーではこのウォレットを開けません。このウォレット用に作成したパスキーを使ってください。',
  passkeyWrong: 'このパスキーではこのウォレットを開けません。残りの試行回数: {n}。',
} satisfies Partial<Record<CustodyMessageKey, string>>
