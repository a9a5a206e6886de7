import type { SiwxMessageKey } from '../messages.js'

/** Japanese, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'サインイン',
  'SIWXSignMessage.heading': '{name} がウォレットへの接続を求めています',
  'SIWXSignMessage.text':
    'このウォレットの所有者であることを証明して続行するには、このメッセージに署名してください。',
  'SIWXSignMessage.requiredText':
    'このウォレットの所有者であることを証明して続行するには、このメッセージに署名してください。キャンセルすると接続が解除されます。',
  'SIWXSignMessage.account': 'アカウント {address}',
  'SIWXSignMessage.sign': '署名',
  'SIWXSignMessage.cancel': 'キャンセル',
  'SIWXSignMessage.authenticating': '認証中…',
  'SIWXSignMessage.declined': '署名が拒否されました',
  'SIWXSignMessage.declinedBecause': '署名が拒否されました：{reason}',
  'SIWXSignMessage.smartAccount': 'このアプリはスマートアカウントに対応していない可能性があります',
  'SIWXSignMessage.initFailed': '認証の初期化中に問題が発生しました',
  'ConnectingSiwe.verifying': 'ウォレットがサインインに署名しました。署名を確認しています…',
  'ConnectingSiwe.retry': '再試行',
} satisfies Partial<Record<SiwxMessageKey, string>>
