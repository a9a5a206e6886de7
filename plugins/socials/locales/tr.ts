import type { SocialsMessageKey } from '../views/messages.js'

/** Turkish, loaded only when the locale asks for it. */
export default {
  'socials.group': 'Sosyal hesapla giriş yap',
  'socials.continueWith': '{provider} ile devam et',
  'socials.more': 'Diğer giriş seçenekleri',
  'socials.waiting': '{provider} penceresinde devam et',
  'socials.waitingHint': 'Orada giriş yap. Bu pencere kendiliğinden devam eder.',
  'socials.connecting': 'Giriş yapılıyor…',
  'socials.retry': 'Tekrar dene',
  'socials.popupClosed': '{provider} penceresi kapatıldı',
  'socials.signedInWith': '{provider} ile giriş yapıldı',
  'socials.signedInAs': '{provider} ile {username} olarak giriş yapıldı',
  'farcaster.qr': 'Farcaster ile giriş için QR kodu',
  'farcaster.scan': 'Farcaster ile giriş yapmak için telefonunla tara',
  'farcaster.continue': 'Farcaster uygulamasında devam et',
  'farcaster.hint': 'Girişi Farcaster’da onayla. Bu pencere kendiliğinden devam eder.',
  'farcaster.open': 'Farcaster’ı aç',
  'farcaster.copy': 'Bağlantıyı kopyala',
  'farcaster.copied': 'Bağlantı kopyalandı',
  'farcaster.copyFailed': 'Bağlantı kopyalanamadı',
} satisfies Partial<Record<SocialsMessageKey, string>>
