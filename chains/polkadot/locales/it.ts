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
  'Polkadot.error.rejected': 'Hai rifiutato la richiesta.',
  'Polkadot.error.wallet': 'Il wallet non è riuscito a completare la richiesta.',
  'Polkadot.error.unsupportedMethod': 'Questo wallet non supporta {method}.',
  'Polkadot.error.chainNotConfigured': 'La chain non è supportata',
  'Polkadot.error.invalidAddress': 'Indirizzo Polkadot non valido.',
  'Polkadot.error.rpc': 'La rete ha risposto con un errore.',
  'Polkadot.error.unsupportedRuntime': 'Questa rete non può inviare qui.',
  'Polkadot.error.insufficientFunds': 'Fondi insufficienti.',
  'Polkadot.error.existentialDeposit':
    'Resterebbe meno del deposito esistenziale di {deposit}: invia al massimo {maximum}.',
  'Polkadot.error.notFinalized': 'Il trasferimento non è stato finalizzato.',
  'Polkadot.error.failed': 'Il trasferimento non è riuscito: {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
