// @vitest-environment happy-dom
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { createSolanaTestWallet, type SolanaTestWallet } from 'gangway/testing/solana'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type SolanaAdapter,
  type SolanaProvider,
  solana,
  solanaDevnet,
  solanaLocalnet,
} from '../../../chains/solana/index.js'
import { createGangway } from '../../../index.js'
import {
  createKernel,
  createMemoryBackend,
  type KernelInstance,
  type StorageBackend,
} from '../../../kernel/internal.js'
import {
  type LiteSvmRpc,
  startLiteSvmRpc,
  token2022ProgramAddress,
} from '../../support/litesvmRpc.js'

// kit's Node build hands its AbortSignals and WebSocket channels (subclasses of the global
// EventTarget) to events.setMaxListeners, which accepts Node's own event targets or objects
// with a setMaxListeners method; happy-dom's are neither. Browsers get kit's browser build.
for (const target of [EventTarget, AbortSignal])
  Object.assign(target.prototype, { setMaxListeners() {} })

const SOL = 1_000_000_000n
let node: LiteSvmRpc
let mint: { mint: Address; mintTo(owner: string, amount: bigint): Promise<Address> }
let mint2022: { mint: Address; mintTo(owner: string, amount: bigint): Promise<Address> }
const cleanups: (() => void)[] = []

