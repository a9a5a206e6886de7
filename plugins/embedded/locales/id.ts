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
  'embedded.sessions': 'Sesi aplikasi',
  'embedded.sessionsNone':
    'Tidak ada aplikasi yang dapat bertindak untuk akun ini tanpa bertanya kepada Anda.',
  'embedded.sessionsFailed': 'Sesi tidak dapat dibaca.',
  'embedded.sessionUnknownApp': 'Sebuah aplikasi (diizinkan di tempat lain)',
  'embedded.sessionMayCall': 'Boleh memanggil {call} di {address} tanpa bertanya',
  'embedded.sessionMaySend': 'Boleh mengirim hingga {amount} ke {address} tanpa bertanya',
  'embedded.sessionSpendLimit': 'Boleh membelanjakan hingga {amount}',
  'embedded.sessionSpent': 'Terpakai sejauh ini: {amount}',
  'embedded.sessionEnds': 'Berakhir {date}',
  'embedded.sessionRevoke': 'Cabut',
  'embedded.sessionRevokeLabel': 'Cabut sesi {app}',
  'embedded.sessionRevoked': 'Sesi {app} telah berakhir',
  'embedded.sessionRevokeFailed': 'Sesi tidak dapat dicabut.',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'Konfigurasi aplikasi tidak valid',
  'embedded.alertNetworkError': 'Kesalahan jaringan – dompet tersemat tidak dapat dimuat',
  'embedded.alertTimedOut': 'Permintaan ke dompet tersemat habis waktu',
  'embedded.alertSessionExpired': 'Sesi berakhir',
  'embedded.alertLoadFailed': 'Login email tidak dapat dimuat',
  'embedded.storageBlocked':
    'Browser Anda memblokir penyimpanan dompet di halaman ini, sehingga proses masuk Anda tidak dapat disimpan. Mulai lagi dan pilih “Izinkan penyimpanan” saat dompet meminta, atau izinkan cookie pihak ketiga untuk situs ini di pengaturan browser.',
  'embedded.recoveryMethod': 'Ubah metode pemulihan',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
