import { noConfiguredChainMessage } from './errors.js'

/** The Connecting views' English texts; ui-shell's catalogues may translate them. */
export const walletConnectMessages = {
  'ConnectingWalletConnect.scan': 'Scan with {name}',
  'ConnectingWalletConnect.continue': 'Continue in {name}',
  'ConnectingWalletConnect.hint': 'Open the wallet on your phone and scan the code to connect.',
  'ConnectingWalletConnect.qr': 'QR code to connect {name}',
  'ConnectingWalletConnect.copy': 'Copy link',
  'ConnectingWalletConnect.copied': 'Link copied',
  'ConnectingWalletConnect.copyFailed': 'Could not copy the link',
  'ConnectingWalletConnect.open': 'Open {name}',
  'ConnectingWalletConnect.connecting': 'Connecting…',
  'ConnectingWalletConnect.relayError': 'Cannot reach WalletConnect',
  'ConnectingWalletConnect.relayHint':
    'The relay did not answer. Check your connection and try again.',
  'ConnectingWalletConnect.declined': 'Connection declined',
  'ConnectingWalletConnect.failed': 'Connection failed',
  // A session that holds none of the configured chains (e.g. no polkadot namespace).
  'ConnectingWalletConnect.noChain': noConfiguredChainMessage,
} as const

export type WalletConnectMessageKey = keyof typeof walletConnectMessages
