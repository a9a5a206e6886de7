import type { WalletConnectMessageKey } from '../messages.js'

/** Dutch, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': 'Scan met {name}',
  'ConnectingWalletConnect.continue': 'Ga verder in {name}',
  'ConnectingWalletConnect.hint': 'Open de wallet op je telefoon en scan de code om te verbinden.',
  'ConnectingWalletConnect.qr': 'QR-code om {name} te verbinden',
  'ConnectingWalletConnect.copy': 'Link kopiëren',
  'ConnectingWalletConnect.copied': 'Link gekopieerd',
  'ConnectingWalletConnect.copyFailed': 'De link kon niet worden gekopieerd',
  'ConnectingWalletConnect.open': '{name} openen',
  'ConnectingWalletConnect.connecting': 'Verbinden…',
  'ConnectingWalletConnect.relayError': 'WalletConnect is niet bereikbaar',
  'ConnectingWalletConnect.relayHint':
    'De relay antwoordde niet. Controleer je verbinding en probeer het opnieuw.',
  'ConnectingWalletConnect.declined': 'Verbinding geweigerd',
  'ConnectingWalletConnect.failed': 'Verbinding mislukt',
  'ConnectingWalletConnect.noChain':
    'De wallet deelde geen van de netwerken die deze site gebruikt. Voeg er een toe in de wallet of verbind een andere wallet.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
