import type { WalletConnectMessageKey } from '../messages.js'

/** German, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': 'Mit {name} scannen',
  'ConnectingWalletConnect.continue': 'Weiter in {name}',
  'ConnectingWalletConnect.hint':
    'Öffne die Wallet auf deinem Telefon und scanne den Code, um dich zu verbinden.',
  'ConnectingWalletConnect.qr': 'QR-Code zum Verbinden von {name}',
  'ConnectingWalletConnect.copy': 'Link kopieren',
  'ConnectingWalletConnect.copied': 'Link kopiert',
  'ConnectingWalletConnect.copyFailed': 'Der Link konnte nicht kopiert werden',
  'ConnectingWalletConnect.open': '{name} öffnen',
  'ConnectingWalletConnect.connecting': 'Verbinde…',
  'ConnectingWalletConnect.relayError': 'WalletConnect nicht erreichbar',
  'ConnectingWalletConnect.relayHint':
    'Das Relay hat nicht geantwortet. Prüfe deine Verbindung und versuche es erneut.',
  'ConnectingWalletConnect.declined': 'Verbindung abgelehnt',
  'ConnectingWalletConnect.failed': 'Verbindung fehlgeschlagen',
  'ConnectingWalletConnect.noChain':
    'Die Wallet hat keines der Netzwerke dieser Seite freigegeben. Füge eines in der Wallet hinzu oder verbinde eine andere Wallet.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
