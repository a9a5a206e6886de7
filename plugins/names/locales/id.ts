import type { NamesMessageKey } from '../messages.js'

/** Indonesian, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'Pilih nama Anda',
  'RegisterAccountName.label': 'Nama',
  'RegisterAccountName.hint':
    'Nama Anda mengarah ke alamat Anda. Siapa pun bisa mengirim ke nama itu.',
  'RegisterAccountName.rule': 'Gunakan huruf, angka, atau tanda hubung, minimal 4 karakter',
  'RegisterAccountName.checking': 'Memeriksa…',
  'RegisterAccountName.available': '{name} tersedia',
  'RegisterAccountName.taken': '{name} sudah dipakai',
  'RegisterAccountName.suggestions': 'Saran',
  'RegisterAccountName.register': 'Daftarkan',
  'RegisterAccountName.signing': 'Tanda tangani pesan di dompet Anda',
  'RegisterAccountName.notConnected': 'Hubungkan dompet di jaringan EVM untuk mendaftarkan nama.',
  'RegisterAccountName.invalid': 'Nama tidak valid: {reason}',
  'RegisterAccountNameSuccess.title': 'Nama terdaftar',
  'RegisterAccountNameSuccess.body': '{name} sekarang mengarah ke alamat Anda.',
  'RegisterAccountNameSuccess.done': 'Kembali ke akun',
  'names.errorResolving': 'Gagal menyelesaikan nama',
  'names.errorSuggestions': 'Gagal mengambil saran nama',
  'names.errorForAddress': 'Gagal mengambil nama untuk alamat',
  'names.errorRegistering': 'Gagal mendaftarkan nama {name}',
} satisfies Partial<Record<NamesMessageKey, string>>
