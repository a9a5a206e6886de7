import { bip122WalletConnectEvents, bip122WalletConnectMethods } from './walletConnectMethods.js'

// What bip122 tells the plugins around it (`ChainMetadata`), loaded when one first asks.

/** The methods and events a WalletConnect wallet is asked to allow in this namespace. */
export const walletConnect = {
  methods: bip122WalletConnectMethods,
  events: bip122WalletConnectEvents,
}
