import type { SocialsMessageKey } from '../views/messages.js'

/** French, loaded only when the locale asks for it. */
export default {
  'socials.group': 'Se connecter avec un compte social',
  'socials.continueWith': 'Continuer avec {provider}',
  'socials.more': 'Plus d’options de connexion',
  'socials.waiting': 'Continuez dans la fenêtre {provider}',
  'socials.waitingHint': 'Connectez-vous là-bas. Cette fenêtre continuera d’elle-même.',
  'socials.connecting': 'Connexion…',
  'socials.retry': 'Réessayer',
  'socials.popupClosed': 'La fenêtre {provider} a été fermée',
  'socials.signedInWith': 'Connecté avec {provider}',
  'socials.signedInAs': 'Connecté avec {provider} en tant que {username}',
  'farcaster.qr': 'QR code pour se connecter avec Farcaster',
  'farcaster.scan': 'Scannez avec votre téléphone pour vous connecter avec Farcaster',
  'farcaster.continue': 'Continuez dans l’application Farcaster',
  'farcaster.hint': 'Approuvez la connexion dans Farcaster. Cette fenêtre continuera d’elle-même.',
  'farcaster.open': 'Ouvrir Farcaster',
  'farcaster.copy': 'Copier le lien',
  'farcaster.copied': 'Lien copié',
  'farcaster.copyFailed': 'Impossible de copier le lien',
} satisfies Partial<Record<SocialsMessageKey, string>>
