import type { CustodyMessageKey } from './en.js'

/** Indonesian: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'Amankan dompet Anda',
  migrateBody:
    'Situs ini tidak lagi menyimpan kunci dompet Anda: kunci dibagi antara perangkat ini, situs, dan kata sandi pemulihan yang Anda atur di sini. Alamat dan dana tetap sama.',
  migrateAction: 'Amankan dompet saya',
  passkeySetTitle: 'Lindungi dompet Anda',
  passkeySetBody: 'Dengan kunci sandi dan email Anda, dompet ini terbuka di perangkat baru.',
  passkeyCreate: 'Buat kunci sandi',
  passkeyOrPassword: 'Atau atur kata sandi pemulihan',
  migratePasskeyBody:
    'Situs ini tidak lagi menyimpan kunci dompet Anda: kunci dibagi antara perangkat ini, situs, dan kunci sandi (atau kata sandi pemulihan) yang Anda atur di sini. Alamat dan dana tetap sama.',
  passkeyOfferHint: 'Tanpa kata sandi untuk diingat: kunci sandi membuka dompet di perangkat baru.',
  passkeyTitle: 'Buka dompet dengan kunci sandi Anda',
  passkeyBody:
    'Perangkat ini belum memiliki bagian dompet Anda: kunci sandi Anda membukanya di sini, lalu perangkat ini menyimpan bagiannya sendiri.',
  passkeyAction: 'Gunakan kunci sandi',
  passkeyNoPrf:
    'Kunci sandi ini tidak dapat melindungi dompet Anda: ia tidak mendukung ekstensi PRF. Atur kata sandi pemulihan sebagai gantinya.',
  passkeyFailed: 'Kunci sandi tidak menjawab. Coba lagi, atau batalkan.',
  passkeyUnusable:
    'Kunci sandi ini tidak membuka dompet ini. Gunakan kunci sandi yang Anda buat untuknya.',
  passkeyWrong: 'Kunci sandi ini tidak membuka dompet ini. Sisa percobaan: {n}.',
} satisfies Partial<Record<CustodyMessageKey, string>>
