import type { MailCatalogue } from '../mailCatalogue.js'

export const id: MailCatalogue = {
  purposes: {
    login: 'masuk',
    'update-primary': 'perubahan email',
    'update-secondary': 'konfirmasi email baru',
    export: 'ekspor kunci',
    recovery: 'perubahan kata sandi pemulihan',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} adalah kode ${purpose} ${appName} Anda`,
    text: `Kode ${purpose} ${appName} Anda adalah ${code}\n\nKode ini kedaluwarsa dalam 10 menit. Jika Anda tidak memintanya, abaikan email ini.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} adalah kode ekspor kunci ${appName} Anda`,
    text: `Kode ekspor kunci ${appName} Anda adalah ${code}\n\nSiapa pun yang memiliki kunci pribadi Anda menguasai dana Anda. Masukkan kode ini hanya jika Anda sendiri yang meminta ekspor. Kode ini kedaluwarsa dalam 10 menit.\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code} adalah kode masuk ${appName} Anda untuk perangkat baru`,
    text: `Perangkat baru meminta masuk ke ${appName} sebagai ${email}.\n\nJika itu Anda, masukkan kode ini di perangkat tersebut: ${code}\n\nKode kedaluwarsa dalam 10 menit. Jika itu bukan Anda, abaikan email ini dan jangan berikan kode kepada siapa pun: tanpa kode ini tidak ada yang bisa masuk.\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `Masuk ke ${appName} dengan alamat Anda dijeda`,
    text: `Terlalu banyak kode masuk yang salah dimasukkan untuk ${email}. Demi keamanan Anda, ${appName} tidak menerima proses masuk dengan alamat ini selama ${hours} jam ke depan.\n\nJika itu Anda, coba lagi setelahnya. Jika bukan, seseorang mencoba menebak kode: tidak ada yang berhasil masuk. Jangan pernah memberikan kode yang kami kirim kepada siapa pun.\n`,
  }),
}
