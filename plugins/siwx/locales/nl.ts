import type { SiwxMessageKey } from '../messages.js'

/** Dutch, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'Inloggen',
  'SIWXSignMessage.heading': '{name} wil verbinding maken met je wallet',
  'SIWXSignMessage.text':
    'Onderteken dit bericht om te bewijzen dat deze wallet van jou is en ga verder.',
  'SIWXSignMessage.requiredText':
    'Onderteken dit bericht om te bewijzen dat deze wallet van jou is en ga verder. Als je annuleert, wordt de verbinding verbroken.',
  'SIWXSignMessage.account': 'Account {address}',
  'SIWXSignMessage.sign': 'Ondertekenen',
  'SIWXSignMessage.cancel': 'Annuleren',
  'SIWXSignMessage.authenticating': 'Authenticeren…',
  'SIWXSignMessage.declined': 'Handtekening geweigerd',
  'SIWXSignMessage.declinedBecause': 'Handtekening geweigerd: {reason}',
  'SIWXSignMessage.smartAccount': 'Deze applicatie ondersteunt mogelijk geen smart accounts',
  'SIWXSignMessage.initFailed': 'Er ging iets mis bij het starten van de authenticatie',
  'ConnectingSiwe.verifying':
    'Je wallet heeft de aanmelding ondertekend. Handtekening wordt gecontroleerd…',
  'ConnectingSiwe.retry': 'Opnieuw proberen',
} satisfies Partial<Record<SiwxMessageKey, string>>
