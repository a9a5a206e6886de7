import type { SocialsMessageKey } from '../views/messages.js'

/** Italian, loaded only when the locale asks for it. */
export default {
  'socials.group': 'Accedi con un account social',
  'socials.continueWith': 'Continua con {provider}',
  'socials.more': 'Altre opzioni di accesso',
  'socials.waiting': 'Continua nella finestra di {provider}',
  'socials.waitingHint': 'Accedi lì. Questa finestra proseguirà da sola.',
  'socials.connecting': 'Accesso in corso…',
  'socials.retry': 'Riprova',
  'socials.popupClosed': 'La finestra di {provider} è stata chiusa',
  'socials.signedInWith': 'Accesso effettuato con {provider}',
  'socials.signedInAs': 'Accesso effettuato con {provider} come {username}',
  'farcaster.qr': 'Codice QR per accedere con Farcaster',
  'farcaster.scan': 'Scansiona con il telefono per accedere con Farcaster',
  'farcaster.continue': 'Continua nell’app Farcaster',
  'farcaster.hint': 'Approva l’accesso in Farcaster. Questa finestra proseguirà da sola.',
  'farcaster.open': 'Apri Farcaster',
  'farcaster.copy': 'Copia link',
  'farcaster.copied': 'Link copiato',
  'farcaster.copyFailed': 'Impossibile copiare il link',
} satisfies Partial<Record<SocialsMessageKey, string>>
