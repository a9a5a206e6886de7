import type { EmbeddedMessageKey } from '../views/messages.js'

/** Brazilian Portuguese, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Tipo de conta',
  'embedded.smartAccount': 'Conta inteligente',
  'embedded.smartAccountHint': 'Agrupa chamadas; o app pode pagar o gas',
  'embedded.eoa': 'Conta de chave (EOA)',
  'embedded.eoaHint': 'A chave simples, para apps que precisam dela',
  'embedded.balance': 'Saldo {amount}',
  'embedded.switchFailed': 'Não foi possível trocar o tipo de conta.',
  'embedded.switched': 'Agora usando sua {type}',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
