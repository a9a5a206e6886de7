import { describe, expect, it } from 'vitest'
import {
  type GangwayOptions,
  NetworkNotFoundError,
  storageKeys,
  unknownNetwork,
} from '../../../kernel/internal.js'
import { fakeChain, fakeNetwork, memoryStorage } from '../../support/fakeChain.js'
import { record, startKernel, until } from './support.js'

const mainnet = fakeNetwork('eip155', 1, 'Ethereum')
const optimism = fakeNetwork('eip155', 10, 'OP Mainnet')
const base = fakeNetwork('eip155', 8453, 'Base')
const solanaMainnet = fakeNetwork('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')
const solanaDevnet = fakeNetwork('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet')

function evmAndSolana(options: GangwayOptions = {}) {
  const evm = fakeChain({ networks: [mainnet, optimism, base] })
  const sol = fakeChain({ namespace: 'solana', networks: [solanaMainnet, solanaDevnet] })
  const kernel = startKernel({ chains: [evm.plugin, sol.plugin], ...options })
  return { evm, sol, kernel }
}

describe('the network registry', () => {
  it('lists configured networks per namespace and looks them up by CAIP-2 id', () => {
    const { kernel } = evmAndSolana()
    expect(kernel.networks.all('eip155')).toEqual([mainnet, optimism, base])
    expect(kernel.networks.all('solana')).toEqual([solanaMainnet, solanaDevnet])
    expect(kernel.networks.all()).toHaveLength(5)
    expect(kernel.networks.get('eip155:8453')).toBe(base)
    expect(kernel.networks.get('eip155:137')).toBeUndefined()
    expect(kernel.networks.isSupported('eip155:10')).toBe(true)
    expect(kernel.networks.isSupported('eip155:137')).toBe(false)
    kernel.destroy()
  })

  it('starts each namespace on its first network, the first namespace active', () => {
    const { kernel } = evmAndSolana()
    expect(kernel.store.getState().activeNamespace).toBe('eip155')
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:1')
    expect(kernel.networks.getActiveId('solana')).toBe(solanaMainnet.caipNetworkId)
    expect(kernel.networks.getActive()).toBe(mainnet)
    kernel.destroy()
  })

  it('starts on defaultNetwork, and on its namespace', () => {
    const { kernel } = evmAndSolana({ defaultNetwork: solanaDevnet.caipNetworkId })
    expect(kernel.store.getState().activeNamespace).toBe('solana')
    expect(kernel.networks.getActiveId('solana')).toBe(solanaDevnet.caipNetworkId)
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:1')
    kernel.destroy()
  })

  it('starts on the stored network and namespace when they are still configured', () => {
    const storage = memoryStorage({
      '@gangway/active-network': '{"eip155":"eip155:8453","solana":"solana:gone"}',
      '@gangway/active-namespace': '"solana"',
    })
    const { kernel } = evmAndSolana({ storage })
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:8453')
    expect(kernel.networks.getActiveId('solana')).toBe(solanaMainnet.caipNetworkId)
    expect(kernel.store.getState().activeNamespace).toBe('solana')
    kernel.destroy()
  })

  it('records approved networks', () => {
    const { kernel } = evmAndSolana()
    kernel.networks.setApproved({ namespace: 'eip155', ids: ['eip155:1', 'eip155:10'] })
    expect(kernel.store.getState().networks.eip155).toEqual({
      active: 'eip155:1',
      approved: ['eip155:1', 'eip155:10'],
      supportsAllNetworks: false,
    })
    kernel.destroy()
  })

  it('describes an unconfigured network with a placeholder', () => {
    expect(unknownNetwork('eip155:137')).toEqual({
      id: 137,
      name: 'eip155:137',
      nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
      rpcUrls: { default: { http: [] } },
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:137',
    })
  })

  it('gives a placeholder a number id for a decimal reference, whatever the namespace', () => {
    expect(unknownNetwork('toy:42').id).toBe(42)
    expect(unknownNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').id).toBe(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(unknownNetwork('cosmos:cosmoshub-4').id).toBe('cosmoshub-4')
    // Not a safe integer, or not canonical: kept as text.
    expect(unknownNetwork('toy:12345678901234567890').id).toBe('12345678901234567890')
    expect(unknownNetwork('toy:007').id).toBe('007')
  })
})

describe('network switching (SPEC §4)', () => {
  it('asks the connected wallet, then changes the active network', async () => {
    const { kernel, evm } = evmAndSolana()
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    const events = record(kernel, 'networkChanged', 'analytics')
    await kernel.networks.switch('eip155:8453')
    expect(evm.calls.at(-1)).toEqual({
      method: 'switchNetwork',
      connectorId: 'injected',
      network: 'eip155:8453',
    })
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:8453')
    expect(kernel.connections.get('eip155')?.caipNetworkId).toBe('eip155:8453')
    expect(events).toEqual([
      {
        name: 'networkChanged',
        event: { namespace: 'eip155', network: base, supported: true },
      },
      {
        name: 'analytics',
        event: { event: 'SWITCH_NETWORK', properties: { network: 'eip155:8453' } },
      },
    ])
    expect(kernel.storage.get(storageKeys.activeCaipNetworkIds)).toEqual({ eip155: 'eip155:8453' })
    kernel.destroy()
  })

  it('without a connection it only changes the active network, loading no adapter', async () => {
    const { kernel, sol } = evmAndSolana()
    await kernel.networks.switch(solanaDevnet.caipNetworkId)
    expect(kernel.store.getState().activeNamespace).toBe('solana')
    expect(kernel.networks.getActive()).toBe(solanaDevnet)
    expect(sol.loads).toBe(0)
    kernel.destroy()
  })

  it('a wallet that refuses keeps the active network', async () => {
    const { kernel, evm } = evmAndSolana()
    evm.wallets.get('injected')!.switchError = new Error('User rejected the request.')
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await expect(kernel.networks.switch('eip155:10')).rejects.toThrow('User rejected the request.')
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:1')
    kernel.destroy()
  })

  it("switching to an unknown network throws NetworkNotFoundError and shows 'Network Not Found'", async () => {
    const { kernel, evm } = evmAndSolana()
    const toasts = record(kernel, 'toast')
    const attempt = kernel.networks.switch('eip155:137')
    await expect(attempt).rejects.toBeInstanceOf(NetworkNotFoundError)
    await expect(attempt).rejects.toMatchObject({
      shortMessage: 'Network not found',
      details: '"eip155:137" is not among the configured networks.',
    })
    expect(toasts.map((t) => t.event)).toEqual([{ variant: 'error', message: 'Network Not Found' }])
    expect(kernel.store.getState().toast).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Network Not Found',
    })
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:1')
    expect(evm.loads).toBe(0)
    kernel.destroy()
  })

  it('picking a network in the Networks view goes back where the visitor came from', async () => {
    const { kernel } = evmAndSolana()
    await kernel.modal.open({ view: 'Connect' })
    kernel.router.push({ view: 'Networks' })
    await kernel.networks.switch('eip155:10')
    expect(kernel.router.stack.map((e) => e.view)).toEqual(['Connect'])
    kernel.destroy()
  })
})

