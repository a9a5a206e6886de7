// The solana namespace of a WalletConnect session through the kernel's solana adapter: a
// real relay, a real WalletKit wallet (ed25519 keys) and LiteSVM behind a JSON-RPC shim.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { createMemoryStorage, WalletConnectTestWallet } from 'gangway/testing/walletconnect'
import { type Relay, startRelay } from 'gangway/testing/walletconnect'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defineNetwork, eip155 } from '../../../chains/eip155/index.js'
import { AccountNotFoundError } from '../../../chains/solana/errors.js'
import { toSignedTransaction } from '../../../chains/solana/getSessionProvider.js'
import {
  type SolanaAdapter,
  type SolanaProvider,
  solana,
  solanaLocalnet,
} from '../../../chains/solana/index.js'
import { createMemoryBackend, type StorageBackend } from '../../../kernel/internal.js'
import { type Anvil, startAnvil } from '../../support/anvil.js'
import { type LiteSvmRpc, startLiteSvmRpc } from '../../support/litesvmRpc.js'
import { pairWallet, startDapp, startPhone } from '../../support/walletConnectHarness.js'

const SOL = 1_000_000_000n
let relay: Relay
let node: LiteSvmRpc
let anvil: Anvil
const cleanups: (() => Promise<void> | void)[] = []

beforeAll(async () => {
  ;[relay, node, anvil] = await Promise.all([
    startRelay({ pingInterval: 2_000 }),
    startLiteSvmRpc(),
    startAnvil({ chainId: 31337 }),
  ])
})
afterAll(async () => {
  await Promise.all([relay?.stop(), node?.stop(), anvil?.stop()])
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const _memory = createMemoryBackend

type Setup = {
  storage?: StorageBackend
  wcStorage?: ReturnType<typeof createMemoryStorage>
  prefix?: string
  withEip155?: boolean
}

function setup(parameters: Setup = {}) {
  const started = startDapp({
    ...parameters,
    relayUrl: relay.url,
    chains: [
      parameters.withEip155 &&
        eip155({
          networks: [
            defineNetwork({
              id: 31337,
              name: 'Anvil',
              nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              rpcUrls: { default: { http: [anvil.rpcUrl] } },
            }),
          ],
        }),
      solana({
        networks: [solanaLocalnet],
        rpcUrls: { [solanaLocalnet.caipNetworkId]: [node.url] },
        confirmationTimeout: 10_000,
      }),
    ],
    cleanups,
  })
  const adapter = () => started.kernel.chains.load('solana') as Promise<SolanaAdapter>
  return { ...started, adapter }
}

const wallet = (
  parameters: { solanaSeed?: Uint8Array; solanaAnswersTransaction?: boolean } = {},
): Promise<WalletConnectTestWallet> =>
  startPhone(
    {
      relayUrl: relay.url,
      chains: { 31337: anvil.rpcUrl },
      solanaSeed: parameters.solanaSeed ?? ed25519.utils.randomPrivateKey(),
      solanaAnswersTransaction: parameters.solanaAnswersTransaction,
    },
    cleanups,
  )

const pair = pairWallet

/** A SOL transfer from `from` as wire bytes, unsigned. */
async function transfer(from: string, lamports: bigint) {
  const to = (await generateKeyPairSigner()).address
  const { value } = await (await import('@solana/kit'))
    .createSolanaRpc(node.url)
    .getLatestBlockhash()
    .send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(value, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(address(from)),
            destination: to,
            amount: lamports,
          }),
        ],
        m,
      ),
  )
  return { to, bytes: new Uint8Array(getTransactionEncoder().encode(compileTransaction(message))) }
}

