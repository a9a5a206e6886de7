import type { PolkadotMessageKey } from '../messages.js'

/** Dutch, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Saldodetails',
  'PolkadotBalance.free': 'Vrij',
  'PolkadotBalance.reserved': 'Gereserveerd',
  'PolkadotBalance.frozen': 'Bevroren',
  'PolkadotBalance.deposit': 'Existentiële storting',
  'PolkadotBalance.hint':
    'Het saldo hierboven is wat je kunt versturen: bevroren en gereserveerde tegoeden en de existentiële storting blijven op de rekening.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
