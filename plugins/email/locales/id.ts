import type { EmailMessageKey } from '../views/messages.js'

/** Indonesian, loaded only when the locale asks for it. */
export default {
  'email.label': 'Email',
  'email.placeholder': 'Email',
  'email.continue': 'Lanjutkan dengan email',
  'email.invalid': 'Masukkan alamat email yang valid.',
  'email.notHeld':
    'Dompet email tidak menyimpan kunci untuk {chains}. Untuk menggunakannya, hubungkan dompet lain.',
  'email.sentTo': 'Masukkan kode yang kami kirim ke {email}',
  'email.codeLegend': 'Kode sekali pakai',
  'email.digit': 'Digit {n} dari 6',
  'email.codeHint': 'Kode kedaluwarsa dalam 10 menit.',
  'email.resend': 'Kirim ulang kode',
  'email.resendIn': 'Kirim ulang kode dalam {n} dtk',
  'email.resent': 'Kode baru sedang dikirim.',
  'email.verifying': 'Memeriksa kode…',
  'email.deviceTitle': 'Setujui perangkat ini',
  'email.deviceText':
    'Kami mengirim tautan ke {email}. Buka untuk menyetujui perangkat ini, lalu kembali ke sini.',
  'email.deviceWaiting': 'Menunggu persetujuan…',
  'email.newEmail': 'Email baru',
  'email.save': 'Simpan',
  'email.currentCode': 'Masukkan kode yang kami kirim ke email Anda saat ini {email}',
  'email.newCode': 'Masukkan kode yang kami kirim ke {email}',
  'email.updated': 'Email diperbarui',
  'email.exportIntro':
    'Layanan dompet di {origin} menyimpan kunci Anda dalam keadaan terenkripsi. Saat diekspor, kunci ditampilkan di jendela amannya sendiri: halaman ini tidak pernah melihatnya.',
  'email.exportIntroShares':
    'Kunci Anda dibagi antara perangkat ini dan layanan dompet di {origin}. Ekspor menyusunnya kembali di jendela amannya sendiri: halaman ini tidak pernah melihatnya.',
  'email.exportWarning':
    'Siapa pun yang memegang kunci privat Anda menguasai dana Anda. Jangan pernah membagikannya atau memasukkannya di situs web.',
  'email.exportSend': 'Kirim kode ke {email}',
  'email.exportCode': 'Masukkan kode yang kami kirim ke {email} untuk menampilkan kunci Anda',
  'email.exportShown': 'Kunci Anda ditampilkan di jendela aman. Tutup dengan Selesai atau Escape.',
  'email.signOutEverywhere': 'Keluar di mana saja',
  'EmbeddedSignOutEverywhere.title': 'Keluar di mana saja',
  'email.signOutEverywhereIntro':
    'Ini mengakhiri sesi dompet Anda di setiap perangkat dan browser tempat Anda masuk, termasuk yang ini. Untuk memakai dompet lagi, masuk kembali.',
  'email.signOutEverywhereConfirm': 'Keluar dari semua perangkat',
  'email.signedOutEverywhere': 'Anda telah keluar dari semua perangkat',
  'email.signOutEverywhereFailed': 'Gagal keluar di mana saja. Silakan coba lagi.',
  'email.mailUnavailable': 'Email tidak dapat dikirim saat ini. Silakan coba lagi sebentar lagi.',
  'email.recoveryIntro':
    'Kunci dompet Anda dibagi antara perangkat ini dan layanan dompet: dengan email dan kunci sandi atau kata sandi pemulihan Anda, dompet terbuka di perangkat baru. Untuk mengatur kunci sandi atau kata sandi pemulihan baru, konfirmasi dengan kode yang kami kirim. Yang lama tidak berlaku lagi.',
  'email.recoveryCode':
    'Masukkan kode yang kami kirim ke {email}, lalu atur kunci sandi atau kata sandi pemulihan baru di jendela aman',
  'email.recoveryTyping': 'Atur kunci sandi atau kata sandi pemulihan baru di jendela aman.',
  'email.recoveryChanged': 'Metode pemulihan Anda telah diubah',
} satisfies Partial<Record<EmailMessageKey, string>>
