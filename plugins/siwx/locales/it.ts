import type { SiwxMessageKey } from '../messages.js'

/** Italian, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'Accedi',
  'SIWXSignMessage.heading': '{name} deve connettersi al tuo wallet',
  'SIWXSignMessage.text': 'Firma questo messaggio per dimostrare che il wallet è tuo e continuare.',
  'SIWXSignMessage.requiredText':
    'Firma questo messaggio per dimostrare che il wallet è tuo e continuare. Se annulli verrai disconnesso.',
  'SIWXSignMessage.account': 'Account {address}',
  'SIWXSignMessage.sign': 'Firma',
  'SIWXSignMessage.cancel': 'Annulla',
  'SIWXSignMessage.authenticating': 'Autenticazione…',
  'SIWXSignMessage.declined': 'Firma rifiutata',
  'SIWXSignMessage.declinedBecause': 'Firma rifiutata: {reason}',
  'SIWXSignMessage.smartAccount': 'Questa applicazione potrebbe non supportare gli smart account',
  'SIWXSignMessage.initFailed': 'Si è verificato un problema durante l’avvio dell’autenticazione',
  'ConnectingSiwe.verifying': 'Il tuo wallet ha firmato l’accesso. Verifica della firma in corso…',
  'ConnectingSiwe.retry': 'Riprova',
} satisfies Partial<Record<SiwxMessageKey, string>>