describe('UnsupportedChain (SPEC §4)', () => {
  it('opens when the wallet reports a network the host did not configure', async () => {
    const { kernel, evm } = evmAndSolana()
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    const events = record(kernel, 'networkChanged', 'open')
    evm.changeNetwork('injected', 'eip155:137')
    expect(kernel.modal.isOpen).toBe(true)
    expect(kernel.router.stack).toEqual([{ view: 'UnsupportedChain' }])
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:137')
    expect(kernel.networks.getActive('eip155')).toBeUndefined()
    expect(events).toEqual([
      {
        name: 'networkChanged',
        event: { namespace: 'eip155', network: unknownNetwork('eip155:137'), supported: false },
      },
      { name: 'open', event: { view: 'UnsupportedChain' } },
    ])
    kernel.destroy()
  })

  it('opens when the wallet connects on an unconfigured network while the modal is open', async () => {
    const { kernel, evm } = evmAndSolana()
    evm.wallets.get('injected')!.caipNetworkId = 'eip155:137'
    await kernel.modal.open()
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(kernel.router.view).toBe('UnsupportedChain')
    expect(kernel.modal.isOpen).toBe(true)
    kernel.destroy()
  })

  it('closes when the wallet comes back to a configured network', async () => {
    const { kernel, evm } = evmAndSolana()
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    evm.changeNetwork('injected', 'eip155:137')
    expect(kernel.router.view).toBe('UnsupportedChain')
    evm.changeNetwork('injected', 'eip155:10')
    expect(kernel.modal.isOpen).toBe(false)
    expect(kernel.networks.getActive('eip155')).toBe(optimism)
    kernel.destroy()
  })

  it.each([
    ['unsupported chains are allowed', { allowUnsupportedChain: true }],
    ['basic mode is on', { basic: true }],
    ['switching is disabled', { enableNetworkSwitch: false }],
  ])('does not open when %s', async (_, options) => {
    const { kernel, evm } = evmAndSolana(options)
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    const networkChanges = record(kernel, 'networkChanged')
    evm.changeNetwork('injected', 'eip155:137')
    expect(kernel.modal.isOpen).toBe(false)
    expect(kernel.router.stack).toEqual([])
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:137')
    expect(networkChanges.map((e) => e.event.supported)).toEqual([false])
    kernel.destroy()
  })

  it('does not open for a namespace with no connection', async () => {
    const { kernel } = evmAndSolana()
    await kernel.networks.switch('eip155:10') // loads the state machines
    kernel.networks.setActive('eip155:137')
    expect(kernel.modal.isOpen).toBe(false)
    kernel.destroy()
  })
})

