import type { SocialsMessageKey } from '../views/messages.js'

/** Dutch, loaded only when the locale asks for it. */
export default {
  'socials.group': 'Inloggen met een sociaal account',
  'socials.continueWith': 'Doorgaan met {provider}',
  'socials.more': 'Meer inlogopties',
  'socials.waiting': 'Ga verder in het venster van {provider}',
  'socials.waitingHint': 'Log daar in. Dit venster gaat vanzelf verder.',
  'socials.connecting': 'Inloggen…',
  'socials.retry': 'Opnieuw proberen',
  'socials.popupClosed': 'Het venster van {provider} is gesloten',
  'socials.signedInWith': 'Ingelogd met {provider}',
  'socials.signedInAs': 'Ingelogd met {provider} als {username}',
  'farcaster.qr': 'QR-code om in te loggen met Farcaster',
  'farcaster.scan': 'Scan met je telefoon om in te loggen met Farcaster',
  'farcaster.continue': 'Ga verder in de Farcaster-app',
  'farcaster.hint': 'Keur het inloggen goed in Farcaster. Dit venster gaat vanzelf verder.',
  'farcaster.open': 'Farcaster openen',
  'farcaster.copy': 'Link kopiëren',
  'farcaster.copied': 'Link gekopieerd',
  'farcaster.copyFailed': 'De link kon niet worden gekopieerd',
} satisfies Partial<Record<SocialsMessageKey, string>>
