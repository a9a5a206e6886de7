import type { EmbeddedMessageKey } from '../views/messages.js'

/** German, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Kontotyp',
  'embedded.smartAccount': 'Smart Account',
  'embedded.smartAccountHint': 'Bündelt Aufrufe, Gas kann die App bezahlen',
  'embedded.eoa': 'Schlüsselkonto (EOA)',
  'embedded.eoaHint': 'Der einfache Schlüssel, für Apps, die ihn brauchen',
  'embedded.balance': 'Guthaben {amount}',
  'embedded.switchFailed': 'Der Kontotyp konnte nicht geändert werden.',
  'embedded.switched': 'Jetzt mit deinem {type}',
  'embedded.sessions': 'App-Sitzungen',
  'embedded.sessionsNone': 'Keine App kann ohne deine Bestätigung für dieses Konto handeln.',
  'embedded.sessionsFailed': 'Die Sitzungen konnten nicht gelesen werden.',
  'embedded.sessionUnknownApp': 'Eine App (anderswo erteilt)',
  'embedded.sessionMayCall': 'Darf {call} auf {address} ohne Rückfrage aufrufen',
  'embedded.sessionMaySend': 'Darf bis zu {amount} ohne Rückfrage an {address} senden',
  'embedded.sessionSpendLimit': 'Darf bis zu {amount} ausgeben',
  'embedded.sessionSpent': 'Bisher ausgegeben: {amount}',
  'embedded.sessionEnds': 'Endet am {date}',
  'embedded.sessionRevoke': 'Widerrufen',
  'embedded.sessionRevokeLabel': 'Sitzung von {app} widerrufen',
  'embedded.sessionRevoked': 'Die Sitzung von {app} ist beendet',
  'embedded.sessionRevokeFailed': 'Die Sitzung konnte nicht widerrufen werden.',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'Ungültige App-Konfiguration',
  'embedded.alertNetworkError':
    'Netzwerkfehler – die eingebettete Wallet konnte nicht geladen werden',
  'embedded.alertTimedOut': 'Zeitüberschreitung bei der Anfrage an die eingebettete Wallet',
  'embedded.alertSessionExpired': 'Sitzung abgelaufen',
  'embedded.alertLoadFailed': 'Die E-Mail-Anmeldung konnte nicht geladen werden',
  'embedded.storageBlocked':
    'Dein Browser blockiert den Speicher der Wallet auf dieser Seite, daher kann sie deine Anmeldung nicht behalten. Starte neu und wähle „Speicher erlauben“, wenn die Wallet fragt, oder erlaube Drittanbieter-Cookies für diese Website in den Browser-Einstellungen.',
  'embedded.recoveryMethod': 'Wiederherstellungsmethode ändern',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
