import { solanaWalletConnectEvents, solanaWalletConnectMethods } from './walletConnect.js'

// What solana tells the plugins around it (`ChainMetadata`), loaded when one first asks.

/** The methods and events a WalletConnect wallet is asked to allow in this namespace. */
export const walletConnect = {
  methods: solanaWalletConnectMethods,
  events: solanaWalletConnectEvents,
}
