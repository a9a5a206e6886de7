import type { WalletConnectMessageKey } from '../messages.js'

/** Indonesian, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': 'Pindai dengan {name}',
  'ConnectingWalletConnect.continue': 'Lanjutkan di {name}',
  'ConnectingWalletConnect.hint': 'Buka dompet di ponsel Anda dan pindai kode untuk menghubungkan.',
  'ConnectingWalletConnect.qr': 'Kode QR untuk menghubungkan {name}',
  'ConnectingWalletConnect.copy': 'Salin tautan',
  'ConnectingWalletConnect.copied': 'Tautan disalin',
  'ConnectingWalletConnect.copyFailed': 'Tautan tidak dapat disalin',
  'ConnectingWalletConnect.open': 'Buka {name}',
  'ConnectingWalletConnect.connecting': 'Menghubungkan…',
  'ConnectingWalletConnect.relayError': 'Tidak dapat menjangkau WalletConnect',
  'ConnectingWalletConnect.relayHint': 'Relay tidak menjawab. Periksa koneksi Anda dan coba lagi.',
  'ConnectingWalletConnect.declined': 'Koneksi ditolak',
  'ConnectingWalletConnect.failed': 'Koneksi gagal',
  'ConnectingWalletConnect.noChain':
    'Dompet tidak membagikan satu pun jaringan yang digunakan situs ini. Tambahkan satu di dompet, atau hubungkan dompet lain.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
