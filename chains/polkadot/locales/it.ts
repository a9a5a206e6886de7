import type { PolkadotMessageKey } from '../messages.js'

/** Italian, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Dettaglio del saldo',
  'PolkadotBalance.free': 'Libero',
  'PolkadotBalance.reserved': 'Riservato',
  'PolkadotBalance.frozen': 'Congelato',
  'PolkadotBalance.deposit': 'Deposito esistenziale',
  'PolkadotBalance.hint':
    'Il saldo qui sopra è ciò che puoi inviare: i fondi congelati e riservati e il deposito esistenziale restano nel conto.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
