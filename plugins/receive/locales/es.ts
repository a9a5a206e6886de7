import type { ReceiveMessageKey } from '../messages.js'

/** Spanish, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'Código QR de tu dirección',
  'WalletReceive.address': 'Tu dirección',
  'WalletReceive.copy': 'Copiar dirección',
  'WalletReceive.copied': 'Dirección copiada',
  'WalletReceive.copyFailed': 'No se pudo copiar la dirección',
  'WalletReceive.networks': 'Redes',
  'WalletReceive.hint': 'Envía a esta dirección solo activos de estas redes.',
  'WalletReceive.notConnected': 'Conecta una billetera para ver tu dirección.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
