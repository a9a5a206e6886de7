/**
 * The receive view's messages. ui-shell's catalogue wins when it has a key; otherwise German
 * for `de` locales, English for everything else.
 */
const en = {
  'WalletReceive.qr': 'QR code of your address',
  'WalletReceive.address': 'Your address',
  'WalletReceive.copy': 'Copy address',
  'WalletReceive.copied': 'Address copied',
  'WalletReceive.copyFailed': 'Could not copy the address',
  'WalletReceive.networks': 'Networks',
  'WalletReceive.hint': 'Send only assets on these networks to this address.',
  'WalletReceive.notConnected': 'Connect a wallet to see your address.',
} as const

export type ReceiveMessageKey = keyof typeof en

const de: Readonly<Record<ReceiveMessageKey, string>> = {
  'WalletReceive.qr': 'QR-Code deiner Adresse',
  'WalletReceive.address': 'Deine Adresse',
  'WalletReceive.copy': 'Adresse kopieren',
  'WalletReceive.copied': 'Adresse kopiert',
  'WalletReceive.copyFailed': 'Die Adresse konnte nicht kopiert werden',
  'WalletReceive.networks': 'Netzwerke',
  'WalletReceive.hint': 'Sende an diese Adresse nur Assets auf diesen Netzwerken.',
  'WalletReceive.notConnected': 'Verbinde eine Wallet, um deine Adresse zu sehen.',
}

export const receiveMessages = { en, de } as const
