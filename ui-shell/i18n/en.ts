/** English, built in. Every visitor-facing string of the modal lives here. */
export const en = {
  'dialog.label': 'Wallet connection',
  'header.back': 'Back',
  'header.close': 'Close',
  'common.loading': 'Loading…',
  'common.or': 'or',
  'common.retry': 'Try again',
  'common.notifications': 'Notifications',
  'view.unavailable': 'This feature is not enabled on this site.',
  'view.loadFailed': 'This screen could not be loaded. Check your connection and try again.',
  'view.renderFailed': 'Something went wrong on this screen. The rest of the wallet still works.',
  'view.start': 'Start over',
  // SPEC §8 alerts, shown as the modal's error toast.
  'alert.networkNotFound': 'Network Not Found',
  'alert.originNotAllowed': 'Invalid App Configuration: origin not found on Allowlist',

  'Connect.title': 'Connect Wallet',
  'Connect.recent': 'Recent',
  'Connect.installed': 'Installed',
  'Connect.allWallets': 'All Wallets',
  'Connect.empty': 'No wallets found',
  'Connect.emptyHint': 'Install a browser wallet extension, then reload this page.',
  'Connect.footer': 'New to wallets? A wallet holds your keys and lets you sign in to apps.',
  'Connect.wallets': 'Wallets',
  'Connect.chains': 'Networks of {name}',
  'Connect.connectOn': 'Connect {name} on {chain}',
  'Connect.connectedOn': '{name} is connected on {chain}',
  // The page button's (its Connect label is 'Connect.title'), loaded by it in other locales.
  'ConnectButton.connecting': 'Connecting…',
  'ConnectButton.network': 'Network: {name}. Switch network',

  'AllWallets.title': 'All Wallets',
  'AllWallets.search': 'Search wallets',
  'AllWallets.empty': 'No wallet matches “{query}”.',
  'AllWallets.none': 'No wallets available.',
  'AllWallets.count': '{count, plural, one {# wallet} other {# wallets}}',

  'GetWallet.title': 'Get Wallet',
  'GetWallet.heading': '{name} is not installed',
  'GetWallet.text':
    'Install {name} in this browser or on your phone, then come back here to connect.',
  'GetWallet.get': 'Get {name}',
  'GetWallet.webapp': 'Open {name} on the web',
  'GetWallet.noLink': 'The directory has no download link for {name}.',

  'ConnectingExternal.title': 'Connecting',
  'ConnectingExternal.continue': 'Continue in {name}',
  'ConnectingExternal.accept': 'Accept the connection request in your wallet.',
  'ConnectingExternal.declined': 'Connection declined',
  'ConnectingExternal.failed': 'Connection failed',
  'ConnectingExternal.userRejected': 'User rejected the request.',
  'ConnectingExternal.invalidData': 'The wallet sent an account or network that is not valid.',
  'ConnectingExternal.connected': 'Connected',

  'Account.title': 'Account',
  'Account.copy': 'Copy address',
  'Account.copied': 'Address copied',
  'Account.copyFailed': 'Could not copy the address',
  'Account.explorer': 'Block explorer',
  'Account.disconnect': 'Disconnect',
  'Account.connectAnother': 'Connect another wallet',
  'Account.disconnectFailed': 'Failed to disconnect',
  'Account.balanceUnavailable': 'Token Balance Unavailable',
  'Account.network': '{name}: Switch network',
  'Account.tokens': 'Tokens',
  'Account.nfts': 'NFTs',
  'Account.activity': 'Activity',
  'Account.tokensEmpty': 'No tokens yet',
  'Account.tokensHint': 'Tokens you hold on {network} appear here.',
  'Account.nftsEmpty': 'No NFTs yet',
  'Account.nftsHint': 'Collectibles you own will appear here.',
  'Account.activityEmpty': 'No activity yet',
  'Account.activityHint': 'Your transactions will appear here.',
  'Account.features': 'Wallet features',

  'Networks.title': 'Choose Network',
  'Networks.testnet': 'Testnet',
  'Networks.active': 'Active',
  'Networks.switching': 'Approve in wallet',
  'Networks.switchFailed': 'Could not switch network',
  'Networks.disabled': 'This site does not allow switching networks.',

  'UnsupportedChain.title': 'Switch Network',
  'UnsupportedChain.heading': 'Unsupported network',
  'UnsupportedChain.text':
    'This app doesn’t support your wallet’s current network. Switch to one of these to continue.',

  'ApproveTransaction.title': 'Approve Transaction',
  /** The title while an embedded wallet's frame asks for its recovery password (issue 32). */
  'ApproveTransaction.recoveryTitle': 'Recovery Password',
  /** The title while the frame opens the wallet with the visitor's passkey (issue 32). */
  'ApproveTransaction.passkeyTitle': 'Passkey',
  /** The title while the frame offers a new passkey first and a recovery password second. */
  'ApproveTransaction.recoveryMethodTitle': 'Recovery Method',
  /** The title while an embedded wallet's frame asks to allow its storage (a blocked browser). */
  'ApproveTransaction.storageTitle': 'Allow Storage',
  'ApproveTransaction.waiting': 'Review the request in the secure window.',
  'ApproveTransaction.sign': 'Signature request',
  'ApproveTransaction.transaction': 'Transaction request',
  'ApproveTransaction.origin': 'Requested by',
  'ApproveTransaction.method': 'Method',
  'ApproveTransaction.network': 'Network',
  'ApproveTransaction.to': 'To',
  'ApproveTransaction.function': 'Function',
  'ApproveTransaction.data': 'Data',
  'ApproveTransaction.message': 'Message',
  'ApproveTransaction.value': 'Value',
  'ApproveTransaction.fee': 'Network fee',
  'ApproveTransaction.feeUnknown': 'Not estimated',
  'ApproveTransaction.approve': 'Approve',
  'ApproveTransaction.reject': 'Reject',
  'ApproveTransaction.details': 'Request details',

  // Issue 33: what a request will do, shown before anyone approves it.
  'TransactionPreview.label': 'What this will do',
  'TransactionPreview.loading': 'Checking what this will do…',
  'TransactionPreview.unavailable': 'What this will do could not be checked.',
  'TransactionPreview.send': 'You send',
  'TransactionPreview.receive': 'You receive',
  'TransactionPreview.allow': 'You allow',
  'TransactionPreview.fee': 'Network fee',
  'TransactionPreview.nothing': 'No change to your assets',
  'TransactionPreview.willFail': 'This will fail: {reason}',
  'TransactionPreview.willFailUnknown': 'This will fail.',
  'TransactionPreview.allowAmount': '{spender} may take up to {amount}',
  'TransactionPreview.allowUntil': '{spender} may take up to {amount} of yours until {date}',
  'TransactionPreview.allowUnlimited': '{spender} may take all of your {token}',
  'TransactionPreview.allowAll': '{spender} may take every {token} NFT you own',
  'TransactionPreview.allowNft': '{spender} may take {token}',
  'TransactionPreview.warnUnlimited':
    'Unlimited approval: {spender} can take all of your {token}, now and later.',
  'TransactionPreview.warnAll':
    'This lets {spender} take every NFT of {token} you own, now and later.',
  'TransactionPreview.warnNewSpender':
    'New spender: no earlier permission from you to {spender} for {token} was found on this network. Sign only if you trust it.',
  'TransactionPreview.untrusted': 'unverified',
  'TransactionPreview.warnUntrusted':
    'A token here gives a broken or suspicious name or decimals: amounts may be raw units.',
  'TransactionPreview.unknownToken': 'Unknown token',
  'TransactionPreview.rawUnits': '{amount} raw units',
  'TransactionPreview.simulated': 'Simulated on the network just now.',
  'TransactionPreview.decoded': 'Not simulated: read from the request only.',
  'TransactionPreview.unknown': 'Could not tell what this does. Check the request details.',

  'ConnectingWalletConnectBasic.title': 'WalletConnect',
  'ConnectingWalletConnect.title': 'WalletConnect',
  'ConnectingSiwe.title': 'Sign In',
  'SIWXSignMessage.title': 'Sign In',
  'ConnectingFarcaster.title': 'Farcaster',
  'RegisterAccountName.title': 'Choose Name',
  'RegisterAccountNameSuccess.title': 'Name Registered',
  'RegisterAccountName.entry': 'Name',
  'Swap.title': 'Swap',
  'Send.title': 'Send',
  'Receive.title': 'Receive',
  'WalletSend.title': 'Send',
  'WalletSendPreview.title': 'Review Send',
  'WalletReceive.title': 'Receive',
  'Onramp.title': 'Buy Crypto',
  swap: 'Swap',
  send: 'Send',
  receive: 'Receive',
  onramp: 'Buy',
  'EmailVerifyOtp.title': 'Confirm Email',
  'EmailVerifyDevice.title': 'Register Device',
  'UpdateEmailWallet.title': 'Edit Email',
  'UpdateEmailPrimaryOtp.title': 'Confirm Current Email',
  'UpdateEmailSecondaryOtp.title': 'Confirm New Email',
  'email.update': 'Email',
  'email.exportKey': 'Export private key',
  'EmbeddedExportKey.title': 'Export Private Key',
  'EmbeddedExportKeyOtp.title': 'Confirm Export',
  'EmbeddedRecoveryPassword.title': 'Recovery Method',
  'ConnectingSocial.title': 'Social Login',
  'ConnectSocials.title': 'All Socials',
}