beforeAll(async () => {
  node = await startLiteSvmRpc()
  mint = await node.createMint({ decimals: 6 })
  mint2022 = await node.createMint({ decimals: 9, programAddress: token2022ProgramAddress })
})
afterAll(async () => {
  await node?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

const memory = createMemoryBackend

async function fundedWallet(parameters: { sol?: bigint; withoutSignAndSend?: boolean } = {}) {
  const wallet = await createSolanaTestWallet({
    rpcUrl: node.url,
    withoutSignAndSend: parameters.withoutSignAndSend,
  })
  if (parameters.sol !== 0n) node.airdrop(wallet.address, parameters.sol ?? 10n * SOL)
  return wallet
}

function setup(
  parameters: {
    wallet: SolanaTestWallet
    storage?: StorageBackend
    now?: () => number
    register?: boolean
  } = {} as never,
) {
  const { wallet } = parameters
  if (parameters.register !== false) cleanups.push(wallet.register())
  const kernel: KernelInstance = createKernel(
    {
      chains: [
        solana({
          networks: [solanaLocalnet, solanaDevnet],
          rpcUrls: { [solanaLocalnet.caipNetworkId]: [node.url] },
          tokens: { localnet: [{ address: mint.mint, name: 'Test USD', symbol: 'TUSD' }] },
          registrationTimeout: 100,
          confirmationTimeout: 10_000,
        }),
      ],
      storage: parameters.storage ?? memory(),
      logLevel: (process.env.LOG_LEVEL as 'silent') ?? 'silent',
    },
    parameters.now ? { env: { now: parameters.now } } : {},
  )
  cleanups.push(() => kernel.destroy())
  const adapter = () => kernel.chains.load('solana') as Promise<SolanaAdapter>
  const connect = () =>
    kernel.connections.connect({ namespace: 'solana', connectorId: wallet.wallet.name })
  return { wallet, kernel, adapter, connect, connectorId: wallet.wallet.name }
}

const newAddress = async () => (await generateKeyPairSigner()).address

describe('discovery (Wallet Standard)', () => {
  it('lists a registered Solana wallet as an ANNOUNCED connector', async () => {
    const { kernel, wallet } = setup({ wallet: await fundedWallet({ sol: 0n }) })
    expect(kernel.connectors.all('solana')).toEqual([
      {
        id: 'Gangway Solana Wallet',
        name: 'Gangway Solana Wallet',
        type: 'ANNOUNCED',
        namespace: 'solana',
        imageUrl: wallet.wallet.icon,
      },
    ])
  })

  it('finds a wallet that registers after the page started, and drops it when it unregisters', async () => {
    const wallet = await fundedWallet({ sol: 0n })
    const { kernel } = setup({ wallet, register: false })
    expect(kernel.connectors.all('solana')).toEqual([])
    const unregister = wallet.register()
    expect(kernel.connectors.all('solana').map((c) => c.id)).toEqual(['Gangway Solana Wallet'])
    unregister()
    expect(kernel.connectors.all('solana')).toEqual([])
  })

  it('ignores wallets without a solana chain or without standard:connect', async () => {
    const { kernel } = setup({ wallet: await fundedWallet({ sol: 0n }) })
    const base = { version: '1.0.0', icon: 'data:image/svg+xml;base64,AA==', accounts: [] } as const
    const evmOnly = {
      ...base,
      name: 'EVM only',
      chains: ['eip155:1'],
      features: { 'standard:connect': {} },
    } as unknown as Wallet
    const noConnect = {
      ...base,
      name: 'No connect',
      chains: ['solana:mainnet'],
      features: {},
    } as unknown as Wallet
    cleanups.push(getWallets().register(evmOnly, noConnect))
    expect(kernel.connectors.all('solana').map((c) => c.id)).toEqual(['Gangway Solana Wallet'])
  })
})

describe('connections through the kernel', () => {
  it('connects with standard:connect on the active solana network', async () => {
    const { kernel, wallet, connect } = setup({ wallet: await fundedWallet({ sol: 0n }) })
    const connection = await connect()
    expect(connection).toMatchObject({
      address: wallet.address,
      caipNetworkId: 'solana:localnet',
      accounts: [{ namespace: 'solana', address: wallet.address, type: 'eoa' }],
    })
    expect(kernel.connections.getStatus('solana')).toBe('connected')
    expect(wallet.requests).toEqual([{ feature: 'standard:connect', input: {} }])
  })

  it("rejects with 'User rejected the request.' and stays disconnected", async () => {
    const { kernel, wallet, connect } = setup({ wallet: await fundedWallet({ sol: 0n }) })
    wallet.rejectNext()
    await expect(connect()).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected the request.',
    })
    expect(kernel.connections.getStatus('solana')).toBe('disconnected')
  })

  it('restores silently on reload with standard:connect { silent: true }', async () => {
    const storage = memory()
    const wallet = await fundedWallet({ sol: 0n })
    const first = setup({ wallet, storage })
    await first.connect()
    first.kernel.destroy()
    wallet.clearRequests()
    const second = setup({ wallet, storage, register: false })
    await second.kernel.ready
    expect(second.kernel.connections.getStatus('solana')).toBe('connected')
    expect(second.kernel.connections.get('solana')?.address).toBe(wallet.address)
    expect(wallet.requests).toEqual([{ feature: 'standard:connect', input: { silent: true } }])
  })

  it('stays disconnected on reload when the wallet no longer allows the site', async () => {
    const storage = memory()
    const wallet = await fundedWallet({ sol: 0n })
    const first = setup({ wallet, storage })
    await first.connect()
    first.kernel.destroy()
    wallet.disconnect()
    const second = setup({ wallet, storage, register: false })
    await second.kernel.ready
    expect(second.kernel.connections.getStatus('solana')).toBe('disconnected')
  })

  it('ends the connection when the wallet emits change with no accounts', async () => {
    const { kernel, wallet, connect } = setup({ wallet: await fundedWallet({ sol: 0n }) })
    await connect()
    wallet.disconnect()
    expect(kernel.connections.getStatus('solana')).toBe('disconnected')
  })

  it('switches clusters without asking the wallet', async () => {
    const { kernel, wallet, connect } = setup({ wallet: await fundedWallet({ sol: 0n }) })
    await connect()
    wallet.clearRequests()
    await kernel.networks.switch(solanaDevnet.caipNetworkId)
    expect(kernel.connections.get('solana')?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(kernel.networks.getActive('solana')).toBe(solanaDevnet)
    expect(wallet.requests).toEqual([])
  })

  it('disconnects with standard:disconnect', async () => {
    const { kernel, wallet, connect } = setup({ wallet: await fundedWallet({ sol: 0n }) })
    await connect()
    await kernel.connections.disconnect({ namespace: 'solana' })
    expect(kernel.connections.getStatus('solana')).toBe('disconnected')
    expect(wallet.authorized).toBe(false)
    expect(wallet.requests.map((r) => r.feature)).toEqual([
      'standard:connect',
      'standard:disconnect',
    ])
  })
})

describe('balances', () => {
  it('reads SOL, SPL and Token-2022 balances in three RPC calls, then from the 30 s cache', async () => {
    const wallet = await fundedWallet({ sol: 2n * SOL })
    await mint.mintTo(wallet.address, 1_500_000n)
    await mint2022.mintTo(wallet.address, 2_000_000_000n)
    const { adapter } = setup({ wallet })
    const solanaAdapter = await adapter()
    node.clearRequests()
    const balances = await solanaAdapter.getBalances({
      address: wallet.address,
      network: solanaLocalnet,
    })
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        caipNetworkId: 'solana:localnet',
        value: 2n * SOL,
        decimals: 9,
        formatted: '2',
      },
      {
        name: 'Test USD',
        symbol: 'TUSD',
        caipNetworkId: 'solana:localnet',
        address: mint.mint,
        value: 1_500_000n,
        decimals: 6,
        formatted: '1.5',
      },
      expect.objectContaining({
        address: mint2022.mint,
        value: 2_000_000_000n,
        decimals: 9,
        formatted: '2',
      }),
    ])
    expect(node.requests.map((r) => r.method).sort()).toEqual([
      'getBalance',
      'getTokenAccountsByOwner',
      'getTokenAccountsByOwner',
    ])
    node.clearRequests()
    await solanaAdapter.getBalances({ address: wallet.address, network: solanaLocalnet })
    expect(node.requests).toEqual([])
  })

  it("fails with 'Token Balance Unavailable' and does not retry for 30 s", async () => {
    let clock = 1_000_000
    const wallet = await fundedWallet({ sol: SOL })
    const { adapter } = setup({ wallet, now: () => clock })
    const solanaAdapter = await adapter()
    node.failMethods(['getBalance'])
    try {
      await expect(
        solanaAdapter.getBalances({ address: wallet.address, network: solanaLocalnet }),
      ).rejects.toMatchObject({
        name: 'BalanceUnavailableError',
        shortMessage: 'Token Balance Unavailable',
      })
      node.failMethods([])
      node.clearRequests()
      clock += 29_000
      await expect(
        solanaAdapter.getBalances({ address: wallet.address, network: solanaLocalnet }),
      ).rejects.toMatchObject({ name: 'BalanceUnavailableError' })
      expect(node.requests).toEqual([])
      clock += 2_000
      const [sol] = await solanaAdapter.getBalances({
        address: wallet.address,
        network: solanaLocalnet,
      })
      expect(sol?.value).toBe(SOL)
    } finally {
      node.failMethods([])
    }
  })
})

