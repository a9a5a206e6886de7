// Issue 36 item 2 and issue 33 on LiteSVM: the embedded wallet's approval of a Solana batch
// (`solana_signAllTransactions`) reads every transaction — its System and Token instructions
// decoded, the visitor's SOL and token changes simulated on the operator's node (SOLANA_NETWORKS)
// — and refuses what it cannot show. The frame's own code, in Node, against the shim.
import {
  type Address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getTransferCheckedInstruction } from '@solana-program/token'
import type { EmbeddedUser } from 'gangway/embedded'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Described, Row } from '../../../secure-site/frame/described.js'
import { describeRequest } from '../../../secure-site/frame/describeRequest.js'
import { type LiteSvmRpc, startLiteSvmRpc } from '../../support/litesvmRpc.js'

vi.stubGlobal('document', { documentElement: { lang: 'en', dir: 'ltr' } })

const SOL = 1_000_000_000n
let node: LiteSvmRpc
let visitor: Address
let bob: Address
let mint: Address
let visitorAta: Address
let bobAta: Address
let user: EmbeddedUser

beforeAll(async () => {
  node = await startLiteSvmRpc()
  const keys = await Promise.all([0, 1].map(() => generateKeyPairSigner()))
  ;[visitor, bob] = keys.map((key) => key.address) as [Address, Address]
  node.airdrop(visitor, 10n * SOL)
  node.airdrop(bob, SOL)
  const created = await node.createMint({ decimals: 6 })
  mint = created.mint
  visitorAta = await created.mintTo(visitor, 5_000_000n)
  bobAta = await created.mintTo(bob, 1n)
  const evm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  user = {
    email: 'a@example.com',
    username: null,
    accounts: [
      { namespace: 'eip155', address: evm, type: 'eoa' },
      { namespace: 'solana', address: visitor, type: 'eoa' },
    ],
    address: evm,
    chainId: 1,
  }
})
afterAll(async () => {
  await node?.stop()
})

/** An unsigned transaction from `payer` (base64 wire), on the node's blockhash unless given. */
function wire(
  instructions: Instruction[],
  payer = visitor,
  hash: string = node.svm.latestBlockhash(),
) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash(hash), lastValidBlockHeight: 1000n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return Buffer.from(getTransactionEncoder().encode(compileTransaction(message))).toString('base64')
}
const sendSol = (lamports: bigint) =>
  getTransferSolInstruction({
    source: createNoopSigner(visitor),
    destination: bob,
    amount: lamports,
  })
const sendTokens = (amount: bigint) =>
  getTransferCheckedInstruction({
    source: visitorAta,
    mint,
    destination: bobAta,
    authority: createNoopSigner(visitor),
    amount,
    decimals: 6,
  })

const localnet = () => [{ rpcUrl: node.url, name: 'Solana Localnet' }]
const describeBatch = (transactions: unknown, nodes = localnet()) =>
  describeRequest({
    request: { method: 'solana_signAllTransactions', params: { transactions } },
    user,
    chainId: 1,
    networks: [],
    solanaNodes: nodes,
  })
const values = (rows: readonly Row[], label: Row[0]) =>
  rows.filter(([key]) => key === label).map(([, value]) => value)
const refusal = (described: Promise<Described>) =>
  described.then(
    () => 'shown',
    (error: Error) => error.message,
  )

