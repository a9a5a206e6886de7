import type { PolkadotMessageKey } from '../messages.js'

/** Brazilian Portuguese, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Detalhes do saldo',
  'PolkadotBalance.free': 'Livre',
  'PolkadotBalance.reserved': 'Reservado',
  'PolkadotBalance.frozen': 'Congelado',
  'PolkadotBalance.deposit': 'Depósito existencial',
  'PolkadotBalance.hint':
    'O saldo acima é o que você pode enviar: os fundos congelados e reservados e o depósito existencial ficam na conta.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
