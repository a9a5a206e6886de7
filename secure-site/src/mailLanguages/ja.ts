import type { MailCatalogue } from '../mailCatalogue.js'

export const ja: MailCatalogue = {
  purposes: {
    login: 'ログイン',
    'update-primary': 'メールアドレス変更',
    'update-secondary': '新しいメールアドレスの確認',
    export: '鍵のエクスポート',
    recovery: 'リカバリーパスワード変更',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${appName} の${purpose}コード: ${code}`,
    text: `${appName} の${purpose}コードは ${code} です。\n\n有効期限は 10 分です。心当たりがない場合は、このメールを無視してください。\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${appName} の鍵のエクスポートコード: ${code}`,
    text: `${appName} の鍵のエクスポートコードは ${code} です。\n\n秘密鍵を持つ人は、あなたの資金を自由に動かせます。エクスポートをご自身で依頼した場合にのみ、このコードを入力してください。有効期限は 10 分です。\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code} は新しいデバイス用の ${appName} ログインコードです`,
    text: `新しいデバイスが ${email} として ${appName} へのログインを求めています。\n\nご本人の場合は、そのデバイスで次のコードを入力してください: ${code}\n\nコードの有効期限は 10 分です。心当たりがない場合は、このメールを無視し、コードを誰にも教えないでください。コードがなければ誰もログインできません。\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `お使いのアドレスでの ${appName} へのログインを一時停止しました`,
    text: `${email} に対して誤ったログインコードが何度も入力されました。安全のため、${appName} は今後 ${hours} 時間、このアドレスでのログインを受け付けません。\n\nご本人の場合は、その後にもう一度お試しください。心当たりがない場合、誰かがコードを推測しようとしましたが、ログインされてはいません。お送りするコードは決して誰にも教えないでください。\n`,
  }),
}
