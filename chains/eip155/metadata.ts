import { eip155WalletConnectEvents, eip155WalletConnectMethods } from './walletConnectMethods.js'

// What eip155 tells the plugins around it (`ChainMetadata`), loaded when one first asks.

/** The methods and events a WalletConnect wallet is asked to allow in this namespace. */
export const walletConnect = {
  methods: eip155WalletConnectMethods,
  events: eip155WalletConnectEvents,
}
