import type { Kernel } from 'gangway/kernel'
import { createPluginText, type PluginText, type Translate } from 'gangway/ui'
import { entryMessages } from '../entryMessages.js'

export const en = {
  ...entryMessages,
  'email.label': 'Email',
  'email.placeholder': 'Email',
  'email.continue': 'Continue with email',
  'email.invalid': 'Enter a valid email address.',
  // The keys the embedded wallet does not hold: the enabled chains other than EVM and Solana.
  'email.notHeld':
    'The email wallet holds no keys for {chains}. To use them, connect another wallet.',
  'email.sentTo': 'Enter the code we sent to {email}',
  'email.codeLegend': 'One-time code',
  'email.digit': 'Digit {n} of 6',
  'email.codeHint': 'The code expires in 10 minutes.',
  'email.resend': 'Resend code',
  'email.resendIn': 'Resend code in {n} s',
  'email.resent': 'A new code is on its way.',
  'email.verifying': 'Checking the code…',
  'email.deviceTitle': 'Approve this device',
  'email.deviceText':
    'We sent a link to {email}. Open it to approve this device, then come back here.',
  'email.deviceWaiting': 'Waiting for approval…',
  'email.newEmail': 'New email',
  'email.save': 'Save',
  'email.currentCode': 'Enter the code we sent to your current email {email}',
  'email.newCode': 'Enter the code we sent to {email}',
  'email.updated': 'Email updated',
  'email.exportIntro':
    'The wallet service at {origin} keeps your keys, encrypted. Exporting shows them to you inside its own secure window: this page never sees them.',
  'email.exportIntroShares':
    'Your keys are split between this device and the wallet service at {origin}. Exporting rebuilds them inside its own secure window: this page never sees them.',
  'email.exportWarning':
    'Whoever has your private keys controls your funds. Never share them, and never enter them on a website.',
  'email.exportSend': 'Send a code to {email}',
  'email.exportCode': 'Enter the code we sent to {email} to show your keys',
  'email.exportShown': 'Your keys are shown in the secure window. Close it with Done or Escape.',
  'email.recoveryIntro':
    'Your wallet’s key is split between this device and the wallet service: with your e-mail and your passkey or recovery password it opens on a new device. To set a new passkey or recovery password, confirm with a code we send you. The old one then stops working.',
  'email.recoveryCode':
    'Enter the code we sent to {email}, then set the new passkey or recovery password in the secure window',
  'email.recoveryTyping': 'Set the new passkey or recovery password in the secure window.',
  'email.recoveryChanged': 'Your recovery method has been changed',
  'email.signOutEverywhereIntro':
    'This ends your wallet sessions on every device and browser where you are signed in, this one included. To use the wallet again, sign in again.',
  'email.signOutEverywhereConfirm': 'Sign out on all devices',
  'email.signedOutEverywhere': 'You are signed out on all devices',
  'email.signOutEverywhereFailed': 'You could not be signed out everywhere. Please try again.',
  'email.mailUnavailable': 'We could not send the email just now. Please try again in a moment.',
} as const

export type EmailMessageKey = keyof typeof en

export type EmailText = PluginText<keyof typeof en>

export function createEmailText(t: Translate, kernel: Kernel): EmailText {
  return createPluginText({ t, locale: kernel.options.locale, messages: { en } })
}
