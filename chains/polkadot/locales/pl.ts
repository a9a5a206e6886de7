import type { PolkadotMessageKey } from '../messages.js'

/** Polish, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Szczegóły salda',
  'PolkadotBalance.free': 'Wolne',
  'PolkadotBalance.reserved': 'Zarezerwowane',
  'PolkadotBalance.frozen': 'Zamrożone',
  'PolkadotBalance.deposit': 'Depozyt egzystencjalny',
  'PolkadotBalance.hint':
    'Saldo powyżej to kwota, którą możesz wysłać: środki zamrożone i zarezerwowane oraz depozyt egzystencjalny zostają na koncie.',
  'Polkadot.error.rejected': 'Prośba została odrzucona.',
  'Polkadot.error.wallet': 'Portfel nie mógł wykonać żądania.',
  'Polkadot.error.unsupportedMethod': 'Ten portfel nie obsługuje {method}.',
  'Polkadot.error.chainNotConfigured': 'Ta sieć nie jest obsługiwana',
  'Polkadot.error.invalidAddress': 'Nieprawidłowy adres Polkadot.',
  'Polkadot.error.rpc': 'Sieć odpowiedziała błędem.',
  'Polkadot.error.unsupportedRuntime': 'Ta sieć nie może tu wysyłać.',
  'Polkadot.error.insufficientFunds': 'Niewystarczające środki.',
  'Polkadot.error.existentialDeposit':
    'Zostałoby mniej niż depozyt egzystencjalny {deposit}: wyślij najwyżej {maximum}.',
  'Polkadot.error.notFinalized': 'Przelew nie został sfinalizowany.',
  'Polkadot.error.failed': 'Przelew się nie powiódł: {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
