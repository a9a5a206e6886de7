import type { EmbeddedMessageKey } from '../views/messages.js'

/** Japanese, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'アカウントの種類',
  'embedded.smartAccount': 'スマートアカウント',
  'embedded.smartAccountHint': '呼び出しをまとめて実行し、ガス代をアプリが負担できます',
  'embedded.eoa': '鍵アカウント（EOA）',
  'embedded.eoaHint': '必要とするアプリ向けの通常の鍵',
  'embedded.balance': '残高 {amount}',
  'embedded.switchFailed': 'アカウントの種類を変更できませんでした。',
  'embedded.switched': '{type}を使用中です',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
