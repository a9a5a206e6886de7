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
  'email.exportIntro':
    'The wallet service at {origin} keeps your keys, encrypted. Exporting shows them to you inside its own secure window: this page never sees them.',
  'email.exportWarning':
    'Whoever has your private keys controls your funds. Never share them, and never enter them on a website.',
  'email.exportSend': 'Send a code to {email}',
  'email.exportCode': 'Enter the code we sent to {email} to show your keys',
  'email.exportShown': 'Your keys are shown in the secure window. Close it with Done or Escape.',
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
  'email.exportIntro':
    'Der Wallet-Dienst unter {origin} verwahrt deine Schlüssel verschlüsselt. Beim Export zeigt er sie dir in seinem eigenen sicheren Fenster: Diese Seite sieht sie nie.',
  'email.exportWarning':
    'Wer deine privaten Schlüssel hat, verfügt über dein Guthaben. Gib sie nie weiter und gib sie nie auf einer Website ein.',
  'email.exportSend': 'Code an {email} senden',
  'email.exportCode':
    'Gib den Code ein, den wir an {email} gesendet haben, um deine Schlüssel zu sehen',
  'email.exportShown':
    'Deine Schlüssel werden im sicheren Fenster angezeigt. Schließe es mit Fertig oder Escape.',
}

export type EmailText = PluginText<keyof typeof en>

export function createEmailText(t: Translate, kernel: Kernel): EmailText {
  return createPluginText({ t, locale: kernel.options.locale, messages: { en, de } })
}
