// @vitest-environment happy-dom

import { createTestWallet, type TestWallet } from 'gangway/testing'
import { type Address, erc20Abi, type Hex, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { anvil as anvilNetwork, base, eip155, mainnet } from '../../../chains/eip155/index.js'
import type { Eip155Adapter } from '../../../chains/eip155/types.js'
import { createGangway } from '../../../index.js'
import {
  createKernel,
  createMemoryBackend,
  type KernelInstance,
  type StorageBackend,
} from '../../../kernel/internal.js'
import { type Anvil, deployFixtures, type Fixtures, startAnvil } from '../../support/anvil.js'
import { waitForReceipt } from '../../support/receipt.js'
import { until } from '../../support/until.js'

let node: Anvil
let fixtures: Fixtures
const cleanups: (() => void)[] = []
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address

beforeAll(async () => {
  node = await startAnvil()
  fixtures = await deployFixtures(node.rpcUrl)
})
afterAll(async () => {
  await node?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const memory = createMemoryBackend

function setup(parameters: { storage?: StorageBackend; wallet?: TestWallet } = {}) {
  const wallet = parameters.wallet ?? createTestWallet({ rpcUrl: node.rpcUrl })
  cleanups.push(wallet.announce())
  const kernel: KernelInstance = createKernel({
    chains: [
      eip155({
        networks: [anvilNetwork, mainnet],
        rpcUrls: { 31337: [node.rpcUrl] },
        announcementTimeout: 100,
      }),
    ],
    storage: parameters.storage ?? memory(),
    logLevel: 'silent',
  })
  cleanups.push(() => kernel.destroy())
  const adapter = () => kernel.chains.load('eip155') as Promise<Eip155Adapter>
  const connect = () =>
    kernel.connections.connect({ namespace: 'eip155', connectorId: wallet.info.rdns })
  return { wallet, kernel, adapter, connect }
}

describe('discovery (EIP-6963)', () => {
  it('lists an announced wallet with its name, icon and rdns', () => {
    const { kernel, wallet } = setup()
    expect(kernel.connectors.all('eip155')).toEqual([
      {
        id: 'dev.gangway.testing',
        name: 'Gangway Test Wallet',
        type: 'ANNOUNCED',
        namespace: 'eip155',
        imageUrl: wallet.info.icon,
        rdns: 'dev.gangway.testing',
      },
    ])
  })
  it('de-duplicates by rdns when a wallet announces again', () => {
    const { kernel } = setup()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    const second = createTestWallet({
      rpcUrl: node.rpcUrl,
      info: { name: 'Gangway Test Wallet 2' },
    })
    cleanups.push(second.announce())
    expect(kernel.connectors.all('eip155')).toHaveLength(1)
    expect(kernel.connectors.all('eip155')[0]!.name).toBe('Gangway Test Wallet 2')
  })
  it('ignores malformed announcements', () => {
    const { kernel } = setup()
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { rdns: 'x' }, provider: {} },
      }),
    )
    expect(kernel.connectors.all('eip155').map((c) => c.id)).toEqual(['dev.gangway.testing'])
  })
  it('ignores an rdns that is not a reverse domain name (it would become a connector id)', () => {
    const { kernel } = setup()
    const announce = (rdns: unknown) =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: {
            info: { uuid: crypto.randomUUID(), name: 'Evil', icon: '', rdns },
            provider: { request: async () => null },
          },
        }),
      )
    for (const rdns of [
      'injected',
      'walletConnect',
      'evil',
      '.io.evil',
      'io..evil',
      'io.evil-',
      'io.evil/../x',
      'io.e vil',
      `io.${'a'.repeat(64)}`,
      `${'ab.'.repeat(90)}io`,
      42,
    ])
      announce(rdns)
    expect(kernel.connectors.all('eip155').map((c) => c.id)).toEqual(['dev.gangway.testing'])
    announce('io.metamask.flask')
    expect(kernel.connectors.all('eip155').map((c) => c.id)).toEqual([
      'dev.gangway.testing',
      'io.metamask.flask',
    ])
  })
  it('offers window.ethereum as INJECTED only when nothing announces', async () => {
    const legacy = createTestWallet({ rpcUrl: node.rpcUrl })
    cleanups.push(legacy.inject())
    const kernel = createKernel({
      chains: [eip155({ networks: [anvilNetwork], rpcUrls: { 31337: [node.rpcUrl] } })],
      storage: memory(),
    })
    cleanups.push(() => kernel.destroy())
    expect(kernel.connectors.all('eip155')).toMatchObject([
      { id: 'injected', type: 'INJECTED', name: 'Browser Wallet' },
    ])
    const connection = await kernel.connections.connect({
      namespace: 'eip155',
      connectorId: 'injected',
    })
    expect(connection.address).toBe(legacy.address)
    // A wallet announcing later replaces the legacy entry only when it is not in use.
    const announced = createTestWallet({ rpcUrl: node.rpcUrl, info: { rdns: 'other.wallet' } })
    cleanups.push(announced.announce())
    expect(kernel.connectors.all('eip155').map((c) => c.id)).toEqual(['injected', 'other.wallet'])
  })
  it('stops listening on destroy', () => {
    const { kernel } = setup()
    kernel.destroy()
    const late = createTestWallet({ rpcUrl: node.rpcUrl, info: { rdns: 'late.wallet' } })
    cleanups.push(late.announce())
    expect(kernel.connectors.all('eip155').map((c) => c.id)).not.toContain('late.wallet')
  })
})

