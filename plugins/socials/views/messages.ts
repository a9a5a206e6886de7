import type { Kernel } from 'gangway/kernel'
import { createPluginText, type PluginText, type Translate } from 'gangway/ui'

const en = {
  'socials.group': 'Sign in with a social account',
  'socials.continueWith': 'Continue with {provider}',
  'socials.more': 'More sign-in options',
  'socials.waiting': 'Continue in the {provider} window',
  'socials.waitingHint': 'Sign in there. This window continues by itself.',
  'socials.connecting': 'Signing in…',
  'socials.retry': 'Try again',
  'socials.popupClosed': 'The {provider} window was closed',
  'socials.signedInWith': 'Signed in with {provider}',
  'socials.signedInAs': 'Signed in with {provider} as {username}',
  'farcaster.qr': 'QR code to sign in with Farcaster',
  'farcaster.scan': 'Scan with your phone to sign in with Farcaster',
  'farcaster.continue': 'Continue in the Farcaster app',
  'farcaster.hint': 'Approve the sign-in in Farcaster. This window continues by itself.',
  'farcaster.open': 'Open Farcaster',
  'farcaster.copy': 'Copy link',
  'farcaster.copied': 'Link copied',
  'farcaster.copyFailed': 'The link could not be copied',
} as const

const de: Partial<Record<keyof typeof en, string>> = {
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
}

export type SocialsText = PluginText<keyof typeof en>

export function createSocialsText(t: Translate, kernel: Kernel): SocialsText {
  return createPluginText({ t, locale: kernel.options.locale, messages: { en, de } })
}
