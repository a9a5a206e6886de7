import type { SiwxMessageKey } from '../messages.js'

/** German, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'Anmelden',
  'SIWXSignMessage.heading': '{name} möchte sich mit deiner Wallet verbinden',
  'SIWXSignMessage.text':
    'Signiere diese Nachricht, um zu beweisen, dass dir diese Wallet gehört, und fortzufahren.',
  'SIWXSignMessage.requiredText':
    'Signiere diese Nachricht, um zu beweisen, dass dir diese Wallet gehört, und fortzufahren. Wenn du abbrichst, wirst du getrennt.',
  'SIWXSignMessage.account': 'Konto {address}',
  'SIWXSignMessage.sign': 'Signieren',
  'SIWXSignMessage.cancel': 'Abbrechen',
  'SIWXSignMessage.authenticating': 'Authentifizierung…',
  'SIWXSignMessage.declined': 'Signatur abgelehnt',
  'SIWXSignMessage.declinedBecause': 'Signatur abgelehnt: {reason}',
  'SIWXSignMessage.smartAccount': 'Diese Anwendung unterstützt Smart Accounts möglicherweise nicht',
  'SIWXSignMessage.initFailed': 'Beim Starten der Authentifizierung ist ein Problem aufgetreten',
  'ConnectingSiwe.verifying': 'Deine Wallet hat die Anmeldung signiert. Die Signatur wird geprüft…',
  'ConnectingSiwe.retry': 'Erneut versuchen',
} satisfies Partial<Record<SiwxMessageKey, string>>
