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
} satisfies Partial<Record<PolkadotMessageKey, string>>