describe('connections through the kernel', () => {
  it('connects with eth_requestAccounts and eth_chainId', async () => {
    const { kernel, wallet, connect } = setup()
    const connection = await connect()
    expect(connection).toMatchObject({
      address: wallet.address,
      caipNetworkId: 'eip155:31337',
      accounts: [{ namespace: 'eip155', address: wallet.address, type: 'eoa' }],
    })
    expect(kernel.connections.getStatus('eip155')).toBe('connected')
    expect(wallet.requests.map((r) => r.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it("rejects with 'User rejected the request.' (4001) and stays disconnected", async () => {
    const { kernel, wallet, connect } = setup()
    wallet.rejectNext()
    await expect(connect()).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected the request.',
      rpcCode: 4001,
    })
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
  })

  it('restores silently with eth_accounts on reload, without a prompt', async () => {
    const storage = memory()
    const wallet = createTestWallet({ rpcUrl: node.rpcUrl })
    const first = setup({ storage, wallet })
    await first.connect()
    first.kernel.destroy()
    wallet.clearRequests()
    const second = setup({ storage, wallet })
    await second.kernel.ready
    expect(second.kernel.connections.get('eip155')?.address).toBe(wallet.address)
    expect(wallet.requests.map((r) => r.method)).toEqual(['eth_accounts', 'eth_chainId'])
  })

  it('restores nothing when the wallet no longer shares an account', async () => {
    const storage = memory()
    const wallet = createTestWallet({ rpcUrl: node.rpcUrl })
    const first = setup({ storage, wallet })
    await first.connect()
    first.kernel.destroy()
    wallet.disconnect()
    wallet.clearRequests()
    const second = setup({ storage, wallet })
    await second.kernel.ready
    expect(second.kernel.connections.getStatus('eip155')).toBe('disconnected')
    expect(wallet.requests.map((r) => r.method)).toEqual(['eth_accounts'])
  })

  it('restores nothing when the wallet is gone (no announcement)', async () => {
    const storage = memory()
    const wallet = createTestWallet({ rpcUrl: node.rpcUrl })
    const first = setup({ storage, wallet })
    await first.connect()
    first.kernel.destroy()
    for (const cleanup of cleanups.splice(0)) cleanup()
    const kernel = createKernel({
      chains: [eip155({ networks: [anvilNetwork], announcementTimeout: 50 })],
      storage,
    })
    cleanups.push(() => kernel.destroy())
    await kernel.ready
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
  })

  it('waits briefly for a wallet that announces late', async () => {
    const storage = memory()
    const wallet = createTestWallet({ rpcUrl: node.rpcUrl })
    const first = setup({ storage, wallet })
    await first.connect()
    first.kernel.destroy()
    for (const cleanup of cleanups.splice(0)) cleanup()
    // The wallet announces once the restore is already waiting for it (its 1 s wait began).
    let waiting = false
    const kernel = createKernel(
      {
        chains: [eip155({ networks: [anvilNetwork], announcementTimeout: 1_000 })],
        storage,
      },
      {
        env: {
          setTimeout: (callback: () => void, ms: number) => {
            if (ms === 1_000) waiting = true
            return setTimeout(callback, ms)
          },
        },
      },
    )
    cleanups.push(() => kernel.destroy())
    await until(() => waiting)
    cleanups.push(wallet.announce())
    await kernel.ready
    expect(kernel.connections.get('eip155')?.address).toBe(wallet.address)
  })

  it('disconnects with wallet_revokePermissions, waiting at most 100 ms', async () => {
    const { kernel, wallet, connect } = setup()
    await connect()
    wallet.stall('wallet_revokePermissions')
    const started = performance.now()
    await kernel.connections.disconnect({ namespace: 'eip155' })
    const elapsed = performance.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(95)
    expect(elapsed).toBeLessThan(400)
    expect(wallet.requests.at(-1)?.method).toBe('wallet_revokePermissions')
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
  })

  it('follows accountsChanged, chainChanged and disconnect from the wallet', async () => {
    const { kernel, wallet, connect } = setup()
    await connect()
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    wallet.emit('accountsChanged', [other.toLowerCase()])
    expect(kernel.connections.get('eip155')?.address).toBe(other)
    wallet.emit('chainChanged', '0x1')
    expect(kernel.connections.get('eip155')?.caipNetworkId).toBe('eip155:1')
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:1')
    wallet.emit('disconnect', { code: 1013, message: 'reconnecting' })
    expect(kernel.connections.getStatus('eip155')).toBe('connected')
    wallet.emit('disconnect', { code: 4900, message: 'gone' })
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
  })

  it('treats an empty accountsChanged as a disconnect', async () => {
    const { kernel, wallet, connect } = setup()
    await connect()
    wallet.emit('accountsChanged', [])
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
  })

  it('marks a wallet on an unconfigured chain as unsupported', async () => {
    const { kernel, wallet, connect } = setup()
    wallet.switchChain(8453, { emit: false })
    const events: boolean[] = []
    kernel.bus.on('networkChanged', ({ supported }) => events.push(supported))
    await connect()
    expect(kernel.connections.get('eip155')?.caipNetworkId).toBe('eip155:8453')
    expect(kernel.networks.isSupported('eip155:8453')).toBe(false)
    expect(events).toContain(false)
  })
})

describe('switching networks', () => {
  it('switches with wallet_switchEthereumChain', async () => {
    const wallet = createTestWallet({
      rpcUrl: node.rpcUrl,
      chains: [{ id: 1, rpcUrl: node.rpcUrl }],
    })
    const { kernel, connect } = setup({ wallet })
    await connect()
    await kernel.networks.switch('eip155:1')
    expect(wallet.chainId).toBe(1)
    expect(kernel.connections.get('eip155')?.caipNetworkId).toBe('eip155:1')
    expect(wallet.requests.map((r) => r.method)).not.toContain('wallet_addEthereumChain')
  })

  it('adds the chain on 4902, then switches', async () => {
    const { kernel, wallet, connect } = setup()
    await connect()
    await kernel.networks.switch('eip155:1')
    expect(wallet.requests.map((r) => r.method).slice(-3)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    const added = wallet.requests.find((r) => r.method === 'wallet_addEthereumChain')
    expect(added?.params).toEqual([
      {
        chainId: '0x1',
        chainName: 'Ethereum',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [...mainnet.rpcUrls.default.http],
        blockExplorerUrls: ['https://etherscan.io'],
      },
    ])
    expect(wallet.chainId).toBe(1)
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:1')
  })

  it("fails with 'Chain is not supported' when adding fails", async () => {
    const { kernel, wallet, connect } = setup()
    await connect()
    wallet.failNext({ method: 'wallet_addEthereumChain' })
    await expect(kernel.networks.switch('eip155:1')).rejects.toMatchObject({
      name: 'ChainNotSupportedError',
      shortMessage: 'Chain is not supported',
    })
    expect(wallet.chainId).toBe(31337)
  })

  it('surfaces a rejected switch as 4001', async () => {
    const wallet = createTestWallet({
      rpcUrl: node.rpcUrl,
      chains: [{ id: 1, rpcUrl: node.rpcUrl }],
    })
    const { kernel, connect } = setup({ wallet })
    await connect()
    wallet.rejectNext()
    await expect(kernel.networks.switch('eip155:1')).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
    expect(kernel.connections.get('eip155')?.caipNetworkId).toBe('eip155:31337')
  })

  it('refuses networks the host did not configure', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    await expect(
      (await adapter()).switchNetwork({ connectorId: wallet.info.rdns, network: base }),
    ).rejects.toMatchObject({
      name: 'ChainNotConfiguredError',
      shortMessage: 'Chain not configured',
    })
  })
})

describe('signing', () => {
  it('signs with personal_sign and verifies (EOA)', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    const eip = await adapter()
    const signature = await eip.signMessage({
      connectorId: wallet.info.rdns,
      address: wallet.address,
      message: 'hello gangway',
    })
    expect(wallet.requests.at(-1)?.method).toBe('personal_sign')
    const verify = (message: string, address: string) =>
      eip.verifySignature({ network: anvilNetwork, address, message, signature })
    expect(await verify('hello gangway', wallet.address)).toBe(true)
    expect(await verify('hello gangway!', wallet.address)).toBe(false)
    expect(await verify('hello gangway', recipient)).toBe(false)
  })

  it('verifies a contract wallet signature through EIP-1271', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    const eip = await adapter()
    const signature = await eip.signMessage({
      connectorId: wallet.info.rdns,
      address: wallet.address,
      message: 'contract wallet',
    })
    const verify = (message: string) =>
      eip.verifySignature({
        network: anvilNetwork,
        address: fixtures.erc1271Wallet,
        message,
        signature,
      })
    expect(await verify('contract wallet')).toBe(true)
    expect(await verify('something else')).toBe(false)
  })

  it('signs typed data with eth_signTypedData_v4', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    const eip = await adapter()
    const typedData = {
      domain: { name: 'Gangway', version: '1', chainId: 31337 },
      types: {
        Mail: [
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: { contents: 'hi', amount: 5n },
    } as const
    const signature = await eip.signTypedData({
      connectorId: wallet.info.rdns,
      address: wallet.address,
      typedData,
    })
    expect(wallet.requests.at(-1)?.method).toBe('eth_signTypedData_v4')
    const client = eip.getPublicClient(anvilNetwork)
    expect(await client.verifyTypedData({ ...typedData, address: wallet.address, signature })).toBe(
      true,
    )
  })

  it('rejects signing with 4001', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    wallet.rejectNext()
    await expect(
      (await adapter()).signMessage({
        connectorId: wallet.info.rdns,
        address: wallet.address,
        message: 'no',
      }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected the request.',
    })
  })
})

