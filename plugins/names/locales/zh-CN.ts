import type { NamesMessageKey } from '../messages.js'

/** Simplified Chinese, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': '选择你的名称',
  'RegisterAccountName.label': '名称',
  'RegisterAccountName.hint': '你的名称指向你的地址，任何人都可以向它转账。',
  'RegisterAccountName.rule': '使用字母、数字或连字符，至少 4 个字符',
  'RegisterAccountName.checking': '正在检查…',
  'RegisterAccountName.available': '{name} 可用',
  'RegisterAccountName.taken': '{name} 已被占用',
  'RegisterAccountName.suggestions': '建议',
  'RegisterAccountName.register': '注册',
  'RegisterAccountName.signing': '请在钱包中签署消息',
  'RegisterAccountName.notConnected': '请连接 EVM 网络上的钱包以注册名称。',
  'RegisterAccountName.invalid': '名称无效：{reason}',
  'RegisterAccountNameSuccess.title': '名称已注册',
  'RegisterAccountNameSuccess.body': '{name} 现在指向你的地址。',
  'RegisterAccountNameSuccess.done': '返回账户',
  'names.errorResolving': '解析名称时出错',
  'names.errorSuggestions': '获取名称建议时出错',
  'names.errorForAddress': '获取地址的名称时出错',
  'names.errorRegistering': '注册名称 {name} 时出错',
} satisfies Partial<Record<NamesMessageKey, string>>
