import {
  polkadotWalletConnectEvents,
  polkadotWalletConnectMethods,
} from './walletConnectMethods.js'

// What polkadot tells the plugins around it (`ChainMetadata`), loaded when one first asks.

/** The methods and events a WalletConnect wallet is asked to allow in this namespace. */
export const walletConnect = {
  methods: polkadotWalletConnectMethods,
  events: polkadotWalletConnectEvents,
}

const relay = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const assetHub = 'polkadot:68d56f15f85d3136970ec16946040bc1'

/** Polkadot wallets for the bundled directory (extensions, and Nova over WalletConnect). */
export const wallets = [
  { id: 'talisman', name: 'Talisman', chains: [relay, assetHub], homepage: 'https://talisman.xyz' },
  {
    id: 'subwallet',
    name: 'SubWallet',
    chains: [relay, assetHub],
    homepage: 'https://subwallet.app',
  },
  {
    id: 'nova-wallet',
    name: 'Nova Wallet',
    chains: [relay, assetHub],
    homepage: 'https://novawallet.io',
  },
]
