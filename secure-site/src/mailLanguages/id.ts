import type { MailCatalogue } from '../mailMessages.js'

export const id: MailCatalogue = {
  purposes: {
    login: 'masuk',
    'update-primary': 'perubahan email',
    'update-secondary': 'konfirmasi email baru',
    export: 'ekspor kunci',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} adalah kode ${purpose} ${appName} Anda`,
    text: `Kode ${purpose} ${appName} Anda adalah ${code}\n\nKode ini kedaluwarsa dalam 10 menit. Jika Anda tidak memintanya, abaikan email ini.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} adalah kode ekspor kunci ${appName} Anda`,
    text: `Kode ekspor kunci ${appName} Anda adalah ${code}\n\nSiapa pun yang memiliki kunci pribadi Anda menguasai dana Anda. Masukkan kode ini hanya jika Anda sendiri yang meminta ekspor. Kode ini kedaluwarsa dalam 10 menit.\n`,
  }),
  deviceApproval: ({ appName, email, link }) => ({
    subject: `Setujui perangkat baru untuk ${appName}`,
    text: `Perangkat baru meminta masuk ke ${appName} sebagai ${email}.\n\nJika itu Anda, buka tautan ini dan setujui:\n${link}\n\nTautan kedaluwarsa dalam 10 menit. Jika itu bukan Anda, abaikan email ini.\n`,
  }),
  approvalPage: {
    expiredTitle: 'Tautan ini sudah kedaluwarsa',
    expiredBody: 'Mulai masuk lagi untuk mendapatkan tautan baru.',
    title: ({ appName }) => `Setujui perangkat baru untuk ${appName}`,
    body: ({ email }) =>
      `Perangkat baru meminta masuk sebagai ${email}. Setujui hanya jika itu Anda.`,
    button: 'Setujui perangkat ini',
    approvedTitle: 'Perangkat disetujui',
    approvedBody: 'Kembali ke situs: situs akan melanjutkan sendiri.',
  },
}
