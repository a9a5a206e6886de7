// @vitest-environment happy-dom
// gangway/wagmi against wagmi's own core (3 and 2) on anvil: both directions of the connection,
// writes through wagmi reaching the visitor's wallet, and reconnect on a second visit.
import * as wagmi3 from '@wagmi/core'
import * as wagmi2 from '@wagmi/core-v2'
import { createTestWallet, type TestWallet } from 'gangway/testing'
import { type Address, defineChain as defineViemChain, erc20Abi, http, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { gangwayConnector } from '../../../adapters/wagmi/index.js'
import { anvil as anvilNetwork, eip155 } from '../../../chains/eip155/index.js'
import { createGangway, type Gangway } from '../../../index.js'
import { createMemoryBackend, type StorageBackend } from '../../../kernel/internal.js'
import { type Anvil, deployFixtures, type Fixtures, startAnvil } from '../../support/anvil.js'
import { type MemoryStorage, memoryStorage } from '../../support/fakeChain.js'
import { waitForReceipt } from '../../support/receipt.js'
import { until } from '../../support/until.js'

let node: Anvil
let second: Anvil
let fixtures: Fixtures
const cleanups: (() => void)[] = []
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address

beforeAll(async () => {
  ;[node, second] = await Promise.all([startAnvil(), startAnvil({ chainId: 31338 })])
  fixtures = await deployFixtures(node.rpcUrl)
})
afterAll(async () => {
  await Promise.all([node?.stop(), second?.stop()])
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

const anvilTwo = () =>
  ({
    ...anvilNetwork,
    id: 31338,
    name: 'Anvil Two',
    caipNetworkId: 'eip155:31338',
    rpcUrls: { default: { http: [second.rpcUrl] } },
  }) as const

for (const [version, core] of [
  ['3', wagmi3],
  ['2', wagmi2 as unknown as typeof wagmi3],
] as const) {
  describe(`wagmi ${version}`, () => {
    function setup(parameters: { storage?: StorageBackend; wagmiStorage?: MemoryStorage } = {}) {
      const wallet: TestWallet = createTestWallet({ rpcUrl: node.rpcUrl })
      cleanups.push(wallet.announce())
      const gangway: Gangway = createGangway({
        chains: [
          eip155({
            networks: [anvilNetwork, anvilTwo()],
            rpcUrls: { 31337: [node.rpcUrl], 31338: [second.rpcUrl] },
            announcementTimeout: 100,
          }),
        ],
        storage: parameters.storage ?? createMemoryBackend(),
        logLevel: 'silent',
      })
      cleanups.push(() => gangway.destroy())
      const chainOne = defineViemChain({
        id: 31337,
        name: 'Anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [node.rpcUrl] } },
      })
      const chainTwo = defineViemChain({ ...chainOne, id: 31338, name: 'Anvil Two' })
      // Configured in wagmi, unknown to Gangway.
      const chainThree = defineViemChain({ ...chainOne, id: 31339, name: 'Anvil Three' })
      const wagmiStorage = parameters.wagmiStorage ?? memoryStorage()
      const config = core.createConfig({
        chains: [chainOne, chainTwo, chainThree],
        connectors: [gangwayConnector({ gangway })],
        transports: {
          [chainOne.id]: http(node.rpcUrl),
          [chainTwo.id]: http(second.rpcUrl),
          [chainThree.id]: http(second.rpcUrl),
        },
        storage: core.createStorage({ storage: wagmiStorage }),
      })
      const connector = config.connectors[0]!
      /** What a visitor's click on the wallet row in the modal does. */
      const pickWallet = () =>
        gangway.kernel.connections.connect({ namespace: 'eip155', connectorId: wallet.info.rdns })
      return { wallet, gangway, config, connector, pickWallet }
    }

    it('a connection made in Gangway’s modal is wagmi’s connection', async () => {
      const { config, pickWallet, wallet } = setup()
      expect(core.getAccount(config).status).toBe('disconnected')
      await pickWallet()
      await until(() => core.getAccount(config).status === 'connected')
      const account = core.getAccount(config)
      expect(account.address).toBe(wallet.address)
      expect(account.chainId).toBe(31337)
      expect(account.connector?.id).toBe('gangway')
    })

    it('wagmi’s connect opens the modal and resolves with what the visitor picks', async () => {
      const { config, connector, gangway, pickWallet, wallet } = setup()
      const connected = core.connect(config, { connector })
      await until(() => gangway.kernel.modal.isOpen)
      await pickWallet()
      const result = await connected
      expect(result.accounts).toEqual([wallet.address])
      expect(result.chainId).toBe(31337)
      expect(core.getAccount(config).address).toBe(wallet.address)
    })

    it('closing the modal rejects wagmi’s connect as a user rejection (4001)', async () => {
      const { config, connector, gangway } = setup()
      const connected = core.connect(config, { connector })
      await until(() => gangway.kernel.modal.isOpen)
      gangway.close({ force: true })
      await expect(connected).rejects.toMatchObject({ code: 4001 })
      expect(core.getAccount(config).status).toBe('disconnected')
    })

    it('sendTransaction and writeContract through wagmi are signed by the visitor’s wallet', async () => {
      const { config, pickWallet, wallet } = setup()
      await pickWallet()
      await until(() => core.getAccount(config).status === 'connected')
      const before = await core.getBalance(config, { address: recipient, chainId: 31337 })
      const hash = await core.sendTransaction(config, { to: recipient, value: parseEther('0.25') })
      await waitForReceipt(core.getPublicClient(config, { chainId: 31337 }), { hash })
      const after = await core.getBalance(config, { address: recipient, chainId: 31337 })
      expect(after.value - before.value).toBe(parseEther('0.25'))

      // The wallet's account (anvil's first) deployed the fixture tokens and holds them.
      const write = await core.writeContract(config, {
        address: fixtures.usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, 1_000_000n],
      })
      const receipt = await waitForReceipt(core.getPublicClient(config, { chainId: 31337 }), {
        hash: write,
      })
      expect(receipt.status).toBe('success')
      expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
      const received = await core.readContract(config, {
        address: fixtures.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      })
      expect(received).toBeGreaterThanOrEqual(1_000_000n)
    })

    it('wagmi’s disconnect disconnects Gangway, and Gangway’s disconnect reaches wagmi', async () => {
      const { config, gangway, pickWallet } = setup()
      await pickWallet()
      await until(() => core.getAccount(config).status === 'connected')
      await core.disconnect(config)
      expect(gangway.kernel.connections.get('eip155')).toBeUndefined()

      await pickWallet()
      await until(() => core.getAccount(config).status === 'connected')
      await gangway.kernel.connections.disconnect({ namespace: 'eip155' })
      await until(() => core.getAccount(config).status === 'disconnected')
    })

    it('switchChain in wagmi switches Gangway’s network, and a switch in Gangway reaches wagmi', async () => {
      const { config, gangway, pickWallet } = setup()
      await pickWallet()
      await until(() => core.getAccount(config).status === 'connected')
      await core.switchChain(config, { chainId: 31338 })
      expect(gangway.kernel.connections.get('eip155')?.caipNetworkId).toBe('eip155:31338')
      expect(core.getAccount(config).chainId).toBe(31338)

      await gangway.kernel.networks.switch('eip155:31337')
      await until(() => core.getAccount(config).chainId === 31337)
    })

    it('a chain wagmi has and Gangway does not is refused, and the network stays', async () => {
      const { config, pickWallet } = setup()
      await pickWallet()
      await until(() => core.getAccount(config).status === 'connected')
      await expect(core.switchChain(config, { chainId: 31339 })).rejects.toMatchObject({
        name: 'SwitchChainError',
      })
      expect(core.getAccount(config).chainId).toBe(31337)
    })

    it('a returning visitor is reconnected by wagmi without a prompt', async () => {
      const storage = createMemoryBackend()
      const wagmiStorage = memoryStorage()
      const first = setup({ storage, wagmiStorage })
      await first.pickWallet()
      await until(() => core.getAccount(first.config).status === 'connected')
      first.gangway.destroy()

      const next = setup({ storage, wagmiStorage })
      await core.reconnect(next.config)
      expect(next.gangway.kernel.modal.isOpen).toBe(false)
      expect(core.getAccount(next.config).status).toBe('connected')
      expect(core.getAccount(next.config).address).toBe(next.wallet.address)
    })
  })
}