export type MessageKey = keyof typeof en
export type Messages = Readonly<Record<MessageKey, string>>

/**
 * The views only a connected visitor sees. Another locale's texts for them are a catalogue of
 * their own (`locales/session/`), loaded once a wallet is connected: the first screens'
 * catalogue alone stays under its 2 KiB (issue 23), and a visitor who never connects never
 * fetches the rest.
 */
export const sessionViews = ['Account', 'Networks', 'UnsupportedChain', 'ApproveTransaction']
/** The keys of the session views' catalogue. */
export type SessionKey = Extract<
  MessageKey,
  `${'Account' | 'Networks' | 'UnsupportedChain' | 'ApproveTransaction' | 'TransactionPreview'}.${string}`
>
/** Whether a key belongs to the session views' catalogue. */
export const isSessionKey = (key: string): boolean =>
  sessionPrefixes.includes(key.slice(0, key.indexOf('.')))
/** The session catalogue's key prefixes: its views', and the transaction preview's (issue 33). */
const sessionPrefixes = [...sessionViews, 'TransactionPreview']

/**
 * Another locale's catalogue of the first screens: a key it lacks falls back to English (a
 * unit test reports it).
 */
export type LocaleCatalogue = Readonly<Partial<Record<Exclude<MessageKey, SessionKey>, string>>>
/** Another locale's catalogue of the session views (`sessionViews`). */
export type SessionCatalogue = Readonly<Partial<Record<SessionKey, string>>>
