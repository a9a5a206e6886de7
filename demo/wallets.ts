// The page's Demo Wallet: gangway/testing's test wallet announced through EIP-6963, and with
// `?multichain` the same wallet in Solana through the Wallet Standard.

import type { Plugin } from 'gangway'
import { createTestWallet } from 'gangway/testing'
import type { Provider } from './provider.js'
import type { DemoConfig } from './server.js'

const walletIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7b61ff"/><stop offset="1" stop-color="#00c2ff"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#g)"/><path d="M16 24a6 6 0 0 1 6-6h20a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6H22a6 6 0 0 1-6-6z" fill="#fff" opacity=".95"/><rect x="34" y="28" width="14" height="8" rx="4" fill="#7b61ff"/><circle cx="40" cy="32" r="2" fill="#fff"/></svg>',
  )

/**
 * The Demo Wallet: gangway/testing's test wallet in the page, signing with anvil's first key
 * (its second is the other account), announced through EIP-6963, remembered across reloads.
 */
export function installDemoWallet(config: DemoConfig) {
  const [main, ...others] = config.networks
  const keys = { authorized: 'gangway-demo/authorized', chain: 'gangway-demo/chain' }
  const wallet = createTestWallet({
    rpcUrl: main!.rpcUrl,
    chainId: main!.id,
    chains: others.map((network) => ({ id: network.id, rpcUrl: network.rpcUrl })),
    authorized: localStorage.getItem(keys.authorized) === '1',
    info: { name: 'Demo Wallet', icon: walletIcon, rdns: 'dev.gangway.demo' },
  })
  const storedChain = Number(localStorage.getItem(keys.chain))
  if (storedChain && storedChain !== main!.id) wallet.switchChain(storedChain, { emit: false })
  const requests: string[] = []
  const inner = wallet.provider as unknown as Provider & {
    on(event: string, listener: (payload: unknown) => void): unknown
    removeListener(event: string, listener: (payload: unknown) => void): unknown
  }
  const provider = {
    async request(args: { method: string; params?: unknown }) {
      requests.push(args.method)
      const result = await inner.request(args)
      if (args.method === 'eth_requestAccounts' || args.method === 'wallet_requestPermissions')
        localStorage.setItem(keys.authorized, '1')
      if (args.method === 'wallet_revokePermissions') localStorage.removeItem(keys.authorized)
      if (args.method === 'wallet_switchEthereumChain')
        localStorage.setItem(keys.chain, String(wallet.chainId))
      return result
    },
    on(event: string, listener: (payload: unknown) => void) {
      inner.on(event, listener)
      return provider
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      inner.removeListener(event, listener)
      return provider
    },
  }
  const detail = Object.freeze({ info: wallet.info, provider })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return { wallet, requests }
}

/**
 * `?multichain`: the Demo Wallet also in Solana (a Wallet Standard wallet of the same name),
 * so the modal shows one row with a namespace chooser. The demo runs no Solana node: the
 * RPC is a same-origin path that answers 404, so balances are unavailable, not connecting.
 */
export async function installDemoSolana(): Promise<Plugin> {
  const [{ solana, solanaLocalnet }, { createSolanaTestWallet }] = await Promise.all([
    import('gangway/solana'),
    import('gangway/testing/solana'),
  ])
  const rpcUrl = `${location.origin}/solana-rpc`
  const testWallet = await createSolanaTestWallet({
    rpcUrl,
    name: 'Demo Wallet',
    privateKey: Uint8Array.from({ length: 32 }, (_, index) => index + 7),
  })
  testWallet.register()
  Object.assign(window, { gangwayDemoSolana: testWallet })
  return solana({ networks: [solanaLocalnet], rpcUrls: { localnet: [rpcUrl] } })
}
