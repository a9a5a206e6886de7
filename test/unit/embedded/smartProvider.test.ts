// The embedded provider with a smart account (issue 18): sends go to the frame unfilled (the
// frame builds the user operation), EIP-5792 reads go to the frame without the approval
// view, and SPEC §8's failed capabilities call is an empty object.
import type { Kernel } from 'gangway/kernel'
import { describe, expect, it, vi } from 'vitest'
import { createEmbeddedProvider } from '../../../plugins/embedded/createEmbeddedProvider.js'
import type { EmbeddedWallet } from '../../../plugins/embedded/createEmbeddedWallet.js'

const smart = '0x000000000000000000000000000000000000005a'
const key = '0x00000000000000000000000000000000000000aA'

function setup(
  frameReply: (type: string, payload: unknown) => Promise<unknown>,
  options: { smartSessions?: boolean } = {},
) {
  const rpc = vi.fn(async (request: { method: string }) => `rpc:${request.method}`)
  const network = {
    id: 8453,
    name: 'Base',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    caipNetworkId: 'eip155:8453',
  }
  const opened: string[] = []
  const kernel = {
    networks: { get: (id: string) => (id === 'eip155:8453' ? network : undefined) },
    chains: { load: async () => ({ getPublicClient: () => ({ request: rpc }) }) },
    env: { setTimeout: () => undefined },
    toasts: { show: () => undefined },
    modal: {
      isOpen: false,
      open: async ({ view }: { view: string }) => {
        opened.push(view)
      },
    },
    router: { pushTransactionStack: () => undefined, popTransactionStack: () => undefined },
    bus: { on: () => () => undefined },
    // No connection here: the balance read after each request has nothing to read.
    connections: { get: () => undefined },
    log: { warn: () => undefined },
  } as unknown as Kernel
  const request = vi.fn(frameReply)
  const wallet = {
    user: {
      address: smart,
      chainId: 8453,
      preferredAccountType: 'smartAccount',
      accounts: [
        { namespace: 'eip155', address: smart, type: 'smartAccount' },
        { namespace: 'eip155', address: key, type: 'eoa' },
      ],
    },
    frame: async () => ({ request }),
    smartSessions: options.smartSessions ?? false,
  } as unknown as EmbeddedWallet
  const provider = createEmbeddedProvider(kernel, {
    wallet,
    getChainId: () => 8453,
    setChainId: () => undefined,
  })
  return { provider, rpc, request, opened }
}

describe('embedded provider with the smart account', () => {
  it('names the smart account (the preferred one) as the account', async () => {
    const { provider } = setup(async () => undefined)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([smart])
  })

  it('hands eth_sendTransaction to the frame unfilled: no nonce, gas or raw broadcast here', async () => {
    const { provider, rpc, request, opened } = setup(async () => '0xhash')
    const tx = { from: smart, to: key, value: '0x1' }
    expect(await provider.request({ method: 'eth_sendTransaction', params: [tx] })).toBe('0xhash')
    expect(rpc).not.toHaveBeenCalled()
    expect(request).toHaveBeenCalledWith(
      'RPC_REQUEST',
      expect.objectContaining({ method: 'eth_sendTransaction', params: [tx], chainId: 8453 }),
    )
    expect(opened).toEqual(['ApproveTransaction'])
  })

  it('sends wallet_sendCalls for approval in the frame', async () => {
    const { provider, request, opened } = setup(async () => ({ id: '0xop' }))
    const batch = { version: '2.0.0', from: smart, calls: [{ to: key }, { to: key }] }
    expect(await provider.request({ method: 'wallet_sendCalls', params: [batch] })).toEqual({
      id: '0xop',
    })
    expect(request.mock.calls[0]?.[1]).toMatchObject({ method: 'wallet_sendCalls' })
    expect(opened).toEqual(['ApproveTransaction'])
  })

  it('asks the frame for wallet_getCallsStatus and wallet_getCapabilities without the approval view', async () => {
    const { provider, rpc, opened } = setup(async (_, payload) =>
      (payload as { method: string }).method === 'wallet_getCapabilities'
        ? { '0x2105': { atomic: { status: 'supported' } } }
        : { status: 200 },
    )
    expect(await provider.request({ method: 'wallet_getCallsStatus', params: ['0xop'] })).toEqual({
      status: 200,
    })
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [smart] })).toEqual({
      '0x2105': { atomic: { status: 'supported' } },
    })
    expect(rpc).not.toHaveBeenCalled()
    expect(opened).toEqual([])
  })

  it('answers a failed capabilities call with an empty object (SPEC §8)', async () => {
    const { provider } = setup(async () => {
      throw new Error('frame gone')
    })
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [smart] })).toEqual(
      {},
    )
  })

  const grant = {
    chainId: '0x2105',
    expiry: 1_900_000_000,
    signer: { type: 'key', data: { id: key } },
    permissions: [{ type: 'native-token-transfer', data: { to: key, allowance: '0x1' } }],
  }

  it('refuses wallet_grantPermissions as unsupported while smartSessions is off (SPEC §9 default)', async () => {
    const { provider, request, opened } = setup(async () => ({ context: key }))
    await expect(
      provider.request({ method: 'wallet_grantPermissions', params: [grant] }),
    ).rejects.toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
    expect(request).not.toHaveBeenCalled()
    expect(opened).toEqual([])
  })

  it('sends wallet_grantPermissions for approval in the frame when smartSessions is on', async () => {
    const { provider, request, opened } = setup(async () => ({ context: key }), {
      smartSessions: true,
    })
    expect(await provider.request({ method: 'wallet_grantPermissions', params: [grant] })).toEqual({
      context: key,
    })
    expect(request.mock.calls[0]?.[1]).toMatchObject({ method: 'wallet_grantPermissions' })
    expect(opened).toEqual(['ApproveTransaction'])
  })

  it('still lets a dapp revoke a session it holds while smartSessions is off', async () => {
    const { provider, request } = setup(async () => null)
    expect(
      await provider.request({
        method: 'wallet_revokePermissions',
        params: [{ permissionsContext: key }],
      }),
    ).toBe(null)
    expect(request.mock.calls[0]?.[1]).toMatchObject({ method: 'wallet_revokePermissions' })
  })
})
