import type { WalletConnectMessageKey } from '../messages.js'

/** Spanish, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': 'Escanea con {name}',
  'ConnectingWalletConnect.continue': 'Continúa en {name}',
  'ConnectingWalletConnect.hint':
    'Abre la billetera en tu teléfono y escanea el código para conectarte.',
  'ConnectingWalletConnect.qr': 'Código QR para conectar {name}',
  'ConnectingWalletConnect.copy': 'Copiar enlace',
  'ConnectingWalletConnect.copied': 'Enlace copiado',
  'ConnectingWalletConnect.copyFailed': 'No se pudo copiar el enlace',
  'ConnectingWalletConnect.open': 'Abrir {name}',
  'ConnectingWalletConnect.connecting': 'Conectando…',
  'ConnectingWalletConnect.relayError': 'No se puede contactar con WalletConnect',
  'ConnectingWalletConnect.relayHint':
    'El relé no respondió. Revisa tu conexión e inténtalo de nuevo.',
  'ConnectingWalletConnect.declined': 'Conexión rechazada',
  'ConnectingWalletConnect.failed': 'Error de conexión',
  'ConnectingWalletConnect.noChain':
    'La billetera no compartió ninguna de las redes que usa este sitio. Añade una en la billetera o conecta otra billetera.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