describe('transactions', () => {
  it('sends ether and waits for the receipt', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    const eip = await adapter()
    const client = eip.getPublicClient(anvilNetwork)
    const before = await client.getBalance({ address: recipient })
    const hash = await eip.sendTransaction({
      connectorId: wallet.info.rdns,
      address: wallet.address,
      to: recipient,
      value: parseEther('0.5'),
    })
    expect(wallet.requests.map((r) => r.method)).toContain('eth_sendTransaction')
    const { status, receipt } = await eip.waitForReceipt({
      network: anvilNetwork,
      hash,
      pollingInterval: 50,
    })
    expect(status).toBe('success')
    expect(receipt.transactionHash).toBe(hash)
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('0.5'))
  })

  it('sends an ERC-20 transfer', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    const eip = await adapter()
    const client = eip.getPublicClient(anvilNetwork)
    const balanceOf = () =>
      client.readContract({
        address: fixtures.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      })
    const before = await balanceOf()
    const hash = await eip.sendTransaction({
      connectorId: wallet.info.rdns,
      address: wallet.address,
      to: recipient,
      token: { address: fixtures.usdc, amount: eip.parseUnits('12.5', 6) },
    })
    expect(
      (await eip.waitForReceipt({ network: anvilNetwork, hash, pollingInterval: 50 })).status,
    ).toBe('success')
    expect(await balanceOf()).toBe(before + 12_500_000n)
  })

  it('uses a fee multiplier for EIP-1559 fees', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    const eip = await adapter()
    const hash = await eip.sendTransaction({
      connectorId: wallet.info.rdns,
      address: wallet.address,
      to: recipient,
      value: 1n,
      feeMultiplier: 2,
    })
    // Mined first: a transaction fetched while still pending has no block number yet.
    const client = eip.getPublicClient(anvilNetwork)
    const receipt = await waitForReceipt(client, { hash })
    const tx = await client.getTransaction({ hash })
    const block = await client.getBlock({ blockNumber: receipt.blockNumber - 1n })
    expect(tx.maxFeePerGas).toBeGreaterThanOrEqual(block.baseFeePerGas! * 2n)
  })

  it('sends EIP-1559 by default and a legacy transaction when asked (spec-differences 3)', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    const eip = await adapter()
    const client = eip.getPublicClient(anvilNetwork)
    const send = (extra: { type?: 'legacy'; gasPrice?: bigint }) =>
      eip.sendTransaction({
        connectorId: wallet.info.rdns,
        address: wallet.address,
        to: recipient,
        value: 1n,
        ...extra,
      })
    const mined = async (hash: Hex) => {
      await waitForReceipt(client, { hash })
      return client.getTransaction({ hash })
    }
    expect((await mined(await send({}))).type).toBe('eip1559')
    const gasPrice = (await client.getGasPrice()) * 2n
    const legacy = await mined(await send({ type: 'legacy', gasPrice }))
    expect(legacy.type).toBe('legacy')
    expect(legacy.gasPrice).toBe(gasPrice)
  })

  it('reports a mined but reverted transaction as reverted', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    const eip = await adapter()
    const hash = await eip.sendTransaction({
      connectorId: wallet.info.rdns,
      address: wallet.address,
      to: recipient,
      token: { address: fixtures.usdc, amount: 10n ** 30n },
      gas: 100_000n,
    })
    const { status } = await eip.waitForReceipt({
      network: anvilNetwork,
      hash,
      pollingInterval: 50,
    })
    expect(status).toBe('reverted')
  })

  it('surfaces the revert reason before the wallet opens', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    const eip = await adapter()
    wallet.clearRequests()
    const error = await eip
      .sendTransaction({
        connectorId: wallet.info.rdns,
        address: wallet.address,
        to: recipient,
        token: { address: fixtures.usdc, amount: 10n ** 30n },
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'TransactionFailedError',
      reason: 'ERC20: transfer amount exceeds balance',
    })
    expect(String((error as Error).message)).toContain('ERC20: transfer amount exceeds balance')
    expect(wallet.requests.map((r) => r.method)).not.toContain('eth_sendTransaction')
  })

  it('surfaces insufficient funds with its reason', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    const error = await (await adapter())
      .sendTransaction({
        connectorId: wallet.info.rdns,
        address: wallet.address,
        to: recipient,
        value: parseEther('100000000'),
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'TransactionFailedError' })
    expect((error as { shortMessage: string }).shortMessage).toMatch(
      /insufficient|exceeds the balance/i,
    )
  })

  it('checks addresses and fee rules before sending', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    const eip = await adapter()
    const base = { connectorId: wallet.info.rdns, address: wallet.address, value: 1n }
    await expect(eip.sendTransaction({ ...base, to: '0x1234' })).rejects.toMatchObject({
      name: 'InvalidAddressError',
    })
    await expect(
      eip.sendTransaction({ ...base, to: recipient, gasPrice: 1n, maxFeePerGas: 2n }),
    ).rejects.toMatchObject({ name: 'FeeConflictError' })
    await expect(
      eip.sendTransaction({ ...base, to: recipient, network: base as never }),
    ).rejects.toMatchObject({
      name: 'ChainNotConfiguredError',
      shortMessage: 'Chain not configured',
    })
  })

  it('sends EIP-5792 calls and reads their status', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    const eip = await adapter()
    const { id } = await eip.sendCalls({
      connectorId: wallet.info.rdns,
      address: wallet.address,
      network: anvilNetwork,
      calls: [
        { to: recipient, value: 1n },
        { to: recipient, value: 2n, data: '0x' },
      ],
    })
    // Anvil mines at once but may index the receipts a moment later: a bundle reads as
    // pending until then, as it would on any chain.
    let status = await eip.getCallsStatus({ connectorId: wallet.info.rdns, id })
    for (let tries = 0; status.status === 'pending' && tries < 100; tries++)
      status = await eip.getCallsStatus({ connectorId: wallet.info.rdns, id })
    expect(status.status).toBe('success')
    expect(status.receipts).toHaveLength(2)
    await expect(
      eip.sendCalls({
        connectorId: wallet.info.rdns,
        address: wallet.address,
        network: anvilNetwork,
        calls: [{ to: 'abc' }],
      }),
    ).rejects.toMatchObject({ name: 'InvalidCallsError' })
    await expect(
      eip.sendCalls({
        connectorId: wallet.info.rdns,
        address: wallet.address,
        network: anvilNetwork,
        calls: [{ to: recipient, data: 'ff' }],
      }),
    ).rejects.toMatchObject({ name: 'InvalidCallsError' })
  })

  it('returns {} when wallet_getCapabilities fails', async () => {
    const { adapter, wallet, connect } = setup()
    await connect()
    const eip = await adapter()
    const parameters = { connectorId: wallet.info.rdns, address: wallet.address }
    expect(await eip.getCapabilities(parameters)).toEqual({
      31337: { atomic: { status: 'unsupported' } },
    })
    wallet.supportCalls(false)
    expect(await eip.getCapabilities(parameters)).toEqual({})
  })
})

describe('getProvider', () => {
  it("returns the connected wallet's EIP-1193 provider", async () => {
    const wallet = createTestWallet({ rpcUrl: node.rpcUrl })
    cleanups.push(wallet.announce())
    const gangway = createGangway({
      chains: [eip155({ networks: [anvilNetwork], rpcUrls: { 31337: [node.rpcUrl] } })],
      storage: memory(),
    })
    cleanups.push(() => gangway.destroy())
    expect(gangway.getProvider('eip155')).toBeUndefined()
    await gangway.kernel.connections.connect({ namespace: 'eip155', connectorId: wallet.info.rdns })
    const provider = gangway.getProvider('eip155') as typeof wallet.provider
    expect(provider).toBe(wallet.provider)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })
})

void (0 as unknown as Hex)
