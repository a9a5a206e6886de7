// A minimal browser wallet for the example host: announced through EIP-6963, it shares one
// fixed address and forwards reads to the chain's RPC. Enough to reach the Account view; it
// signs nothing.

type Listener = (payload: unknown) => void

export type ExampleWalletParameters = {
  /** The address the wallet shares. */
  address: `0x${string}`
  chainId: number
  /** Where reads (balances, multicall) go. */
  rpcUrl: string
}

/** Announces the wallet, now and whenever a page asks (`eip6963:requestProvider`). */
export function announceExampleWallet(parameters: ExampleWalletParameters): void {
  const { address, chainId, rpcUrl } = parameters
  const listeners = new Map<string, Set<Listener>>()
  let id = 0
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address]
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
      if (method.startsWith('wallet_')) return null
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
      })
      const body = (await response.json()) as { result?: unknown; error?: { message: string } }
      if (body.error) throw Object.assign(new Error(body.error.message), body.error)
      return body.result
    },
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const info = {
    uuid: '5f3f3c53-7a4e-4b8e-9a51-5a2cf0e1f001',
    name: 'Example Wallet',
    icon: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" rx="2" fill="#3b82f6"/></svg>')}`,
    rdns: 'dev.gangway.example',
  }
  const detail = Object.freeze({ info, provider })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
