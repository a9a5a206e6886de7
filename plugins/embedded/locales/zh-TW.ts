import type { EmbeddedMessageKey } from '../views/messages.js'

/** Traditional Chinese, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': '帳戶類型',
  'embedded.smartAccount': '智慧帳戶',
  'embedded.smartAccountHint': '批次執行呼叫，Gas 費可由應用程式支付',
  'embedded.eoa': '金鑰帳戶（EOA）',
  'embedded.eoaHint': '一般金鑰，供需要的應用程式使用',
  'embedded.balance': '餘額 {amount}',
  'embedded.switchFailed': '無法變更帳戶類型。',
  'embedded.switched': '現在使用你的{type}',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
