import type { NamesMessageKey } from '../messages.js'

/** Traditional Chinese, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': '選擇你的名稱',
  'RegisterAccountName.label': '名稱',
  'RegisterAccountName.hint': '你的名稱會指向你的地址，任何人都能傳送到這個名稱。',
  'RegisterAccountName.rule': '使用字母、數字或連字號，至少 4 個字元',
  'RegisterAccountName.checking': '檢查中…',
  'RegisterAccountName.available': '{name} 可以使用',
  'RegisterAccountName.taken': '{name} 已被使用',
  'RegisterAccountName.suggestions': '建議',
  'RegisterAccountName.register': '註冊',
  'RegisterAccountName.signing': '請在錢包中簽署訊息',
  'RegisterAccountName.notConnected': '請連接 EVM 網路上的錢包以註冊名稱。',
  'RegisterAccountName.invalid': '名稱無效：{reason}',
  'RegisterAccountNameSuccess.title': '名稱已註冊',
  'RegisterAccountNameSuccess.body': '{name} 現在指向你的地址。',
  'RegisterAccountNameSuccess.done': '返回帳戶',
  'names.errorResolving': '解析名稱時發生錯誤',
  'names.errorSuggestions': '取得名稱建議時發生錯誤',
  'names.errorForAddress': '取得地址名稱時發生錯誤',
  'names.errorRegistering': '註冊名稱 {name} 時發生錯誤',
} satisfies Partial<Record<NamesMessageKey, string>>
