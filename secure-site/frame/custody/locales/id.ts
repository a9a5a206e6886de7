import type { CustodyMessageKey } from '../custodyMessages.js'

/** Indonesian: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'Amankan dompet Anda',
  migrateBody:
    'Situs ini tidak lagi menyimpan kunci dompet Anda. Kini kunci itu dibagi: satu bagian tetap di perangkat ini, satu di situs, dan kata sandi pemulihan yang Anda atur di sini membuka bagian ketiga. Alamat dan dana Anda tetap sama.',
  migrateAction: 'Amankan dompet saya',
  passkeyOffer: 'Gunakan kunci sandi saja',
  passkeyOfferHint:
    'Kunci sandi dari perangkat ini atau pengelola kata sandi Anda dapat membuka dompet di perangkat baru: tanpa kata sandi untuk diingat.',
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
