import type { EmbeddedMessageKey } from '../views/messages.js'

/** Simplified Chinese, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': '账户类型',
  'embedded.smartAccount': '智能账户',
  'embedded.smartAccountHint': '批量执行调用，Gas 费可由应用支付',
  'embedded.eoa': '密钥账户（EOA）',
  'embedded.eoaHint': '普通密钥，供需要它的应用使用',
  'embedded.balance': '余额 {amount}',
  'embedded.switchFailed': '无法更改账户类型。',
  'embedded.switched': '现在使用你的{type}',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
