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
  'embedded.storageBlocked':
    'Dein Browser blockiert den Speicher der Wallet auf dieser Seite, daher ging die begonnene Anmeldung verloren. Starte neu und schließe sie ab, ohne die Seite neu zu laden oder zu verlassen. Um angemeldet zu bleiben, erlaube Drittanbieter-Cookies für diese Website in den Browser-Einstellungen.',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
