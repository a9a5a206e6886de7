import type { PolkadotMessageKey } from '../messages.js'

/** Spanish, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Detalle del saldo',
  'PolkadotBalance.free': 'Libre',
  'PolkadotBalance.reserved': 'Reservado',
  'PolkadotBalance.frozen': 'Congelado',
  'PolkadotBalance.deposit': 'Depósito existencial',
  'PolkadotBalance.hint':
    'El saldo de arriba es lo que puedes enviar: los fondos congelados y reservados y el depósito existencial se quedan en la cuenta.',
  'Polkadot.error.rejected': 'Rechazaste la solicitud.',
  'Polkadot.error.wallet': 'La billetera no pudo completar la solicitud.',
  'Polkadot.error.unsupportedMethod': 'Esta billetera no admite {method}.',
  'Polkadot.error.chainNotConfigured': 'La cadena no es compatible',
  'Polkadot.error.invalidAddress': 'Dirección de Polkadot no válida.',
  'Polkadot.error.rpc': 'La red respondió con un error.',
  'Polkadot.error.unsupportedRuntime': 'Esta red no puede enviar aquí.',
  'Polkadot.error.insufficientFunds': 'Fondos insuficientes.',
  'Polkadot.error.existentialDeposit':
    'Quedaría menos que el depósito existencial de {deposit}: envía como máximo {maximum}.',
  'Polkadot.error.notFinalized': 'La transferencia no se finalizó.',
  'Polkadot.error.failed': 'La transferencia falló: {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