describe('sending', () => {
  it('sends SOL through signAndSendTransaction and waits for the confirmation', async () => {
    const wallet = await fundedWallet()
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    const to = await newAddress()
    node.clearRequests()
    const signature = await (await adapter()).sendTransaction({
      connectorId,
      address: wallet.address,
      to,
      value: SOL / 2n,
      options: { skipPreflight: true, maxRetries: 3, preflightCommitment: 'processed' },
    })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(node.svm.getBalance(address(to))).toBe(SOL / 2n)
    expect(wallet.requests.at(-1)?.feature).toBe('solana:signAndSendTransaction')
    const methods = node.requests.map((r) => r.method)
    expect(methods).toContain('simulateTransaction')
    expect(methods).toContain('signatureSubscribe')
    const sent = node.requests.find((r) => r.method === 'sendTransaction')
    expect(sent?.params[1]).toMatchObject({
      skipPreflight: true,
      maxRetries: 3,
      preflightCommitment: 'processed',
    })
  })

  it("sends SPL tokens, creating the recipient's associated token account", async () => {
    const wallet = await fundedWallet()
    await mint.mintTo(wallet.address, 5_000_000n)
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    const to = await newAddress()
    expect(await node.getTokenBalance({ owner: to, mint: mint.mint })).toBe(0n)
    await (await adapter()).sendTransaction({
      connectorId,
      address: wallet.address,
      to,
      token: { address: mint.mint, amount: 1_250_000n },
    })
    expect(await node.getTokenBalance({ owner: to, mint: mint.mint })).toBe(1_250_000n)
    expect(await node.getTokenBalance({ owner: wallet.address, mint: mint.mint })).toBe(3_750_000n)
    // A second transfer finds the account and does not create it again.
    await (await adapter()).sendTransaction({
      connectorId,
      address: wallet.address,
      to,
      token: { address: mint.mint, amount: 250_000n },
    })
    expect(await node.getTokenBalance({ owner: to, mint: mint.mint })).toBe(1_500_000n)
  })

  it('sends Token-2022 tokens', async () => {
    const wallet = await fundedWallet()
    await mint2022.mintTo(wallet.address, 3_000_000_000n)
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    const to = await newAddress()
    await (await adapter()).sendTransaction({
      connectorId,
      address: wallet.address,
      to,
      token: { address: mint2022.mint, amount: 1_000_000_000n },
    })
    expect(
      await node.getTokenBalance({
        owner: to,
        mint: mint2022.mint,
        programAddress: token2022ProgramAddress,
      }),
    ).toBe(1_000_000_000n)
  })

  it('signs with solana:signTransaction and sends itself when the wallet cannot send', async () => {
    const wallet = await fundedWallet({ withoutSignAndSend: true })
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    const to = await newAddress()
    await (await adapter()).sendTransaction({
      connectorId,
      address: wallet.address,
      to,
      value: 1_000_000n,
    })
    expect(node.svm.getBalance(address(to))).toBe(1_000_000n)
    expect(wallet.requests.at(-1)?.feature).toBe('solana:signTransaction')
  })

  it('refuses a transfer above the balance in words, before the wallet opens', async () => {
    const wallet = await fundedWallet({ sol: SOL })
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    wallet.clearRequests()
    const error = await (await adapter())
      .sendTransaction({
        connectorId,
        address: wallet.address,
        to: await newAddress(),
        value: 5n * SOL,
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'TransactionFailedError',
      shortMessage: expect.stringMatching(
        /^Not enough SOL: the account has 0\.99\d* SOL and this transfer needs 5 SOL\.$/,
      ),
    })
    expect((error as { logs: string[] }).logs.length).toBeGreaterThan(0)
    expect(wallet.requests).toEqual([])
  })

  it('refuses a token transfer above the token balance in words', async () => {
    const wallet = await fundedWallet()
    await mint.mintTo(wallet.address, 100n)
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    await expect(
      (await adapter()).sendTransaction({
        connectorId,
        address: wallet.address,
        to: await newAddress(),
        token: { address: mint.mint, amount: 101n },
      }),
    ).rejects.toMatchObject({
      name: 'TransactionFailedError',
      shortMessage: 'Not enough tokens for this transfer.',
    })
  })

  it('says when a transfer would leave the new account below the rent-exempt minimum', async () => {
    const wallet = await fundedWallet()
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    await expect(
      (await adapter()).sendTransaction({
        connectorId,
        address: wallet.address,
        to: await newAddress(),
        value: 1_000n,
      }),
    ).rejects.toMatchObject({
      name: 'TransactionFailedError',
      shortMessage:
        'The transfer would leave an account below the minimum balance it must keep (rent).',
    })
  })

  it('says when the paying account has no SOL at all', async () => {
    const wallet = await fundedWallet({ sol: 0n })
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    await expect(
      (await adapter()).sendTransaction({
        connectorId,
        address: wallet.address,
        to: await newAddress(),
        value: 1n,
      }),
    ).rejects.toMatchObject({
      name: 'TransactionFailedError',
      shortMessage: 'The paying account has no SOL on this network.',
    })
  })

  it('turns a declined transfer into UserRejectedRequestError and sends nothing', async () => {
    const wallet = await fundedWallet()
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    const to = await newAddress()
    wallet.rejectNext()
    await expect(
      (await adapter()).sendTransaction({
        connectorId,
        address: wallet.address,
        to,
        value: SOL,
      }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected the request.',
    })
    expect(node.svm.getBalance(address(to))).toBeNull()
  })

  it('rejects bad addresses and unknown mints with typed errors', async () => {
    const wallet = await fundedWallet()
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    const solanaAdapter = await adapter()
    for (const to of ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'short', 'O0Il'.repeat(10)])
      await expect(
        solanaAdapter.sendTransaction({ connectorId, address: wallet.address, to, value: 1n }),
      ).rejects.toMatchObject({ name: 'InvalidAddressError', shortMessage: 'Address invalid' })
    await expect(
      solanaAdapter.sendTransaction({
        connectorId,
        address: wallet.address,
        to: await newAddress(),
        token: { address: await newAddress(), amount: 1n },
      }),
    ).rejects.toMatchObject({ name: 'TokenMintNotFoundError' })
  })
})

