import type { SiwxMessageKey } from '../messages.js'

/** Indonesian, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'Masuk',
  'SIWXSignMessage.heading': '{name} perlu terhubung ke dompet Anda',
  'SIWXSignMessage.text':
    'Tanda tangani pesan ini untuk membuktikan bahwa dompet ini milik Anda dan melanjutkan.',
  'SIWXSignMessage.requiredText':
    'Tanda tangani pesan ini untuk membuktikan bahwa dompet ini milik Anda dan melanjutkan. Membatalkan akan memutuskan koneksi Anda.',
  'SIWXSignMessage.account': 'Akun {address}',
  'SIWXSignMessage.sign': 'Tanda tangani',
  'SIWXSignMessage.cancel': 'Batal',
  'SIWXSignMessage.authenticating': 'Mengautentikasi…',
  'SIWXSignMessage.declined': 'Tanda tangan ditolak',
  'SIWXSignMessage.declinedBecause': 'Tanda tangan ditolak: {reason}',
  'SIWXSignMessage.smartAccount': 'Aplikasi ini mungkin tidak mendukung akun pintar',
  'SIWXSignMessage.initFailed': 'Terjadi masalah saat memulai autentikasi',
  'ConnectingSiwe.verifying': 'Dompet Anda menandatangani proses masuk. Memeriksa tanda tangan…',
  'ConnectingSiwe.retry': 'Coba lagi',
} satisfies Partial<Record<SiwxMessageKey, string>>
