import type { ReceiveMessageKey } from '../messages.js'

/** French, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'QR code de votre adresse',
  'WalletReceive.address': 'Votre adresse',
  'WalletReceive.copy': 'Copier l’adresse',
  'WalletReceive.copied': 'Adresse copiée',
  'WalletReceive.copyFailed': 'Impossible de copier l’adresse',
  'WalletReceive.networks': 'Réseaux',
  'WalletReceive.hint': 'N’envoyez à cette adresse que des actifs sur ces réseaux.',
  'WalletReceive.notConnected': 'Connectez un portefeuille pour voir votre adresse.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
