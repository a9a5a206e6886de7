import type { NamesMessageKey } from '../messages.js'

/** Japanese, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': '名前を選択',
  'RegisterAccountName.label': '名前',
  'RegisterAccountName.hint':
    '名前はあなたのアドレスを指します。誰でもこの名前宛てに送金できます。',
  'RegisterAccountName.rule': '英字・数字・ハイフンで 4 文字以上',
  'RegisterAccountName.checking': '確認中…',
  'RegisterAccountName.available': '{name} は利用できます',
  'RegisterAccountName.taken': '{name} はすでに使われています',
  'RegisterAccountName.suggestions': '候補',
  'RegisterAccountName.register': '登録',
  'RegisterAccountName.signing': 'ウォレットでメッセージに署名してください',
  'RegisterAccountName.notConnected':
    '名前を登録するには EVM ネットワークのウォレットを接続してください。',
  'RegisterAccountName.invalid': '無効な名前：{reason}',
  'RegisterAccountNameSuccess.title': '名前を登録しました',
  'RegisterAccountNameSuccess.body': '{name} があなたのアドレスを指すようになりました。',
  'RegisterAccountNameSuccess.done': 'アカウントに戻る',
  'names.errorResolving': '名前の解決中にエラーが発生しました',
  'names.errorSuggestions': '名前の候補の取得中にエラーが発生しました',
  'names.errorForAddress': 'アドレスの名前の取得中にエラーが発生しました',
  'names.errorRegistering': '名前 {name} の登録中にエラーが発生しました',
} satisfies Partial<Record<NamesMessageKey, string>>
