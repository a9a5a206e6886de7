import type { DirectoryWallet } from 'gangway/kernel'

// What cosmos tells the plugins around it (`ChainMetadata`), loaded when one first asks.

/** The methods and events a WalletConnect wallet is asked to allow in the cosmos namespace. */
export const walletConnect = {
  methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
  events: [],
}

/** Cosmos wallets for the bundled wallet list. */
export const wallets: readonly DirectoryWallet[] = [
  {
    id: 'keplr',
    name: 'Keplr',
    rdns: null,
    chains: ['cosmos:cosmoshub-4', 'cosmos:osmosis-1'],
    homepage: 'https://www.keplr.app',
    mobile_link: 'keplrwallet://',
    image_url: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#1d1e6d"/><text x="32" y="43" font-family="system-ui,sans-serif" font-size="32" font-weight="700" text-anchor="middle" fill="#fff">K</text></svg>')}`,
  },
]