describe('removing a chain (SPEC §4)', () => {
  it('moves the active network to the first network of another chain', async () => {
    const { kernel } = evmAndSolana()
    await kernel.networks.switch(solanaDevnet.caipNetworkId)
    await kernel.networks.switch('eip155:10')
    expect(kernel.store.getState().activeNamespace).toBe('eip155')
    kernel.chains.remove('eip155')
    await until(() => kernel.store.getState().activeNamespace === 'solana')
    expect(kernel.networks.getActiveId('solana')).toBe(solanaMainnet.caipNetworkId)
    expect(kernel.store.getState().networks.eip155).toBeUndefined()
    expect(kernel.chains.namespaces()).toEqual(['solana'])
    expect(kernel.chains.has('eip155')).toBe(false)
    kernel.destroy()
  })

  it('works before any state machine has loaded', async () => {
    const { kernel } = evmAndSolana()
    kernel.chains.remove('eip155')
    await until(() => kernel.store.getState().activeNamespace === 'solana')
    expect(kernel.networks.getActive()).toBe(solanaMainnet)
    kernel.destroy()
  })

  it('removing a chain that is not active changes nothing else', async () => {
    const { kernel } = evmAndSolana()
    kernel.chains.remove('solana')
    expect(kernel.store.getState().activeNamespace).toBe('eip155')
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:1')
    await expect(kernel.chains.load('solana')).rejects.toThrow('Chain adapter not found')
    kernel.destroy()
  })

  it('releases the removed chain’s adapter', async () => {
    const { kernel, evm } = evmAndSolana()
    const adapter = await kernel.chains.load('eip155')
    let destroyed = 0
    adapter.destroy = () => destroyed++
    expect(kernel.chains.loaded('eip155')).toBe(adapter)
    kernel.chains.remove('eip155')
    expect(destroyed).toBe(1)
    expect(kernel.chains.loaded('eip155')).toBeUndefined()
    expect(evm.loads).toBe(1)
    kernel.destroy()
  })
})

describe('chain adapters load lazily, once', () => {
  it('loads on first use and never again', async () => {
    const { kernel, evm } = evmAndSolana()
    expect(evm.loads).toBe(0)
    const [a, b] = await Promise.all([kernel.chains.load('eip155'), kernel.chains.load('eip155')])
    expect(a).toBe(b)
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(evm.loads).toBe(1)
    kernel.destroy()
  })

  it('an unknown namespace is ChainAdapterNotFoundError', async () => {
    const { kernel } = evmAndSolana()
    await expect(kernel.chains.load('bip122')).rejects.toMatchObject({
      name: 'ChainAdapterNotFoundError',
      shortMessage: 'Chain adapter not found',
    })
    kernel.destroy()
  })
})
