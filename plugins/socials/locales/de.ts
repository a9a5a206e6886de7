import type { SocialsMessageKey } from '../views/messages.js'

/** German, loaded only when the locale asks for it. */
export default {
  'socials.group': 'Mit einem sozialen Konto anmelden',
  'socials.continueWith': 'Weiter mit {provider}',
  'socials.more': 'Weitere Anmeldeoptionen',
  'socials.waiting': 'Fahre im {provider}-Fenster fort',
  'socials.waitingHint': 'Melde dich dort an. Hier geht es danach von selbst weiter.',
  'socials.connecting': 'Anmeldung läuft…',
  'socials.retry': 'Erneut versuchen',
  'socials.popupClosed': 'Das {provider}-Fenster wurde geschlossen',
  'socials.signedInWith': 'Angemeldet mit {provider}',
  'socials.signedInAs': 'Angemeldet mit {provider} als {username}',
  'farcaster.qr': 'QR-Code zur Anmeldung mit Farcaster',
  'farcaster.scan': 'Scanne den Code mit deinem Handy, um dich mit Farcaster anzumelden',
  'farcaster.continue': 'Fahre in der Farcaster-App fort',
  'farcaster.hint': 'Bestätige die Anmeldung in Farcaster. Hier geht es danach von selbst weiter.',
  'farcaster.open': 'Farcaster öffnen',
  'farcaster.copy': 'Link kopieren',
  'farcaster.copied': 'Link kopiert',
  'farcaster.copyFailed': 'Der Link konnte nicht kopiert werden',
} satisfies Partial<Record<SocialsMessageKey, string>>
