import type { WalletConnectMessageKey } from '../messages.js'

/** French, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': 'Scanner avec {name}',
  'ConnectingWalletConnect.continue': 'Continuez dans {name}',
  'ConnectingWalletConnect.hint':
    'Ouvrez le portefeuille sur votre téléphone et scannez le code pour vous connecter.',
  'ConnectingWalletConnect.qr': 'QR code pour connecter {name}',
  'ConnectingWalletConnect.copy': 'Copier le lien',
  'ConnectingWalletConnect.copied': 'Lien copié',
  'ConnectingWalletConnect.copyFailed': 'Impossible de copier le lien',
  'ConnectingWalletConnect.open': 'Ouvrir {name}',
  'ConnectingWalletConnect.connecting': 'Connexion…',
  'ConnectingWalletConnect.relayError': 'WalletConnect est injoignable',
  'ConnectingWalletConnect.relayHint':
    'Le relais n’a pas répondu. Vérifiez votre connexion et réessayez.',
  'ConnectingWalletConnect.declined': 'Connexion refusée',
  'ConnectingWalletConnect.failed': 'Échec de la connexion',
  'ConnectingWalletConnect.noChain':
    'Le portefeuille n’a partagé aucun des réseaux utilisés par ce site. Ajoutez-en un dans le portefeuille ou connectez un autre portefeuille.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