describe('WalletConnect solana namespace through the solana adapter', () => {
  it('pairs: the session joins the kernel as a solana connection on localnet', async () => {
    const { kernel } = setup()
    const phone = await wallet()
    await pair(kernel, phone)
    const connection = kernel.connections.get('solana')
    expect(connection).toMatchObject({
      address: phone.solanaAddress,
      caipNetworkId: 'solana:localnet',
      connector: { id: 'walletConnect', type: 'WALLET_CONNECT' },
    })
    const session = phone.kit.getActiveSessions()[phone.topic!]
    expect(session?.namespaces.solana?.chains).toEqual(['solana:localnet'])
    // The session's accounts were approved while pairing: connecting asks the wallet nothing.
    expect(phone.requests).toEqual([])
  })

  it('solana_signMessage: a verifiable ed25519 signature of the message bytes', async () => {
    const { kernel, adapter } = setup()
    const phone = await wallet()
    await pair(kernel, phone)
    const solanaAdapter = await adapter()
    const signature = await solanaAdapter.signMessage({
      connectorId: 'walletConnect',
      address: phone.solanaAddress,
      message: 'gm from gangway',
    })
    expect(
      ed25519.verify(
        base58.decode(signature as string),
        new TextEncoder().encode('gm from gangway'),
        base58.decode(phone.solanaAddress),
      ),
    ).toBe(true)
    const call = phone.calls.find((c) => c.method === 'solana_signMessage')
    expect(call?.params).toEqual({
      message: base58.encode(new TextEncoder().encode('gm from gangway')),
      pubkey: phone.solanaAddress,
    })
    expect(call?.chainId).toBe('solana:localnet')
  })

  it('solana_signTransaction: sends SOL on LiteSVM (the wallet signs, Gangway sends)', async () => {
    const { kernel, adapter } = setup()
    const phone = await wallet()
    node.airdrop(phone.solanaAddress, 2n * SOL)
    await pair(kernel, phone)
    const to = (await generateKeyPairSigner()).address
    const solanaAdapter = await adapter()
    const signature = await solanaAdapter.sendTransaction({
      connectorId: 'walletConnect',
      address: phone.solanaAddress,
      to,
      value: SOL / 4n,
    })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(node.svm.getBalance(to)).toBe(SOL / 4n)
    // The wallet did not approve solana_signAndSendTransaction: it signed only.
    expect(phone.requests).toEqual(['solana_signTransaction'])
    const [call] = phone.calls
    expect(Object.keys(call?.params as object)).toEqual(['transaction'])
  })

  it('the host provider signs through the session; a { transaction } answer works too', async () => {
    const { kernel, adapter } = setup()
    const phone = await wallet({ solanaAnswersTransaction: true })
    node.airdrop(phone.solanaAddress, SOL)
    await pair(kernel, phone)
    const provider = (await adapter()).getProvider({
      connectorId: 'walletConnect',
    }) as SolanaProvider
    expect(provider.address).toBe(phone.solanaAddress)
    const { bytes } = await transfer(phone.solanaAddress, 1_000n)
    const signed = getTransactionDecoder().decode(await provider.signTransaction(bytes))
    const own = signed.signatures[address(phone.solanaAddress)]
    expect(own).toBeTruthy()
    const publicKey = await getPublicKeyFromAddress(address(phone.solanaAddress))
    expect(await verifySignature(publicKey, own!, signed.messageBytes)).toBe(true)

    // Several transactions: one solana_signAllTransactions prompt.
    const [one, two] = await Promise.all([
      transfer(phone.solanaAddress, 1_000n),
      transfer(phone.solanaAddress, 2_000n),
    ])
    const all = await provider.signAllTransactions([one!.bytes, two!.bytes])
    expect(all).toHaveLength(2)
    expect(phone.requests).toEqual(['solana_signTransaction', 'solana_signAllTransactions'])
  })

  it('a declined request is UserRejectedRequestError', async () => {
    const { kernel, adapter } = setup()
    const phone = await wallet()
    await pair(kernel, phone)
    phone.rejectRequests(true)
    await expect(
      (await adapter()).signMessage({
        connectorId: 'walletConnect',
        address: phone.solanaAddress,
        message: 'no',
      }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  })

  it('an eip155 + solana session becomes two kernel connections; disconnect ends both', async () => {
    const { kernel } = setup({ withEip155: true })
    const phone = await wallet()
    await pair(kernel, phone)
    expect(kernel.connections.get('eip155')).toMatchObject({
      address: phone.address,
      connector: { id: 'walletConnect' },
    })
    expect(kernel.connections.get('solana')).toMatchObject({
      address: phone.solanaAddress,
      connector: { id: 'walletConnect' },
    })
    expect(
      kernel.connections
        .all()
        .map((c) => c.namespace)
        .sort(),
    ).toEqual(['eip155', 'solana'])
    await kernel.connections.disconnect()
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
    expect(kernel.connections.getStatus('solana')).toBe('disconnected')
  })

  it('restores the solana connection on reload without a new pairing', async () => {
    const first = setup()
    const phone = await wallet()
    await pair(first.kernel, phone)
    const proposals = relay.calls.filter((c) => c.method === 'wc_proposeSession').length
    const again = setup({
      storage: first.storage,
      wcStorage: first.wcStorage,
      prefix: first.prefix,
    })
    await again.kernel.ready
    expect(again.kernel.connections.get('solana')).toMatchObject({
      address: phone.solanaAddress,
      connector: { id: 'walletConnect', type: 'WALLET_CONNECT' },
    })
    const signature = await (await again.adapter()).signMessage({
      connectorId: 'walletConnect',
      address: phone.solanaAddress,
      message: 'restored',
    })
    // The restored session signs for real: a valid ed25519 signature by the wallet's key.
    expect(
      ed25519.verify(
        base58.decode(signature),
        new TextEncoder().encode('restored'),
        base58.decode(phone.solanaAddress),
      ),
    ).toBe(true)
    expect(relay.calls.filter((c) => c.method === 'wc_proposeSession')).toHaveLength(proposals)
  })
})

describe('toSignedTransaction', () => {
  it('writes a returned signature into the signer slot; refuses a stranger or a bad signature', async () => {
    const seed = ed25519.utils.randomPrivateKey()
    const signer = base58.encode(ed25519.getPublicKey(seed))
    const { bytes } = await transfer(signer, 1n)
    const decoded = getTransactionDecoder().decode(bytes)
    const signature = ed25519.sign(new Uint8Array(decoded.messageBytes), seed)
    const signed = getTransactionDecoder().decode(
      toSignedTransaction(bytes, { answer: { signature: base58.encode(signature) }, signer }),
    )
    expect(signed.signatures[address(signer)]).toEqual(signature)
    expect(signed.messageBytes).toEqual(decoded.messageBytes)
    const stranger = (await generateKeyPairSigner()).address
    expect(() =>
      toSignedTransaction(bytes, {
        answer: { signature: base58.encode(signature) },
        signer: stranger,
      }),
    ).toThrow(AccountNotFoundError)
    expect(() => toSignedTransaction(bytes, { answer: { signature: 'abc' }, signer })).toThrow(
      /malformed/,
    )
    expect(() => toSignedTransaction(bytes, { answer: {}, signer })).toThrow(/neither/)
  })
})
