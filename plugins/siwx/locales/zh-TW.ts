import type { SiwxMessageKey } from '../messages.js'

/** Traditional Chinese, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': '登入',
  'SIWXSignMessage.heading': '{name} 需要連接你的錢包',
  'SIWXSignMessage.text': '簽署此訊息以證明你擁有這個錢包並繼續。',
  'SIWXSignMessage.requiredText': '簽署此訊息以證明你擁有這個錢包並繼續。取消將會中斷連線。',
  'SIWXSignMessage.account': '帳戶 {address}',
  'SIWXSignMessage.sign': '簽署',
  'SIWXSignMessage.cancel': '取消',
  'SIWXSignMessage.authenticating': '驗證中…',
  'SIWXSignMessage.declined': '簽署遭拒',
  'SIWXSignMessage.declinedBecause': '簽署遭拒：{reason}',
  'SIWXSignMessage.smartAccount': '此應用程式可能不支援智慧帳戶',
  'SIWXSignMessage.initFailed': '初始化驗證時發生問題',
  'ConnectingSiwe.verifying': '你的錢包已簽署登入。正在驗證簽章…',
  'ConnectingSiwe.retry': '重試',
} satisfies Partial<Record<SiwxMessageKey, string>>
