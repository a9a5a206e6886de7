import type { CustodyMessageKey } from '../custodyMessages.js'

/** Japanese: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'ウォレットを保護',
  migrateBody:
    'このサイトはもうウォレットの鍵を保管しません。鍵は分割されます。1つはこのデバイスに、1つはサイトに残り、ここで設定するリカバリーパスワードが3つ目を開きます。アドレスと資金は変わりません。',
  migrateAction: 'ウォレットを保護する',
  passkeyOffer: '代わりにパスキーを使う',
  passkeyOfferHint:
    'このデバイスやパスワードマネージャーのパスキーで、新しいデバイスでもウォレットを開けます。覚えるパスワードは不要です。',
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
