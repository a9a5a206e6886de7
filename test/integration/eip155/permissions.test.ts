// @vitest-environment happy-dom
import { createTestWallet, ProviderRpcError, type TestWallet } from 'gangway/testing'
import { type Address, numberToHex, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { anvil as anvilNetwork, eip155 } from '../../../chains/eip155/index.js'
import type { Eip155Adapter } from '../../../chains/eip155/types.js'
import { createKernel, createMemoryBackend, type KernelInstance } from '../../../kernel/internal.js'
import { type Anvil, startAnvil } from '../../support/anvil.js'

// ERC-7715 sessions for a connected browser wallet (SPEC §7 wallet_grantPermissions): the
// wallet's own form, `wallet_requestExecutionPermissions` (the ERC's current text) or
// `wallet_grantPermissions` (its earlier text); nothing offered to a wallet with neither.

let node: Anvil
const cleanups: (() => void)[] = []
const sessionAccount = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const expiry = 1_900_000_000
const permission = {
  type: 'native-token-allowance',
  data: { allowance: numberToHex(parseEther('0.01')) },
}

beforeAll(async () => {
  node = await startAnvil()
})
afterAll(async () => {
  await node?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function setup(
  form: 'current' | 'earlier' | undefined,
  answer?: (request: unknown) => unknown,
) {
  const wallet: TestWallet = createTestWallet({ rpcUrl: node.rpcUrl })
  wallet.offerPermissions(form, answer)
  cleanups.push(wallet.announce())
  const kernel: KernelInstance = createKernel({
    chains: [
      eip155({
        networks: [anvilNetwork],
        rpcUrls: { 31337: [node.rpcUrl] },
        announcementTimeout: 100,
      }),
    ],
    storage: createMemoryBackend(),
    logLevel: 'silent',
  })
  cleanups.push(() => kernel.destroy())
  const adapter = (await kernel.chains.load('eip155')) as Eip155Adapter
  await kernel.connections.connect({ namespace: 'eip155', connectorId: wallet.info.rdns })
  wallet.clearRequests()
  const target = { connectorId: wallet.info.rdns, address: wallet.address, network: anvilNetwork }
  const request = () =>
    adapter.requestPermissions({ ...target, to: sessionAccount, expiry, permission })
  return { wallet, adapter, target, request }
}

const sent = (wallet: TestWallet, method: string) =>
  wallet.requests.filter((r) => r.method === method).map((r) => r.params)

describe('ERC-7715 with a connected wallet', () => {
  it('a wallet of the current text: wallet_requestExecutionPermissions, with from/to/rules', async () => {
    const { wallet, adapter, target, request } = await setup('current')
    expect(await adapter.getPermissionsSupport(target)).toEqual({
      method: 'wallet_requestExecutionPermissions',
      permissionTypes: ['native-token-allowance'],
    })
    wallet.clearRequests()
    const granted = await request()
    expect(granted).toEqual({
      method: 'wallet_requestExecutionPermissions',
      context: numberToHex(1, { size: 32 }),
      expiry,
      delegationManager: '0xdb9B1e94B5b69Df7e401DDbedE43491141047dB3',
      dependencies: [],
    })
    expect(sent(wallet, 'wallet_requestExecutionPermissions')).toEqual([
      [
        {
          chainId: '0x7a69',
          from: wallet.address,
          to: sessionAccount,
          permission: { ...permission, isAdjustmentAllowed: false },
          rules: [{ type: 'expiry', data: { timestamp: expiry } }],
        },
      ],
    ])
    expect(sent(wallet, 'wallet_grantPermissions')).toEqual([])
  })

  it('a wallet of the earlier text (reports permissions in wallet_getCapabilities): wallet_grantPermissions', async () => {
    const { wallet, adapter, target, request } = await setup('earlier')
    expect(await adapter.getPermissionsSupport(target)).toEqual({
      method: 'wallet_grantPermissions',
      permissionTypes: ['native-token-transfer'],
    })
    wallet.clearRequests()
    expect(await request()).toMatchObject({
      method: 'wallet_grantPermissions',
      context: numberToHex(1, { size: 32 }),
      expiry,
    })
    expect(sent(wallet, 'wallet_grantPermissions')).toEqual([
      [
        {
          chainId: '0x7a69',
          address: wallet.address,
          expiry,
          signer: { type: 'account', data: { address: sessionAccount } },
          permissions: [permission],
        },
      ],
    ])
    expect(sent(wallet, 'wallet_requestExecutionPermissions')).toEqual([])
  })

  it('a wallet with neither: not offered, and a request never reaches the wallet as a prompt', async () => {
    const { wallet, adapter, target, request } = await setup(undefined)
    expect(await adapter.getPermissionsSupport(target)).toBeUndefined()
    await expect(request()).rejects.toMatchObject({ code: 'PERMISSIONS_NOT_SUPPORTED' })
    expect(wallet.requests.map((r) => r.method)).not.toContain('wallet_grantPermissions')
    expect(wallet.requests.map((r) => r.method)).not.toContain('wallet_requestExecutionPermissions')
  })

  it('a wallet without EIP-5792 or either method: not offered', async () => {
    const { wallet, adapter, target } = await setup('earlier')
    wallet.supportCalls(false)
    expect(await adapter.getPermissionsSupport(target)).toBeUndefined()
  })

  it('the visitor refusing in the wallet is a 4001 rejection', async () => {
    const { wallet, request } = await setup('current')
    wallet.rejectNext()
    await expect(request()).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    // A refusal is an answer: the earlier form is not tried behind the visitor's back.
    expect(sent(wallet, 'wallet_grantPermissions')).toEqual([])
  })

  it('a wallet that does not know wallet_requestExecutionPermissions after all: the earlier name is tried', async () => {
    const { wallet, request } = await setup('current', () => {
      throw new ProviderRpcError(-32601, 'Method not found.')
    })
    // This wallet knows neither in the end: the earlier name's own answer (4200, EIP-1193's
    // unsupported method) is the error.
    await expect(request()).rejects.toMatchObject({ name: 'UnsupportedProviderMethodError' })
    expect(
      wallet.requests
        .map((r) => r.method)
        .filter(
          (m) => m === 'wallet_requestExecutionPermissions' || m === 'wallet_grantPermissions',
        ),
    ).toEqual(['wallet_requestExecutionPermissions', 'wallet_grantPermissions'])
  })

  it('hostile answers are refused: another account, another chain, a context that is not hex', async () => {
    for (const answer of [
      (r: unknown) => [{ ...(r as object), from: sessionAccount, context: '0x01' }],
      (r: unknown) => [{ ...(r as object), chainId: '0x1', context: '0x01' }],
      (r: unknown) => [{ ...(r as object), context: '<script>alert(1)</script>' }],
      () => 'granted',
      () => [],
    ]) {
      const { request } = await setup('current', answer)
      await expect(request()).rejects.toMatchObject({ code: 'INVALID_WALLET_DATA' })
    }
    const { request } = await setup('earlier', (r) => ({
      ...(r as object),
      address: sessionAccount,
      context: '0x01',
    }))
    await expect(request()).rejects.toMatchObject({ code: 'INVALID_WALLET_DATA' })
  })
})

describe('the sessions a connected wallet granted this site', () => {
  it('lists what the wallet granted (recorded), and revokes it in the text it was granted in', async () => {
    for (const [form, revokeMethod] of [
      ['current', 'wallet_revokeExecutionPermission'],
      ['earlier', 'wallet_revokePermissions'],
    ] as const) {
      const { wallet, adapter, target, request } = await setup(form)
      expect(await adapter.getGrantedPermissions(target)).toEqual([])
      const granted = await request()
      const [session, ...more] = await adapter.getGrantedPermissions(target)
      expect(more).toEqual([])
      expect(session).toEqual({
        connectorId: target.connectorId,
        address: wallet.address.toLowerCase(),
        chainId: 31337,
        method: granted.method,
        context: granted.context,
        to: sessionAccount,
        type: 'native-token-allowance',
        allowance: numberToHex(parseEther('0.01')),
        expiry,
      })
      wallet.clearRequests()
      await adapter.revokePermission(session!)
      expect(sent(wallet, revokeMethod)).toEqual([{ permissionContext: granted.context }])
      expect(await adapter.getGrantedPermissions(target)).toEqual([])
      // The earlier text's revoke is not MIP-2's: the site keeps its access to the account.
      expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([wallet.address])
    }
  })

  it('a session the wallet of the current text no longer lists (revoked in the wallet) is dropped', async () => {
    const { wallet, adapter, target, request } = await setup('current')
    const granted = await request()
    await wallet.provider.request({
      method: 'wallet_revokeExecutionPermission',
      params: { permissionContext: granted.context },
    } as never)
    expect(await adapter.getGrantedPermissions(target)).toEqual([])
  })

  it('a refusal in the wallet (4001) keeps the session; a wallet failure is an error, the session stays', async () => {
    const { wallet, adapter, target, request } = await setup('current')
    await request()
    const [session] = await adapter.getGrantedPermissions(target)
    wallet.rejectNext()
    await expect(adapter.revokePermission(session!)).rejects.toMatchObject({ rpcCode: 4001 })
    wallet.failNext({ method: 'wallet_revokeExecutionPermission' })
    await expect(adapter.revokePermission(session!)).rejects.toMatchObject({ rpcCode: -32603 })
    expect(await adapter.getGrantedPermissions(target)).toEqual([session])
  })

  it('hostile lists are read as data: entries for another account or chain, bad contexts and HTML are left out', async () => {
    const { wallet, adapter, target } = await setup('current')
    const entry = {
      chainId: '0x7a69',
      from: wallet.address,
      to: sessionAccount,
      context: '0x1234',
      permission: { type: 'native-token-allowance', data: { allowance: '0x10' } },
      rules: [{ type: 'expiry', data: { timestamp: expiry } }],
    }
    const hostile = [
      entry,
      { ...entry, context: '0x5678', from: sessionAccount },
      { ...entry, context: '0x9abc', chainId: '0x1' },
      { ...entry, context: '<img src=x onerror=alert(1)>' },
      { ...entry, context: '0xdef0', permission: { type: '<b>all</b>', data: {} } },
      { ...entry, context: '0x2468', rules: [{ type: 'expiry', data: { timestamp: 1 } }] },
      'granted',
    ]
    const original = wallet.provider.request.bind(wallet.provider)
    wallet.provider.request = (async (args: { method: string }) =>
      args.method === 'wallet_getGrantedExecutionPermissions'
        ? hostile
        : original(args as never)) as typeof wallet.provider.request
    expect(
      (await adapter.getGrantedPermissions(target)).map((s) => [s.context, s.allowance]),
    ).toEqual([['0x1234', '0x10']])
  })
})
