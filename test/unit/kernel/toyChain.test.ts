// @vitest-environment happy-dom
// A third-party chain: a `toy` namespace made with `defineChain` from the published entries
// alone (fixtures/toyChain.ts), registering, connecting a scripted wallet, listed in Connect,
// and sending through the send plugin's generic path. No kernel edit knows about it.
import { createGangway, InvalidOptionsError } from 'gangway'
import { send } from 'gangway/send'
import { afterEach, describe, expect, it } from 'vitest'
import { getSendState, sendToken, updateSend } from '../../../plugins/send/sendToken.js'
import { createTranslator, en, loadPluginMessages } from '../../../ui-shell/i18n/index.js'
import { memoryStorage } from '../../support/fakeChain.js'
import { issuesOf } from '../../support/issuesOf.js'
import { until } from '../../support/until.js'
import { createToyWallet, type ToyWallet, toy, toyMainnet } from './fixtures/toyChain.js'

const alice = 'toy1alice00'
const bob = 'toy1bob0000'
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  document.body.innerHTML = ''
})

function start(wallets: ToyWallet[], plugins = [send()]) {
  const gangway = createGangway({
    chains: [toy({ wallets })],
    plugins,
    storage: memoryStorage(),
    logLevel: 'silent',
  })
  cleanups.push(() => gangway.destroy())
  return gangway
}

describe('a third-party chain made with defineChain', () => {
  it('registers its namespace, networks and discovered wallets; loads its adapter only when used', async () => {
    const gangway = start([createToyWallet('Toy Wallet', [alice])])
    const { kernel } = gangway
    expect(kernel.chains.namespaces()).toEqual(['toy'])
    expect(kernel.networks.getActive('toy')?.caipNetworkId).toBe('toy:main')
    expect(kernel.connectors.all('toy').map((c) => c.name)).toEqual(['Toy Wallet'])
    expect(kernel.chains.loaded('toy')).toBeUndefined()
    const adapter = await kernel.chains.load('toy')
    expect(adapter.namespace).toBe('toy')
    // defineChain's defaults: decimal units and the network's explorer.
    expect(adapter.parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(adapter.formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(adapter.getAddressExplorerUrl({ address: alice, network: toyMainnet })).toBe(
      `https://toyscan.example/address/${alice}`,
    )
    expect(adapter.getTransactionExplorerUrl({ hash: 'toytx1', network: toyMainnet })).toBe(
      'https://toyscan.example/tx/toytx1',
    )
  })

  it("names its namespace in the modal's text, in English and in its own translations", async () => {
    const plugin = toy({ wallets: [] })
    const english = createTranslator(en, {
      plugins: await loadPluginMessages([plugin], 'en'),
      locale: 'en',
    })
    expect(english('namespace.toy')).toBe('Toy Chain')
    const german = createTranslator(en, {
      plugins: await loadPluginMessages([plugin], 'de'),
      locale: 'de',
    })
    expect(german('namespace.toy')).toBe('Spielzeugkette')
    // A language the chain does not translate reads its English name.
    const french = createTranslator(en, {
      plugins: await loadPluginMessages([plugin], 'fr'),
      locale: 'fr',
    })
    expect(french('namespace.toy')).toBe('Toy Chain')
  })

  it('connects a wallet: the connection, its events and CAIP address', async () => {
    const gangway = start([createToyWallet('Toy Wallet', [alice, bob])])
    const connected: string[] = []
    gangway.on('connect', ({ caipAddress }) => connected.push(caipAddress))
    await gangway.kernel.connections.connect({ namespace: 'toy', connectorId: 'Toy Wallet' })
    expect(gangway.kernel.connections.getStatus('toy')).toBe('connected')
    expect(gangway.kernel.connections.get('toy')).toMatchObject({
      address: alice,
      caipNetworkId: 'toy:main',
      accounts: [{ address: alice }, { address: bob }],
    })
    expect(connected).toEqual([`toy:main:${alice}`])
  })

  it('a declined connection leaves the visitor disconnected', async () => {
    const wallet = createToyWallet('Toy Wallet', [alice])
    wallet.rejectNext = true
    const gangway = start([wallet])
    await expect(
      gangway.kernel.connections.connect({ namespace: 'toy', connectorId: 'Toy Wallet' }),
    ).rejects.toMatchObject({ shortMessage: 'User rejected the request.' })
    expect(gangway.kernel.connections.getStatus('toy')).toBe('disconnected')
  })

  it('shows its wallets in Connect', async () => {
    const gangway = start([createToyWallet('Toy Wallet', [alice])])
    await gangway.open()
    const dialog = () =>
      document.querySelector('gangway-modal')?.shadowRoot?.querySelector('[role="dialog"]')
    await until(() =>
      [...(dialog()?.querySelectorAll('button') ?? [])].some((b) =>
        b.textContent?.includes('Toy Wallet'),
      ),
    )
    const row = [...dialog()!.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Toy Wallet'),
    )!
    row.click()
    await until(() => gangway.kernel.connections.getStatus('toy') === 'connected')
    expect(gangway.kernel.connections.get('toy')?.address).toBe(alice)
  })

  it('sends through the send plugin, which knows nothing of the namespace', async () => {
    const wallet = createToyWallet('Toy Wallet', [alice], 5_000_000n)
    const gangway = start([wallet])
    const { kernel } = gangway
    await kernel.connections.connect({ namespace: 'toy', connectorId: 'Toy Wallet' })
    const adapter = await kernel.chains.load('toy')
    const [native] = await adapter.getBalances({ address: alice, network: toyMainnet })
    updateSend(kernel, { token: native, sendTokenAmount: '1.25', receiverAddress: bob })
    const estimate = { fee: 1_000n }
    expect(await sendToken(kernel, { estimate })).toBe('toytx1')
    expect(wallet.sent).toEqual([{ to: bob, amount: 1_250_000n }])
    expect(getSendState(kernel).sendTokenAmount).toBe('')
    // The chain cleared its own balance cache: the next read shows the transfer.
    const [after] = await adapter.getBalances({ address: alice, network: toyMainnet })
    expect(after!.value).toBe(5_000_000n - 1_250_000n - 1_000n)
  })

  it('refuses a network of another namespace, naming the plugin and what the network needs', () => {
    expect(() => toy({ wallets: [], networks: [{ ...toyMainnet, id: 'Main1' }] })).toThrow(
      InvalidOptionsError,
    )
    expect(() =>
      toy({ wallets: [], networks: [{ ...toyMainnet, chainNamespace: 'eip155' }] }),
    ).toThrow(`[toy] Invalid options.`)
    expect(
      issuesOf(() =>
        toy({ wallets: [], networks: [toyMainnet, { ...toyMainnet, caipNetworkId: 'toy:other' }] }),
      ),
    ).toEqual([
      `networks.1: "Toy Mainnet" needs chainNamespace 'toy', a lowercase word as id and caipNetworkId 'toy:<id>'`,
    ])
    expect(issuesOf(() => toy({ wallets: [], networks: [] }))).toEqual([
      'networks: expected at least one network',
    ])
  })
})
