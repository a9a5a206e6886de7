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
  'Polkadot.error.rejected': 'Anda menolak permintaan.',
  'Polkadot.error.wallet': 'Dompet tidak dapat menyelesaikan permintaan.',
  'Polkadot.error.unsupportedMethod': 'Dompet ini tidak mendukung {method}.',
  'Polkadot.error.chainNotConfigured': 'Jaringan tidak didukung',
  'Polkadot.error.invalidAddress': 'Alamat Polkadot tidak valid.',
  'Polkadot.error.rpc': 'Jaringan menjawab dengan galat.',
  'Polkadot.error.unsupportedRuntime': 'Jaringan ini tidak dapat mengirim di sini.',
  'Polkadot.error.insufficientFunds': 'Dana tidak cukup.',
  'Polkadot.error.existentialDeposit':
    'Saldo akan kurang dari deposit eksistensial {deposit}: kirim paling banyak {maximum}.',
  'Polkadot.error.notFinalized': 'Transfer tidak difinalisasi.',
  'Polkadot.error.failed': 'Transfer gagal: {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
