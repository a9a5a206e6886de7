import type { EmbeddedMessageKey } from '../views/messages.js'

/** Indonesian, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Jenis akun',
  'embedded.smartAccount': 'Akun pintar',
  'embedded.smartAccountHint': 'Menggabungkan panggilan; gas bisa dibayar aplikasi',
  'embedded.eoa': 'Akun kunci (EOA)',
  'embedded.eoaHint': 'Kunci biasa, untuk aplikasi yang membutuhkannya',
  'embedded.balance': 'Saldo {amount}',
  'embedded.switchFailed': 'Jenis akun tidak dapat diubah.',
  'embedded.switched': 'Sekarang memakai {type} Anda',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
