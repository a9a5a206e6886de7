import type { SocialsMessageKey } from '../views/messages.js'

/** Indonesian, loaded only when the locale asks for it. */
export default {
  'socials.group': 'Masuk dengan akun sosial',
  'socials.continueWith': 'Lanjutkan dengan {provider}',
  'socials.more': 'Opsi masuk lainnya',
  'socials.waiting': 'Lanjutkan di jendela {provider}',
  'socials.waitingHint': 'Masuk di sana. Jendela ini akan berlanjut dengan sendirinya.',
  'socials.connecting': 'Sedang masuk…',
  'socials.retry': 'Coba lagi',
  'socials.popupClosed': 'Jendela {provider} ditutup',
  'socials.signedInWith': 'Masuk dengan {provider}',
  'socials.signedInAs': 'Masuk dengan {provider} sebagai {username}',
  'farcaster.qr': 'Kode QR untuk masuk dengan Farcaster',
  'farcaster.scan': 'Pindai dengan ponsel untuk masuk dengan Farcaster',
  'farcaster.continue': 'Lanjutkan di aplikasi Farcaster',
  'farcaster.hint':
    'Setujui proses masuk di Farcaster. Jendela ini akan berlanjut dengan sendirinya.',
  'farcaster.open': 'Buka Farcaster',
  'farcaster.copy': 'Salin tautan',
  'farcaster.copied': 'Tautan disalin',
  'farcaster.copyFailed': 'Tautan tidak dapat disalin',
} satisfies Partial<Record<SocialsMessageKey, string>>
