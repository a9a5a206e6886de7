// An EIP-6963 wallet stand-in shared by the browser suites of the example hosts.
import type { Page } from '@playwright/test'

/**
 * A browser extension stand-in, injected before the page loads as an extension's content
 * script is: it announces itself through EIP-6963 and hands requests to anvil, which signs
 * for its unlocked development accounts.
 */
export async function installWallet(
  page: Page,
  wallet: { rpcUrl: string; chainId: number; address: string },
): Promise<void> {
  await page.addInitScript(({ rpcUrl, chainId, address }) => {
    let id = 0
    const provider = {
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address]
        if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
        if (method === 'wallet_switchEthereumChain' || method === 'wallet_revokePermissions')
          return null
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
        })
        const body = (await response.json()) as { result?: unknown; error?: { message: string } }
        if (body.error) throw Object.assign(new Error(body.error.message), body.error)
        return body.result
      },
      on() {},
      removeListener() {},
    }
    const info = {
      uuid: '1f0b6c2e-4b8f-4a57-9d43-2b9a2e1f7c11',
      name: 'Local Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23335cff"/%3E%3C/svg%3E',
      rdns: 'dev.gangway.local',
    }
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: Object.freeze({ info, provider }),
        }),
      )
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }, wallet)
}
