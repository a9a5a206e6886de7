import type { EmbeddedMessageKey } from '../views/messages.js'

/** Spanish, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Tipo de cuenta',
  'embedded.smartAccount': 'Cuenta inteligente',
  'embedded.smartAccountHint': 'Agrupa llamadas; la aplicación puede pagar el gas',
  'embedded.eoa': 'Cuenta de clave (EOA)',
  'embedded.eoaHint': 'La clave simple, para las aplicaciones que la necesitan',
  'embedded.balance': 'Saldo {amount}',
  'embedded.switchFailed': 'No se pudo cambiar el tipo de cuenta.',
  'embedded.switched': 'Ahora usas tu {type}',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
