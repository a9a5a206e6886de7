import type { EmailMessageKey } from '../views/messages.js'

/** German, loaded only when the locale asks for it. */
export default {
  'email.label': 'E-Mail',
  'email.placeholder': 'E-Mail',
  'email.continue': 'Mit E-Mail fortfahren',
  'email.invalid': 'Gib eine gültige E-Mail-Adresse ein.',
  'email.notHeld':
    'Die E-Mail-Wallet hat keine Schlüssel für {chains}. Verbinde dafür eine andere Wallet.',
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
  'email.exportIntroShares':
    'Deine Schlüssel sind zwischen diesem Gerät und dem Wallet-Dienst unter {origin} aufgeteilt. Beim Export setzt er sie in seinem eigenen sicheren Fenster wieder zusammen: Diese Seite sieht sie nie.',
  'email.exportWarning':
    'Wer deine privaten Schlüssel hat, verfügt über dein Guthaben. Gib sie nie weiter und gib sie nie auf einer Website ein.',
  'email.exportSend': 'Code an {email} senden',
  'email.exportCode':
    'Gib den Code ein, den wir an {email} gesendet haben, um deine Schlüssel zu sehen',
  'email.exportShown':
    'Deine Schlüssel werden im sicheren Fenster angezeigt. Schließe es mit Fertig oder Escape.',
  'email.signOutEverywhere': 'Überall abmelden',
  'EmbeddedSignOutEverywhere.title': 'Überall abmelden',
  'email.signOutEverywhereIntro':
    'Damit endet die Anmeldung deiner Wallet auf jedem Gerät und in jedem Browser, auch hier. Um die Wallet wieder zu nutzen, melde dich erneut an.',
  'email.signOutEverywhereConfirm': 'Auf allen Geräten abmelden',
  'email.signedOutEverywhere': 'Du bist auf allen Geräten abgemeldet',
  'email.signOutEverywhereFailed':
    'Die Abmeldung auf allen Geräten hat nicht geklappt. Bitte versuche es erneut.',
  'email.mailUnavailable':
    'Die E-Mail konnte gerade nicht gesendet werden. Bitte versuche es gleich noch einmal.',
  'email.recoveryIntro':
    'Der Schlüssel deiner Wallet ist zwischen diesem Gerät und dem Wallet-Dienst aufgeteilt: Mit deiner E-Mail und deinem Passkey oder Wiederherstellungspasswort öffnest du sie auf einem neuen Gerät. Um einen neuen Passkey oder ein neues Wiederherstellungspasswort festzulegen, bestätige mit einem Code, den wir dir senden. Das Alte gilt danach nicht mehr.',
  'email.recoveryCode':
    'Gib den Code ein, den wir an {email} gesendet haben, und lege dann im sicheren Fenster den neuen Passkey oder das neue Wiederherstellungspasswort fest',
  'email.recoveryTyping':
    'Lege im sicheren Fenster den neuen Passkey oder das neue Wiederherstellungspasswort fest.',
  'email.recoveryChanged': 'Deine Wiederherstellungsmethode wurde geändert',
} satisfies Partial<Record<EmailMessageKey, string>>
