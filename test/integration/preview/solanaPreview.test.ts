// Issue 33 on LiteSVM: what a Solana request will do, before anyone signs. The preview runs
// through the kernel's `previewRequest` and the solana adapter on the local node's JSON-RPC
// (simulateTransaction with the visitor's accounts), as ApproveTransaction and Send call it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  AuthorityType,
  getApproveInstruction,
  getSetAuthorityInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { solana, solanaLocalnet } from '../../../chains/solana/index.js'
import {
  createKernel,
  createMemoryBackend,
  type PreviewTarget,
  previewRequest,
  type TransactionPreview,
} from '../../../kernel/internal.js'
import { type LiteSvmRpc, startLiteSvmRpc } from '../../support/litesvmRpc.js'

const SOL = 1_000_000_000n
const maxU64 = 2n ** 64n - 1n
let node: LiteSvmRpc
let visitor: Address
let bob: Address
let attacker: Address
let mint: Address
let visitorAta: Address
let bobAta: Address
const cleanups: (() => void | Promise<void>)[] = []

beforeAll(async () => {
  node = await startLiteSvmRpc()
  const keys = await Promise.all([0, 1, 2].map(() => generateKeyPairSigner()))
  ;[visitor, bob, attacker] = keys.map((key) => key.address) as [Address, Address, Address]
  node.airdrop(visitor, 10n * SOL)
  node.airdrop(bob, 10n * SOL)
  node.airdrop(attacker, 10n * SOL)
  const created = await node.createMint({ decimals: 6 })
  mint = created.mint
  visitorAta = await created.mintTo(visitor, 5_000_000n)
  bobAta = await created.mintTo(bob, 1n)
})
afterAll(async () => {
  await node?.stop()
})
afterEach(async () => {
  node.failMethods([])
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A kernel with the solana chain on `url` (the node, or a proxy in front of it). */
function preview(target: PreviewTarget, url = node.url): Promise<TransactionPreview> {
  const kernel = createKernel({
    chains: [
      solana({
        networks: [solanaLocalnet],
        rpcUrls: { [solanaLocalnet.caipNetworkId]: [url] },
        tokens: { localnet: [{ address: mint, name: 'Test USD', symbol: 'TUSD' }] },
      }),
    ],
    storage: createMemoryBackend(),
    logLevel: 'silent',
  })
  cleanups.push(() => kernel.destroy())
  return previewRequest(kernel, {
    caipNetworkId: solanaLocalnet.caipNetworkId,
    from: visitor,
    ...target,
  } as Parameters<typeof previewRequest>[1])
}

/** The request a dapp sends: an unsigned wire transaction, base64, paid by the visitor. */
function request(instructions: readonly Instruction[]): PreviewTarget {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(visitor, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: node.svm.latestBlockhash() as never,
          lastValidBlockHeight: node.svm.getClock().slot + 150n,
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const transaction = getBase64Decoder().decode(
    getTransactionEncoder().encode(compileTransaction(message)),
  )
  return { request: { method: 'solana_signAndSendTransaction', params: { transaction } } }
}

const signer = (address: Address) => createNoopSigner(address)
const transferSol = (from: Address, to: Address, amount: bigint) =>
  getTransferSolInstruction({ source: signer(from), destination: to, amount })
const transferTokens = (source: Address, destination: Address, owner: Address, amount: bigint) =>
  getTransferCheckedInstruction({
    source,
    mint,
    destination,
    authority: signer(owner),
    amount,
    decimals: 6,
  })

describe('Solana transaction preview on LiteSVM (simulateTransaction)', () => {
  it('a SOL transfer: the SOL that leaves, to whom, and the fee set apart', async () => {
    const result = await preview(request([transferSol(visitor, bob, SOL / 4n)]))
    expect(result.confidence).toBe('simulated')
    expect(result.failure).toBeUndefined()
    expect(result.send).toEqual([
      {
        asset: { kind: 'native', symbol: 'SOL', name: 'Solana', decimals: 9, flags: [] },
        amount: 250_000_000n,
        counterparty: bob,
      },
    ])
    expect(result.receive).toEqual([])
    expect(result.fee?.amount).toBe(5000n)
    expect(result.warnings).toEqual([])
    expect(result.actions[0]).toMatchObject({
      functionName: 'transfer',
      to: '11111111111111111111111111111111',
    })
  })

  it('an SPL transfer: tokens out with the mint decimals read from the chain, SOL in', async () => {
    // The visitor pays 1.5 TUSD; bob pays 0.1 SOL back in the same transaction.
    const result = await preview(
      request([
        transferTokens(visitorAta, bobAta, visitor, 1_500_000n),
        transferSol(bob, visitor, SOL / 10n),
      ]),
    )
    expect(result.confidence).toBe('simulated')
    expect(result.failure).toBeUndefined()
    expect(result.send).toEqual([
      {
        asset: {
          kind: 'token',
          address: mint,
          symbol: 'TUSD',
          name: 'Test USD',
          decimals: 6,
          flags: [],
        },
        amount: 1_500_000n,
        counterparty: bob,
      },
    ])
    expect(result.receive).toEqual([
      {
        asset: expect.objectContaining({ kind: 'native', symbol: 'SOL' }),
        amount: SOL / 10n,
        counterparty: bob,
      },
    ])
  })

  it("an SPL transfer to someone without a token account: the account's rent is paid too", async () => {
    const carol = (await generateKeyPairSigner()).address
    const result = await preview({ transfer: { to: carol, amount: 2_000_000n, token: mint } })
    expect(result.confidence).toBe('simulated')
    expect(result.failure).toBeUndefined()
    const [rent, tokens] = [
      result.send.find((c) => c.asset.kind === 'native'),
      result.send.find((c) => c.asset.kind === 'token'),
    ]
    expect(tokens).toMatchObject({ amount: 2_000_000n, asset: { address: mint, decimals: 6 } })
    expect(rent?.amount).toBe(node.svm.minimumBalanceForRentExemption(165n))
  })

  it('a delegate approval of the largest amount is flagged unlimited, a limited one is not', async () => {
    const spender = (await generateKeyPairSigner()).address
    const unlimited = await preview(
      request([
        getApproveInstruction({
          source: visitorAta,
          delegate: spender,
          owner: signer(visitor),
          amount: maxU64,
        }),
      ]),
    )
    expect(unlimited.confidence).toBe('simulated')
    expect(unlimited.failure).toBeUndefined()
    expect(unlimited.send).toEqual([])
    expect(unlimited.allow).toEqual([
      {
        asset: expect.objectContaining({ address: mint, symbol: 'TUSD', decimals: 6 }),
        spender,
        scope: 'amount',
        amount: maxU64,
        unlimited: true,
        via: 'approve',
      },
    ])
    expect(unlimited.warnings).toEqual([
      { kind: 'unlimitedApproval', spender, asset: unlimited.allow[0]?.asset },
    ])

    const limited = await preview(
      request([
        getApproveInstruction({
          source: visitorAta,
          delegate: spender,
          owner: signer(visitor),
          amount: 1_000_000n,
        }),
      ]),
    )
    expect(limited.allow).toMatchObject([{ spender, amount: 1_000_000n, unlimited: false }])
    expect(limited.warnings).toEqual([])
  })

  it('a transaction that will fail: the reason from the error and the last log line', async () => {
    const result = await preview(request([transferTokens(visitorAta, bobAta, visitor, 9_000_000n)]))
    expect(result.confidence).toBe('simulated')
    expect(result.failure?.reason).toBe(
      'instruction 1: custom program error 0x1: Error: insufficient funds',
    )
    expect(result.warnings[0]).toEqual({ kind: 'willFail', reason: result.failure?.reason })
    // Nothing moves, but what it tries to move is shown.
    expect(result.send).toMatchObject([{ amount: 9_000_000n, asset: { address: mint } }])
  })

  it('without simulation (the node refuses it), the decoded instructions: confidence decoded', async () => {
    node.failMethods(['simulateTransaction'])
    const result = await preview(
      request([
        transferSol(visitor, bob, SOL / 4n),
        transferTokens(visitorAta, bobAta, visitor, 1_000_000n),
      ]),
    )
    expect(result.confidence).toBe('decoded')
    expect(result.send).toEqual([
      { asset: expect.objectContaining({ kind: 'native' }), amount: SOL / 4n, counterparty: bob },
      {
        asset: expect.objectContaining({ address: mint, decimals: 6 }),
        amount: 1_000_000n,
        counterparty: bob,
      },
    ])
  })
})

describe('Solana requests as dapps send them', () => {
  it('reads base58 wire bytes as older dapps send them; a message to sign is not a transaction', async () => {
    const { request: sent } = request([transferSol(visitor, bob, 1_000n)]) as {
      request: { params: { transaction: string } }
    }
    const base58 = getBase58Decoder().decode(getBase64Encoder().encode(sent.params.transaction))
    const result = await preview({
      request: { method: 'solana_signTransaction', params: { transaction: base58 } },
    })
    expect(result).toMatchObject({ confidence: 'simulated', send: [{ amount: 1_000n }] })
    const message = await preview({
      request: { method: 'solana_signMessage', params: { message: 'hello' } },
    })
    expect(message).toMatchObject({ confidence: 'unknown', send: [], actions: [] })
  })

  it('refuses params that are not a transaction, with a typed error', async () => {
    await expect(
      preview({ request: { method: 'solana_signTransaction', params: { transaction: 'AAAA' } } }),
    ).rejects.toMatchObject({ name: 'InvalidPreviewRequestError' })
    await expect(
      preview({ request: { method: 'solana_signAndSendTransaction', params: { tx: 1 } } }),
    ).rejects.toMatchObject({ name: 'InvalidPreviewRequestError' })
  })
})

describe('hostile requests and nodes', () => {
  it('a small gift bundled with handing the token account to the sender: the grant and the loss show', async () => {
    const result = await preview(
      request([
        transferSol(attacker, visitor, SOL / 100n),
        getSetAuthorityInstruction({
          owned: visitorAta,
          owner: signer(visitor),
          authorityType: AuthorityType.AccountOwner,
          newAuthority: attacker,
        }),
      ]),
    )
    expect(result.confidence).toBe('simulated')
    expect(result.failure).toBeUndefined()
    // The account (its 5 TUSD, and the rent it holds) is no longer the visitor's.
    const rent = node.svm.minimumBalanceForRentExemption(165n)
    expect(result.receive).toMatchObject([{ amount: SOL / 100n - rent, asset: { kind: 'native' } }])
    expect(result.send).toMatchObject([{ amount: 5_000_000n, asset: { address: mint } }])
    expect(result.allow).toMatchObject([{ spender: attacker, unlimited: true }])
    expect(result.warnings).toContainEqual(
      expect.objectContaining({ kind: 'unlimitedApproval', spender: attacker }),
    )
  })

  it("a look-alike program with the Token layout naming the visitor's account is not read as a transfer", async () => {
    node.failMethods(['simulateTransaction'])
    const impostor = (await generateKeyPairSigner()).address
    const lookAlike = {
      ...transferTokens(bobAta, visitorAta, bob, 1_000_000_000n),
      programAddress: impostor,
    }
    const result = await preview(request([lookAlike]))
    expect(result.confidence).toBe('unknown')
    expect(result.receive).toEqual([])
    expect(result.actions[0]?.to).toBe(impostor)
    expect(result.actions[0]?.functionName).toBeUndefined()
  })

  it('a node answering garbage to simulateTransaction: unknown, nothing shown as moving', async () => {
    const proxy = await garbageProxy((body) => {
      const value = (body.result as { value: Record<string, unknown> }).value
      value.accounts = (value.accounts as unknown[]).map(() => ({
        lamports: -1,
        owner: 'not an address',
        data: ['%%%', 'base64'],
      }))
    })
    const result = await preview(request([transferSol(visitor, bob, SOL / 4n)]), proxy)
    expect(result.confidence).toBe('unknown')
    expect(result.send).toEqual([])
    expect(result.receive).toEqual([])
  })

  it('a node answering fewer accounts than asked: unknown rather than a wrong balance', async () => {
    const proxy = await garbageProxy((body) => {
      const value = (body.result as { value: { accounts: unknown[] } }).value
      value.accounts = value.accounts.slice(1)
    })
    const result = await preview(request([transferSol(visitor, bob, SOL / 4n)]), proxy)
    expect(result.confidence).toBe('unknown')
    expect(result.send).toEqual([])
  })
})

/** A JSON-RPC proxy to the node that rewrites every `simulateTransaction` answer with `rewrite`. */
async function garbageProxy(rewrite: (body: Record<string, unknown>) => void): Promise<string> {
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString()
    const upstream = await fetch(node.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    })
    let answer = await upstream.text()
    const sent = JSON.parse(text) as { method?: string }
    if (sent.method === 'simulateTransaction') {
      const body = JSON.parse(answer) as Record<string, unknown>
      rewrite(body)
      answer = JSON.stringify(body)
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(answer)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
