/**
 * The receive view's messages. ui-shell's catalogue wins when it has a key; otherwise German
 * for `de` locales, English for everything else.
 */
export const en = {
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

export const receiveMessages = { en } as const
