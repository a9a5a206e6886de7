import type { ReceiveMessageKey } from '../messages.js'

/** German, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'QR-Code deiner Adresse',
  'WalletReceive.address': 'Deine Adresse',
  'WalletReceive.copy': 'Adresse kopieren',
  'WalletReceive.copied': 'Adresse kopiert',
  'WalletReceive.copyFailed': 'Die Adresse konnte nicht kopiert werden',
  'WalletReceive.networks': 'Netzwerke',
  'WalletReceive.hint': 'Sende an diese Adresse nur Assets auf diesen Netzwerken.',
  'WalletReceive.notConnected': 'Verbinde eine Wallet, um deine Adresse zu sehen.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
