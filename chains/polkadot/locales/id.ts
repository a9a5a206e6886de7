import type { PolkadotMessageKey } from '../messages.js'

/** Indonesian, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Rincian saldo',
  'PolkadotBalance.free': 'Bebas',
  'PolkadotBalance.reserved': 'Dicadangkan',
  'PolkadotBalance.frozen': 'Dibekukan',
  'PolkadotBalance.deposit': 'Deposit eksistensial',
  'PolkadotBalance.hint':
    'Saldo di atas adalah yang dapat Anda kirim: dana yang dibekukan dan dicadangkan serta deposit eksistensial tetap di akun.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
