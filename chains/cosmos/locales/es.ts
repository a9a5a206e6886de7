import type { CosmosMessageKey } from '../messages.js'

/** Spanish, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'Rechazaste la solicitud.',
  'Cosmos.error.wallet': 'La billetera no pudo completar la solicitud.',
  'Cosmos.error.chainNotConfigured': 'La cadena no es compatible',
  'Cosmos.error.invalidAddress': 'Dirección de Cosmos no válida.',
  'Cosmos.error.broadcast': 'La red no aceptó la transacción.',
  'Cosmos.error.insufficientFunds': 'Saldo insuficiente',
} satisfies Partial<Record<CosmosMessageKey, string>>
