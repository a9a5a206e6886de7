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
} satisfies Partial<Record<PolkadotMessageKey, string>>
