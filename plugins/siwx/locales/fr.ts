import type { SiwxMessageKey } from '../messages.js'

/** French, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'Se connecter',
  'SIWXSignMessage.heading': '{name} doit se connecter à votre portefeuille',
  'SIWXSignMessage.text':
    'Signez ce message pour prouver que ce portefeuille vous appartient et continuer.',
  'SIWXSignMessage.requiredText':
    'Signez ce message pour prouver que ce portefeuille vous appartient et continuer. Annuler vous déconnectera.',
  'SIWXSignMessage.account': 'Compte {address}',
  'SIWXSignMessage.sign': 'Signer',
  'SIWXSignMessage.cancel': 'Annuler',
  'SIWXSignMessage.authenticating': 'Authentification…',
  'SIWXSignMessage.declined': 'Signature refusée',
  'SIWXSignMessage.declinedBecause': 'Signature refusée : {reason}',
  'SIWXSignMessage.smartAccount':
    'Cette application ne prend peut-être pas en charge les comptes intelligents',
  'SIWXSignMessage.initFailed':
    'Un problème est survenu lors de l’initialisation de l’authentification',
  'ConnectingSiwe.verifying': 'Votre wallet a signé la connexion. Vérification de la signature…',
  'ConnectingSiwe.retry': 'Réessayer',
} satisfies Partial<Record<SiwxMessageKey, string>>
