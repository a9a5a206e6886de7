/**
 * SPEC §6: the methods a remote (WalletConnect) wallet is asked to allow in the bip122
 * namespace. The WalletConnect connector (a later issue) requests exactly these.
 */
export const bip122WalletConnectMethods = [
  'sendTransfer',
  'signMessage',
  'signPsbt',
  'getAccountAddresses',
] as const

/** Events a WalletConnect bip122 session subscribes to. */
export const bip122WalletConnectEvents = ['bip122_addressesChanged'] as const

export type Bip122WalletConnectMethod = (typeof bip122WalletConnectMethods)[number]