describe('a Solana batch in the embedded approval (issue 36 item 2, issue 33)', () => {
  it('shows every transaction of a batch of 2, each decoded and simulated on the operator’s node', async () => {
    const described = await describeBatch([
      wire([sendSol(SOL / 10n)]),
      wire([sendTokens(1_500_000n)]),
    ])
    expect(described.title).toBe('signAllTransactions')
    expect(described.titleValues).toEqual({ n: '2' })
    expect(values(described.rows, 'account')).toEqual([visitor])
    // The cluster from the node that knows the transactions' blockhash, not from the host.
    expect(values(described.rows, 'network')).toEqual(['Solana Localnet'])
    const [sol, token] = described.sections ?? []
    expect(described.sections).toHaveLength(2)
    expect(sol?.heading).toBe('Transaction 1 of 2')
    expect(values(sol?.rows ?? [], 'youSend')).toEqual(['0.1 SOL'])
    expect(values(sol?.rows ?? [], 'fee')).toEqual(['0.000005 SOL'])
    expect(values(sol?.rows ?? [], 'instruction')).toEqual([
      `System: transfer\nfrom: ${visitor}\nto: ${bob}\namount: 100000000`,
    ])
    expect(token?.heading).toBe('Transaction 2 of 2')
    expect(values(token?.rows ?? [], 'youSend')).toEqual([
      `1.5 ${mint.slice(0, 4)}…${mint.slice(-4)} · ${mint}`,
    ])
    expect(values(token?.rows ?? [], 'instruction')[0]).toMatch(/^Token: transferChecked\n/)
    expect(described.notes).toEqual([
      'Each transaction is simulated on its own, against the network as it is now.',
    ])
  })

  it('shows a transaction that will fail with the reason, beside the others', async () => {
    const described = await describeBatch([wire([sendSol(1n)]), wire([sendSol(1000n * SOL)])])
    expect(described.sections?.[0]?.warnings).toEqual([])
    expect(described.sections?.[1]?.warnings[0]).toMatch(/^This will fail: /)
  })

  it('without a node for the cluster (none configured, or one that does not know the blockhash) it decodes only, and says so', async () => {
    for (const [transactions, nodes] of [
      [[wire([sendSol(2n)]), wire([sendSol(3n)])], []],
      [[wire([sendSol(2n)], visitor, '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi')], localnet()],
    ] as const) {
      const described = await describeBatch(transactions, [...nodes])
      expect(values(described.rows, 'network')).toEqual([])
      for (const section of described.sections ?? []) {
        expect(values(section.rows, 'simulation')[0]).toMatch(
          /^Not simulated: this site has no node/,
        )
        // What the instructions move, read from the transaction itself.
        expect(values(section.rows, 'youSend')[0]).toMatch(/^0\.00000000[23] SOL$/)
        expect(values(section.rows, 'instruction')[0]).toMatch(/^System: transfer\n/)
      }
    }
  })

  it('refuses an empty batch, one of 11, an entry that is not base64 or not a transaction, and one the visitor does not sign', async () => {
    const one = wire([sendSol(1n)])
    const other = wire(
      [
        getTransferSolInstruction({
          source: createNoopSigner(bob),
          destination: visitor,
          amount: 1n,
        }),
      ],
      bob,
    )
    expect(await refusal(describeBatch([]))).toBe('Invalid request parameters')
    expect(await refusal(describeBatch(Array.from({ length: 11 }, () => one)))).toBe(
      'Invalid request parameters',
    )
    expect(await refusal(describeBatch([one, '<b>hi</b>']))).toBe('Invalid request parameters')
    expect(await refusal(describeBatch('not a list'))).toBe('Invalid request parameters')
    expect(await refusal(describeBatch([one, 'AAAA']))).toMatch(
      /^Invalid request parameters: transaction 2 is not a Solana transaction/,
    )
    expect(await refusal(describeBatch([one, other]))).toMatch(
      /^Invalid request parameters: transaction 2 is not signed by /,
    )
  })
})

describe('solana_signAndSendTransaction in the embedded approval (issue 36 item 2)', () => {
  const signAndSend = (params: unknown) =>
    describeRequest({
      request: { method: 'solana_signAndSendTransaction', params },
      user,
      chainId: 1,
      networks: [],
      solanaNodes: localnet(),
    })

  it('shows the transaction and its send options in words; approving signs it (the host sends)', async () => {
    const transaction = wire([sendSol(SOL / 4n)])
    const described = await signAndSend({
      transaction,
      sendOptions: {
        skipPreflight: true,
        preflightCommitment: 'confirmed',
        maxRetries: 3,
        minContextSlot: 7,
      },
    })
    expect(described.title).toBe('signAndSendTransaction')
    expect(values(described.rows, 'sendOptions')).toEqual([
      'sent without a check first · checked at confirmed · up to 3 retries · not before slot 7',
    ])
    expect(values(described.rows, 'youSend')).toEqual(['0.25 SOL'])
    const signed: unknown[] = []
    await described.run(async (request) => {
      signed.push(request)
      return { transaction: 'signed' }
    })
    expect(signed).toEqual([
      { namespace: 'solana', method: 'solana_signTransaction', params: { transaction } },
    ])
  })

  it('refuses unknown or malformed send options', async () => {
    const transaction = wire([sendSol(1n)])
    for (const sendOptions of [
      { maxRetries: -1 },
      { maxRetries: 1.5 },
      { preflightCommitment: 'recent<script>' },
      { skipPreflight: 'yes' },
      { somethingElse: true },
      null,
    ])
      expect(await refusal(signAndSend({ transaction, sendOptions }))).toBe(
        'Invalid request parameters',
      )
  })
})
