// @vitest-environment happy-dom
// polkadot()'s eager part: its options, and discovery of the page's injected extensions,
// which are untrusted input.

import { afterEach, describe, expect, it } from 'vitest'
import { definePolkadotNetwork, polkadot, polkadotRelay } from '../../../chains/polkadot/index.js'
import { createKernel, createMemoryBackend } from '../../../kernel/internal.js'
import { buildNamespaces } from '../../../plugins/walletconnect/namespaces.js'

const target = window as unknown as { injectedWeb3?: Record<string, unknown> }
afterEach(() => {
  delete target.injectedWeb3
})

describe('polkadot() options', () => {
  it('takes networks made by definePolkadotNetwork: CAIP-2 is polkadot:<first 32 hex of the genesis hash>', () => {
    const local = definePolkadotNetwork({
      genesisHash: `0x${'AB'.repeat(32)}`,
      name: 'Local',
      ss58Prefix: 42,
      nativeCurrency: { name: 'Unit', symbol: 'UNIT', decimals: 12 },
      rpcUrl: 'http://127.0.0.1:9944',
    })
    expect(local.caipNetworkId).toBe(`polkadot:${'ab'.repeat(16)}`)
    expect(polkadot({ networks: [polkadotRelay, local] }).chain.networks).toHaveLength(2)
  })

  it('refuses a network without a genesis hash or SS58 prefix, and a non-http RPC URL, naming each', () => {
    const { genesisHash: _, ...withoutGenesis } = polkadotRelay
    expect(() => polkadot({ networks: [withoutGenesis as typeof polkadotRelay] })).toThrow(
      expect.objectContaining({
        issues: [
          expect.stringContaining('networks.0: expected a network from definePolkadotNetwork'),
        ],
      }),
    )
    expect(() => polkadot({ networks: [{ ...polkadotRelay, ss58Prefix: -1 }] })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    )
    expect(() =>
      polkadot({
        networks: [polkadotRelay],
        rpcUrls: { [polkadotRelay.caipNetworkId]: 'javascript:alert(1)' },
      }),
    ).toThrow(expect.objectContaining({ issues: [expect.stringContaining('rpcUrls')] }))
  })
})

describe('polkadot() discovery', () => {
  it('lists each injectedWeb3 entry with an enable function; leaves out the rest', () => {
    target.injectedWeb3 = {
      talisman: { enable: async () => ({}), version: '1' },
      'subwallet-js': { enable: async () => ({}) },
      'my-extension': { enable: async () => ({}) },
      broken: { enable: 'not a function' },
      '<img src=x>': { enable: async () => ({}) },
      empty: null,
    }
    const kernel = createKernel({
      chains: [polkadot({ networks: [polkadotRelay] })],
      storage: createMemoryBackend(),
      logLevel: 'silent',
    })
    const listed = kernel.connectors
      .all('polkadot')
      .map(({ id, name, type }) => ({ id, name, type }))
    expect(listed).toEqual([
      { id: 'talisman', name: 'Talisman', type: 'INJECTED' },
      { id: 'subwallet-js', name: 'SubWallet', type: 'INJECTED' },
      { id: 'my-extension', name: 'my-extension', type: 'INJECTED' },
    ])
    kernel.destroy()
  })
})

describe('what polkadot() declares', () => {
  it('its name, and the WalletConnect polkadot namespace with its methods and networks', async () => {
    const plugin = polkadot({ networks: [polkadotRelay] })
    expect(plugin.chain.name).toBe('Polkadot')
    const kernel = createKernel({
      chains: [plugin],
      storage: createMemoryBackend(),
      logLevel: 'silent',
    })
    const namespaces = await buildNamespaces(kernel, {})
    expect(namespaces.polkadot).toEqual({
      chains: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
      methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
      events: [],
      rpcMap: { '91b171bb158e2d3848fa23a9f1c25182': 'https://rpc.polkadot.io' },
    })
    kernel.destroy()
  })
})
