// @vitest-environment happy-dom
// An ethers host (v6 and v5) hands Gangway's eip155 provider to ethers and keeps its code:
// reads, signing, sending and wallet events on anvil, through the wallet the visitor picked.
import { BrowserProvider } from 'ethers'
import { providers as ethers5Providers } from 'ethers5'
import { createTestWallet, type TestWallet } from 'gangway/testing'
import { type Address, createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { anvil as anvilNetwork, eip155 } from '../../../chains/eip155/index.js'
import { createGangway, type Gangway } from '../../../index.js'
import { createMemoryBackend } from '../../../kernel/internal.js'
import { type Anvil, startAnvil } from '../../support/anvil.js'
import { waitForReceipt } from '../../support/receipt.js'
import { until } from '../../support/until.js'

let node: Anvil
const cleanups: (() => void)[] = []
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as Address

beforeAll(async () => {
  node = await startAnvil()
})
afterAll(async () => {
  await node?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

async function connected(): Promise<{ gangway: Gangway; wallet: TestWallet }> {
  const wallet = createTestWallet({ rpcUrl: node.rpcUrl })
  cleanups.push(wallet.announce())
  const gangway = createGangway({
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
  cleanups.push(() => gangway.destroy())
  await gangway.kernel.connections.connect({ namespace: 'eip155', connectorId: wallet.info.rdns })
  return { gangway, wallet }
}

const chain = () => createPublicClient({ transport: http(node.rpcUrl) })

describe('ethers v6: BrowserProvider over getProvider("eip155")', () => {
  it('reads, signs and sends with the visitor’s wallet', async () => {
    const { gangway, wallet } = await connected()
    const eip1193 = gangway.getProvider('eip155')
    expect(eip1193).toBeDefined()
    const provider = new BrowserProvider(eip1193!, undefined, { pollingInterval: 20 })

    expect(await provider.getBalance(wallet.address)).toBe(
      await chain().getBalance({ address: wallet.address }),
    )
    expect((await provider.getNetwork()).chainId).toBe(31337n)

    const signer = await provider.getSigner()
    expect(signer.address).toBe(wallet.address)
    const signature = await signer.signMessage('Tip the builder')
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'Tip the builder',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    const before = await chain().getBalance({ address: recipient })
    const sent = await signer.sendTransaction({ to: recipient, value: parseEther('0.1') })
    // anvil can report the send's block before it serves the receipt: ethers 6's wait() then
    // listens for a next block, which a chain with no more sends never makes (see receipt.ts).
    await waitForReceipt(chain(), { hash: sent.hash as `0x${string}` })
    const receipt = await sent.wait()
    expect(receipt?.status).toBe(1)
    expect(receipt?.from).toBe(wallet.address)
    expect((await chain().getBalance({ address: recipient })) - before).toBe(parseEther('0.1'))
  })

  it('the wallet’s accountsChanged reaches the host’s listener and Gangway alike', async () => {
    const { gangway, wallet } = await connected()
    const eip1193 = gangway.getProvider('eip155')!
    const seen: unknown[] = []
    eip1193.on('accountsChanged', (accounts) => seen.push(accounts))
    wallet.emit('accountsChanged', [other])
    await until(() => seen.length > 0)
    expect(seen).toEqual([[other]])
    await until(() => gangway.kernel.connections.get('eip155')?.address === other)
  })
})

describe('ethers v5: Web3Provider over getProvider("eip155")', () => {
  it('reads, signs and sends with the visitor’s wallet', async () => {
    const { gangway, wallet } = await connected()
    // ethers 5's `ExternalProvider` types `request` loosely; viem's EIP-1193 type is exact.
    const eip1193 = gangway.getProvider('eip155') as ethers5Providers.ExternalProvider
    const provider = new ethers5Providers.Web3Provider(eip1193)
    provider.pollingInterval = 20

    const balance = await provider.getBalance(wallet.address)
    expect(balance.toBigInt()).toBe(await chain().getBalance({ address: wallet.address }))
    expect((await provider.getNetwork()).chainId).toBe(31337)

    const signer = provider.getSigner()
    expect(await signer.getAddress()).toBe(wallet.address)
    const signature = await signer.signMessage('Tip the builder')
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'Tip the builder',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    const before = await chain().getBalance({ address: recipient })
    const sent = await signer.sendTransaction({ to: recipient, value: parseEther('0.2') })
    const receipt = await sent.wait()
    expect(receipt.status).toBe(1)
    expect((await chain().getBalance({ address: recipient })) - before).toBe(parseEther('0.2'))
  })
})
