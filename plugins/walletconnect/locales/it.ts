import type { WalletConnectMessageKey } from '../messages.js'

/** Italian, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': 'Scansiona con {name}',
  'ConnectingWalletConnect.continue': 'Continua in {name}',
  'ConnectingWalletConnect.hint':
    'Apri il wallet sul telefono e scansiona il codice per connetterti.',
  'ConnectingWalletConnect.qr': 'Codice QR per connettere {name}',
  'ConnectingWalletConnect.copy': 'Copia link',
  'ConnectingWalletConnect.copied': 'Link copiato',
  'ConnectingWalletConnect.copyFailed': 'Impossibile copiare il link',
  'ConnectingWalletConnect.open': 'Apri {name}',
  'ConnectingWalletConnect.connecting': 'Connessione…',
  'ConnectingWalletConnect.relayError': 'WalletConnect non raggiungibile',
  'ConnectingWalletConnect.relayHint':
    'Il relay non ha risposto. Controlla la connessione e riprova.',
  'ConnectingWalletConnect.declined': 'Connessione rifiutata',
  'ConnectingWalletConnect.failed': 'Connessione non riuscita',
  'ConnectingWalletConnect.noChain':
    'Il wallet non ha condiviso nessuna delle reti usate da questo sito. Aggiungine una nel wallet o collega un altro wallet.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
