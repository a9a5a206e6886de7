import type { Kernel } from 'gangway/kernel'
import { createPluginText, type PluginText, type Translate } from 'gangway/ui'

export const en = {
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

export type SocialsMessageKey = keyof typeof en

export type SocialsText = PluginText<keyof typeof en>

export function createSocialsText(t: Translate, kernel: Kernel): SocialsText {
  return createPluginText({ t, locale: kernel.options.locale, messages: { en } })
}
