import type { Kernel } from 'gangway/kernel'
import { createPluginText, type PluginText, type Translate } from 'gangway/ui'

const en = {
  'email.label': 'Email',
  'email.placeholder': 'Email',
  'email.continue': 'Continue with email',
  'email.invalid': 'Enter a valid email address.',
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
} as const

const de: Partial<Record<keyof typeof en, string>> = {
  'email.label': 'E-Mail',
  'email.placeholder': 'E-Mail',
  'email.continue': 'Mit E-Mail fortfahren',
  'email.invalid': 'Gib eine gültige E-Mail-Adresse ein.',
  'email.sentTo': 'Gib den Code ein, den wir an {email} gesendet haben',
  'email.codeLegend': 'Einmalcode',
  'email.digit': 'Ziffer {n} von 6',
  'email.codeHint': 'Der Code läuft in 10 Minuten ab.',
  'email.resend': 'Code erneut senden',
  'email.resendIn': 'Code erneut senden in {n} s',
  'email.resent': 'Ein neuer Code ist unterwegs.',
  'email.verifying': 'Code wird geprüft…',
  'email.deviceTitle': 'Dieses Gerät bestätigen',
  'email.deviceText':
    'Wir haben einen Link an {email} gesendet. Öffne ihn, um dieses Gerät zu bestätigen, und komm dann hierher zurück.',
  'email.deviceWaiting': 'Warte auf Bestätigung…',
  'email.newEmail': 'Neue E-Mail',
  'email.save': 'Speichern',
  'email.currentCode': 'Gib den Code ein, den wir an deine aktuelle E-Mail {email} gesendet haben',
  'email.newCode': 'Gib den Code ein, den wir an {email} gesendet haben',
  'email.updated': 'E-Mail geändert',
}

export type EmailText = PluginText<keyof typeof en>

export function createEmailText(t: Translate, kernel: Kernel): EmailText {
  return createPluginText(t, kernel.options.locale, { en, de })
}
