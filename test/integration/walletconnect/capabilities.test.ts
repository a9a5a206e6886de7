// A WalletConnect wallet's capabilities come from its session (CAIP-25 properties), never
// from a request: every request over the relay reaches the visitor's phone. The real
// @reown/walletkit wallet on the local relay declares them, or not, when it approves.
import { type Relay, startRelay } from 'gangway/testing/walletconnect'
import { numberToHex, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defineNetwork, eip155 } from '../../../chains/eip155/index.js'
import type { Eip155Adapter } from '../../../chains/eip155/types.js'
import { sessionCapabilities } from '../../../plugins/walletconnect/sessionCapabilities.js'
import { type Anvil, startAnvil } from '../../support/anvil.js'
import { pairWallet, startDapp, startPhone } from '../../support/walletConnectHarness.js'

let relay: Relay
let node: Anvil
const cleanups: (() => Promise<void> | void)[] = []
const sessionAccount = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

beforeAll(async () => {
  ;[relay, node] = await Promise.all([startRelay({ pingInterval: 2_000 }), startAnvil()])
})
afterAll(async () => {
  await Promise.all([relay?.stop(), node?.stop()])
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const network = () =>
  defineNetwork({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
  })

async function connect(
  phoneOptions: Omit<Parameters<typeof startPhone>[0], 'relayUrl' | 'chains'>,
) {
  const anvil = network()
  const { kernel } = startDapp({
    relayUrl: relay.url,
    chains: [eip155({ networks: [anvil] })],
    cleanups,
  })
  const phone = await startPhone(
    { relayUrl: relay.url, chains: { 31337: node.rpcUrl }, ...phoneOptions },
    cleanups,
  )
  await pairWallet(kernel, phone)
  const adapter = (await kernel.chains.load('eip155')) as Eip155Adapter
  const target = { connectorId: 'walletConnect', address: phone.address, network: anvil }
  return { kernel, phone, adapter, target }
}

describe('capabilities of a WalletConnect wallet', () => {
  it('a session without declared capabilities: no sessions offered, balances from the chain, nothing reaches the phone', async () => {
    const { kernel, phone, adapter, target } = await connect({})
    expect(await adapter.getPermissionsSupport(target)).toBeUndefined()
    const balances = await adapter.getBalances({ address: phone.address, network: target.network })
    expect(balances.length).toBeGreaterThan(0)
    expect(phone.requests).toEqual([])
    expect(kernel.connections.get('eip155')?.connector.type).toBe('WALLET_CONNECT')
  })

  it('a session declaring ERC-7715 permissions (earlier text): sessions offered without asking, granted and revoked through the phone', async () => {
    const { phone, adapter, target } = await connect({
      sessionProperties: { permissions: 'true', permissionTypes: 'native-token-allowance' },
    })
    expect(await adapter.getPermissionsSupport(target)).toEqual({
      method: 'wallet_grantPermissions',
      permissionTypes: ['native-token-allowance'],
    })
    expect(phone.requests).toEqual([])
    const granted = await adapter.requestPermissions({
      ...target,
      to: sessionAccount,
      expiry: 1_900_000_000,
      permission: {
        type: 'native-token-allowance',
        data: { allowance: numberToHex(parseEther('0.01')) },
      },
    })
    expect(phone.requests).toEqual(['wallet_grantPermissions'])
    const [session] = await adapter.getGrantedPermissions(target)
    expect(session?.context).toBe(granted.context)
    // Listing asks the phone nothing; revoking reaches it (not the disconnect it once meant).
    expect(phone.requests).toEqual(['wallet_grantPermissions'])
    await adapter.revokePermission(session!)
    expect(phone.requests).toEqual(['wallet_grantPermissions', 'wallet_revokePermissions'])
    expect(phone.calls.at(-1)?.params).toEqual({ permissionContext: granted.context })
    expect(await adapter.getGrantedPermissions(target)).toEqual([])
  })

  it('a session declaring asset discovery (ERC-7811): balances from wallet_getAssets, one request, no capability probe', async () => {
    const { phone, adapter, target } = await connect({
      scopedProperties: { 'eip155:31337': { assetDiscovery: { supported: true } } },
      assets: () => ({
        '0x7a69': [{ address: 'native', balance: numberToHex(parseEther('12.5')), type: 'native' }],
      }),
    })
    const balances = await adapter.getBalances({ address: phone.address, network: target.network })
    expect(phone.requests).toEqual(['wallet_getAssets'])
    expect(balances.map(({ symbol, value }) => ({ symbol, value }))).toEqual([
      { symbol: 'ETH', value: parseEther('12.5') },
    ])
  })
})

describe('sessionCapabilities (hostile or odd sessions)', () => {
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  it('reads JSON strings, flat ERC forms and per-account scopes; later scopes win', () => {
    expect(
      sessionCapabilities(
        {
          sessionProperties: {
            atomic: '{"status":"supported"}',
            permissions: 'true',
            permissionTypes: 'a, b',
          },
          scopedProperties: {
            'eip155:8453': {
              assetDiscovery: 'true',
              [`eip155:8453:${address.toLowerCase()}`]: { atomic: { status: 'ready' } },
            },
          },
        },
        { namespace: 'eip155', address, chainIds: [8453, 1] },
      ),
    ).toEqual({
      '0x2105': {
        atomic: { status: 'ready' },
        permissions: { supported: true, permissionTypes: ['a', 'b'] },
        assetDiscovery: { supported: true },
      },
      '0x1': {
        atomic: { status: 'supported' },
        permissions: { supported: true, permissionTypes: ['a', 'b'] },
      },
    })
  })

  it('ignores what is not a capability: bad JSON, numbers, arrays, nulls; none declared is undefined', () => {
    expect(
      sessionCapabilities(
        {
          sessionProperties: { a: '{not json', b: '42', c: '[1]', d: 'false' },
          scopedProperties: { 'eip155:1': null, 'eip155:2': 'x' },
        },
        { namespace: 'eip155', address, chainIds: [1, 2] },
      ),
    ).toBeUndefined()
    expect(sessionCapabilities({}, { namespace: 'eip155', address, chainIds: [1] })).toBeUndefined()
  })
})
