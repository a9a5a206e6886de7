import type { SocialsMessageKey } from '../views/messages.js'

/** Polish, loaded only when the locale asks for it. */
export default {
  'socials.group': 'Zaloguj się kontem społecznościowym',
  'socials.continueWith': 'Kontynuuj z {provider}',
  'socials.more': 'Więcej opcji logowania',
  'socials.waiting': 'Kontynuuj w oknie {provider}',
  'socials.waitingHint': 'Zaloguj się tam. To okno przejdzie dalej samo.',
  'socials.connecting': 'Logowanie…',
  'socials.retry': 'Spróbuj ponownie',
  'socials.popupClosed': 'Okno {provider} zostało zamknięte',
  'socials.signedInWith': 'Zalogowano przez {provider}',
  'socials.signedInAs': 'Zalogowano przez {provider} jako {username}',
  'farcaster.qr': 'Kod QR do logowania przez Farcaster',
  'farcaster.scan': 'Zeskanuj telefonem, aby zalogować się przez Farcaster',
  'farcaster.continue': 'Kontynuuj w aplikacji Farcaster',
  'farcaster.hint': 'Zatwierdź logowanie w Farcaster. To okno przejdzie dalej samo.',
  'farcaster.open': 'Otwórz Farcaster',
  'farcaster.copy': 'Kopiuj link',
  'farcaster.copied': 'Skopiowano link',
  'farcaster.copyFailed': 'Nie udało się skopiować linku',
} satisfies Partial<Record<SocialsMessageKey, string>>
