/** SPEC §6: the eip155 methods a remote (WalletConnect) wallet is asked to allow. */
export const eip155WalletConnectMethods = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  // ERC-7715's current text: without them in the session, the universal provider would send
  // them to the chain's RPC node instead of the wallet.
  'wallet_requestExecutionPermissions',
  'wallet_revokeExecutionPermission',
  'wallet_getAssets',
] as const

/** Events a WalletConnect eip155 session subscribes to. */
export const eip155WalletConnectEvents = ['chainChanged', 'accountsChanged'] as const
