import type { SiwxMessageKey } from '../messages.js'

/** Simplified Chinese, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': '登录',
  'SIWXSignMessage.heading': '{name} 需要连接你的钱包',
  'SIWXSignMessage.text': '签署此消息以证明你拥有该钱包并继续。',
  'SIWXSignMessage.requiredText': '签署此消息以证明你拥有该钱包并继续。取消将断开连接。',
  'SIWXSignMessage.account': '账户 {address}',
  'SIWXSignMessage.sign': '签名',
  'SIWXSignMessage.cancel': '取消',
  'SIWXSignMessage.authenticating': '正在验证…',
  'SIWXSignMessage.declined': '签名被拒绝',
  'SIWXSignMessage.declinedBecause': '签名被拒绝：{reason}',
  'SIWXSignMessage.smartAccount': '此应用可能不支持智能账户',
  'SIWXSignMessage.initFailed': '初始化身份验证时出现问题',
  'ConnectingSiwe.verifying': '你的钱包已签署登录。正在验证签名…',
  'ConnectingSiwe.retry': '重试',
} satisfies Partial<Record<SiwxMessageKey, string>>
