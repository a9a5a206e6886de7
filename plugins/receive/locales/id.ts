import type { ReceiveMessageKey } from '../messages.js'

/** Indonesian, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'Kode QR alamat Anda',
  'WalletReceive.address': 'Alamat Anda',
  'WalletReceive.copy': 'Salin alamat',
  'WalletReceive.copied': 'Alamat disalin',
  'WalletReceive.copyFailed': 'Alamat tidak dapat disalin',
  'WalletReceive.networks': 'Jaringan',
  'WalletReceive.hint': 'Kirim ke alamat ini hanya aset di jaringan berikut.',
  'WalletReceive.notConnected': 'Hubungkan dompet untuk melihat alamat Anda.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