describe('signing', () => {
  it('signs a message with an ed25519 signature that verifies against the address', async () => {
    const wallet = await fundedWallet({ sol: 0n })
    const { kernel, connect, connectorId } = setup({ wallet })
    await connect()
    const adapter = await kernel.chains.load('solana')
    const signature = await adapter.signMessage({
      connectorId,
      address: wallet.address,
      message: 'Sign in to Gangway',
    })
    const bytes = getBase58Encoder().encode(signature)
    expect(bytes).toHaveLength(64)
    const key = await getPublicKeyFromAddress(address(wallet.address))
    const message = new TextEncoder().encode('Sign in to Gangway')
    expect(await verifySignature(key, bytes as never, message)).toBe(true)
    expect(await verifySignature(key, bytes as never, new TextEncoder().encode('other'))).toBe(
      false,
    )
  })

  it('turns a declined signature into UserRejectedRequestError', async () => {
    const wallet = await fundedWallet({ sol: 0n })
    const { kernel, connect, connectorId } = setup({ wallet })
    await connect()
    wallet.rejectNext()
    await expect(
      (await kernel.chains.load('solana')).signMessage({
        connectorId,
        address: wallet.address,
        message: 'hi',
      }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  })

  it("gives hosts the connected wallet through gangway.getProvider('solana')", async () => {
    const wallet = await fundedWallet()
    cleanups.push(wallet.register())
    const gangway = createGangway({
      chains: [
        solana({
          networks: [solanaLocalnet],
          rpcUrls: { [solanaLocalnet.caipNetworkId]: [node.url] },
        }),
      ],
      storage: memory(),
      logLevel: (process.env.LOG_LEVEL as 'silent') ?? 'silent',
    })
    cleanups.push(() => gangway.destroy())
    expect(gangway.getProvider('solana')).toBeUndefined()
    await gangway.kernel.connections.connect({
      namespace: 'solana',
      connectorId: wallet.wallet.name,
    })
    const provider = gangway.getProvider('solana') as SolanaProvider
    expect(provider.address).toBe(wallet.address)
    expect(provider.wallet).toBe(wallet.wallet)

    const signature = await provider.signMessage('hello')
    const key = await getPublicKeyFromAddress(address(wallet.address))
    expect(await verifySignature(key, signature as never, new TextEncoder().encode('hello'))).toBe(
      true,
    )

    const build = async (to: Address, amount: bigint) => {
      const { value } = await (await import('@solana/kit'))
        .createSolanaRpc(node.url)
        .getLatestBlockhash()
        .send()
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(address(wallet.address), m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(value, m),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: createNoopSigner(address(wallet.address)),
                destination: to,
                amount,
              }),
            ],
            m,
          ),
      )
      return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
    }
    const first = await newAddress()
    const second = await newAddress()
    const signed = await provider.signAllTransactions([
      await build(first, 7n),
      await build(second, 9n),
    ])
    expect(signed).toHaveLength(2)
    for (const bytes of signed) {
      const transaction = getTransactionDecoder().decode(bytes) as Transaction
      expect(transaction.signatures[address(wallet.address)]).toBeInstanceOf(Uint8Array)
    }

    const sent = await provider.signAndSendTransaction(await build(first, 1_000_000n))
    expect(sent).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(node.svm.getBalance(first)).toBe(1_000_000n)
  })
})

describe('addresses and links', () => {
  it('validates addresses: base58, 32 to 44 characters, 32 bytes', async () => {
    const { adapter } = setup({ wallet: await fundedWallet({ sol: 0n }) })
    const { validateAddress } = await adapter()
    expect(validateAddress('11111111111111111111111111111111')).toBe(true)
    expect(validateAddress('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')).toBe(true)
    expect(validateAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(validateAddress('1111111111111111111111111111111')).toBe(false)
    expect(validateAddress('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEbO')).toBe(false)
    expect(validateAddress('2222222222222222222222222222222222222222222')).toBe(false)
  })

  it('links to the explorer with the cluster kept', async () => {
    const { adapter } = setup({ wallet: await fundedWallet({ sol: 0n }) })
    const solanaAdapter = await adapter()
    expect(solanaAdapter.getAddressExplorerUrl({ address: 'abc', network: solanaDevnet })).toBe(
      'https://explorer.solana.com/address/abc?cluster=devnet',
    )
    expect(solanaAdapter.getTransactionExplorerUrl({ hash: 'sig', network: solanaDevnet })).toBe(
      'https://explorer.solana.com/tx/sig?cluster=devnet',
    )
  })
})
