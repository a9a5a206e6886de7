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
}

export type SocialsText = PluginText<keyof typeof en>

export function createSocialsText(t: Translate, kernel: Kernel): SocialsText {
  return createPluginText({ t, locale: kernel.options.locale, messages: { en, de } })
}
