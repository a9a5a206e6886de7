import type { Kernel } from 'gangway/kernel'
import { describe, expect, it, vi } from 'vitest'
import { createEmbeddedProvider } from '../../../plugins/embedded/createEmbeddedProvider.js'
import type { EmbeddedWallet } from '../../../plugins/embedded/createEmbeddedWallet.js'

const address = '0x00000000000000000000000000000000000000aA'

/** The parts of the kernel the provider touches; the host's RPC is a recording stub. */
function setup() {
  const rpc = vi.fn(
    async (request: { method: string; params?: unknown }) => `rpc:${request.method}`,
  )
  const toasts: string[] = []
  const timers: (() => void)[] = []
  const delays: number[] = []
  const network = {
    id: 8453,
    name: 'Base',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    caipNetworkId: 'eip155:8453',
  }
  const kernel = {
    networks: { get: (id: string) => (id === 'eip155:8453' ? network : undefined) },
    chains: { load: async () => ({ getPublicClient: () => ({ request: rpc }) }) },
    env: {
      setTimeout: (callback: () => void, delay: number) => {
        delays.push(delay)
        return timers.push(callback)
      },
    },
    toasts: { show: ({ message }: { message: string }) => toasts.push(message) },
  } as unknown as Kernel
  const wallet = {
    user: {
      address,
      chainId: 8453,
      accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
    },
    frame: vi.fn(),
  } as unknown as EmbeddedWallet
  const provider = createEmbeddedProvider(kernel, {
    wallet,
    getChainId: () => 8453,
    setChainId: () => undefined,
  })
  return { provider, rpc, toasts, timers, delays, wallet }
}

describe('embedded EIP-1193 provider (SPEC §6)', () => {
  it('answers eth_chainId locally from the last used chain, and the accounts from the user', async () => {
    const { provider, rpc } = setup()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(rpc).not.toHaveBeenCalled()
  })

  it("sends safe methods to the host's RPC, never to the frame", async () => {
    const { provider, rpc, wallet } = setup()
    for (const method of [
      'eth_getBalance',
      'eth_call',
      'eth_blockNumber',
      'eth_sendRawTransaction',
    ])
      expect(await provider.request({ method, params: [] })).toBe(`rpc:${method}`)
    expect(rpc).toHaveBeenCalledTimes(4)
    expect(wallet.frame).not.toHaveBeenCalled()
  })

  it("rejects other methods with 'Requested RPC call is not allowed' (4200), shown after 300 ms", async () => {
    const { provider, rpc, toasts, timers, delays, wallet } = setup()
    for (const method of ['eth_sign', 'eth_signTransaction', 'anvil_setBalance']) {
      await expect(provider.request({ method })).rejects.toMatchObject({
        code: 4200,
        message: 'Requested RPC call is not allowed',
      })
    }
    expect(rpc).not.toHaveBeenCalled()
    expect(wallet.frame).not.toHaveBeenCalled()
    expect(toasts).toEqual([])
    // SPEC §4/§8: the message waits 300 ms, each one.
    expect(delays).toEqual([300, 300, 300])
    for (const fire of timers) fire()
    expect(toasts).toEqual(Array(3).fill('Requested RPC call is not allowed'))
  })

  it('refuses to switch to a chain the host did not configure (4902)', async () => {
    const { provider } = setup()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })
})
