import type { ReceiveMessageKey } from '../messages.js'

/** Italian, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'Codice QR del tuo indirizzo',
  'WalletReceive.address': 'Il tuo indirizzo',
  'WalletReceive.copy': 'Copia indirizzo',
  'WalletReceive.copied': 'Indirizzo copiato',
  'WalletReceive.copyFailed': 'Impossibile copiare l’indirizzo',
  'WalletReceive.networks': 'Reti',
  'WalletReceive.hint': 'Invia a questo indirizzo solo asset su queste reti.',
  'WalletReceive.notConnected': 'Connetti un wallet per vedere il tuo indirizzo.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
