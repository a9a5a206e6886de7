import type { CosmosMessageKey } from '../messages.js'

/** Indonesian, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'Anda menolak permintaan.',
  'Cosmos.error.wallet': 'Dompet tidak dapat menyelesaikan permintaan.',
  'Cosmos.error.chainNotConfigured': 'Jaringan tidak didukung',
  'Cosmos.error.invalidAddress': 'Alamat Cosmos tidak valid.',
  'Cosmos.error.broadcast': 'Jaringan tidak menerima transaksi.',
  'Cosmos.error.insufficientFunds': 'Saldo tidak cukup',
} satisfies Partial<Record<CosmosMessageKey, string>>
