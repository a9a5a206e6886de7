import {
  type Address,
  type Base64EncodedWireTransaction,
  decompileTransactionMessageFetchingLookupTables,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  isTransactionMessageWithDurableNonceLifetime,
  type Rpc,
  type SolanaRpcApi,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import type { TransactionPreview } from 'gangway/kernel'
import * as z from 'zod/mini'
import { decodeSolanaInstruction } from './decodeSolanaInstruction.js'
import { InvalidPreviewRequestError } from './errors.js'
import { readSolanaMint, readSolanaTokenAccount, type SolanaMint } from './readSolanaAccount.js'
import { readSolanaFailure } from './readSolanaFailure.js'
import { multipleAccountsSchema, simulationSchema, toAccountState } from './solanaRpcSchemas.js'
import type { SolanaDecoded } from './solanaTypes.js'
import type { NativeCurrency } from './toPreview.js'
import { type SolanaAccounts, type SolanaTokenLabel, toSolanaPreview } from './toSolanaPreview.js'

export type PreviewSolanaTransactionParameters = {
  /** The visitor's address (base58): whose SOL and tokens the preview is about. */
  from: string
  /** The transaction's wire bytes (signed or not), as a dapp hands them to a wallet. */
  transaction: Uint8Array
  /** Names and symbols of mints from a source the host trusts (its `solana({ tokens })`). */
  tokens?: readonly SolanaTokenLabel[] | undefined
  /** The network's coin; default SOL with 9 decimals. */
  nativeCurrency?: NativeCurrency | undefined
}

/** `getMultipleAccounts` and `simulateTransaction` take at most this many addresses. */
const maxAccounts = 100
const lamportsPerSignature = 5000n
const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'

/**
 * Previews a Solana transaction before anyone signs it, on the network's own RPC:
 * `simulateTransaction` (`sigVerify: false`, `replaceRecentBlockhash` unless a durable nonce
 * holds it) returns the accounts it names in their state after it runs, read beside their
 * state now (`getMultipleAccounts`); the difference is what the visitor sends and receives,
 * in SOL and per mint (decimals from the mint account). The System, Token, Token-2022,
 * Associated Token and Compute Budget instructions are decoded for grants (delegate
 * approvals, authorities handed over) and, when the node cannot simulate, for the moves
 * (confidence `decoded`). A node's answer that does not validate makes the preview
 * `unknown`: nothing is shown as moving rather than something wrong.
 *
 * @param rpc - kit's RPC client on the host's configured URL for the request's cluster.
 * @param parameters - The visitor, the wire transaction, trusted token labels.
 * @returns The preview: SOL/SPL out and in, grants, the fee, the failure with its reason.
 * @throws InvalidPreviewRequestError when the bytes are not a Solana transaction.
 * @example
 * const preview = await previewSolanaTransaction(createSolanaRpc(url), { from, transaction: bytes })
 * preview.send // [{ asset: { kind: 'token', symbol: 'EPjF…Dt1v', decimals: 6, … }, amount: 5_000_000n, counterparty: bob }]
 */
export async function previewSolanaTransaction(
  rpc: Rpc<SolanaRpcApi>,
  parameters: PreviewSolanaTransactionParameters,
): Promise<TransactionPreview> {
  const { from } = parameters
  const native = parameters.nativeCurrency ?? { symbol: 'SOL', name: 'Solana', decimals: 9 }
  let transaction: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>
  let compiled: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
  try {
    transaction = getTransactionDecoder().decode(parameters.transaction)
    compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch (error) {
    throw new InvalidPreviewRequestError(
      'solana',
      `The bytes are not a Solana transaction: ${String(error)}`,
    )
  }
  // Address lookup tables are read from the chain; a table that cannot be read leaves nothing to decode.
  const message = await decompileTransactionMessageFetchingLookupTables(compiled, rpc).catch(
    () => undefined,
  )
  if (!message) return { ...emptyPreview }
  const instructions = message.instructions as readonly {
    programAddress: string
    accounts?: readonly { address: string }[]
    data?: Uint8Array
  }[]
  const decoded = instructions.map((instruction) =>
    decodeSolanaInstruction({
      programAddress: instruction.programAddress,
      accounts: (instruction.accounts ?? []).map((meta) => meta.address),
      data: new Uint8Array(instruction.data ?? []),
    }),
  )
  const feePayer = message.feePayer.address
  // Programs and sysvars hold no one's assets (and a program's account is its whole code).
  const programs = new Set(instructions.map((i) => i.programAddress))
  const addresses = [
    ...new Set([
      from,
      feePayer,
      ...instructions.flatMap((i) => (i.accounts ?? []).map((meta) => meta.address)),
    ]),
  ]
    .filter((a) => a === from || (!programs.has(a) && !a.startsWith('Sysvar')))
    .slice(0, maxAccounts) as Address[]

  const wire = getBase64Decoder().decode(parameters.transaction) as Base64EncodedWireTransaction
  const [preRead, simulation, feeRead] = await Promise.allSettled([
    rpc.getMultipleAccounts(addresses, { encoding: 'base64' }).send(),
    rpc
      .simulateTransaction(wire, {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: !isTransactionMessageWithDurableNonceLifetime(message),
        accounts: { encoding: 'base64', addresses },
      })
      .send(),
    rpc
      .getFeeForMessage(
        getBase64Decoder().decode(transaction.messageBytes) as TransactionMessageBytesBase64,
      )
      .send(),
  ])

  let mode: TransactionPreview['confidence'] = 'decoded'
  let pre: SolanaAccounts = new Map()
  let post: SolanaAccounts | undefined
  let failure: { reason: string } | undefined
  let simulatedFee: bigint | undefined
  if (preRead.status === 'fulfilled') {
    const parsed = z.safeParse(multipleAccountsSchema, preRead.value)
    if (parsed.success && parsed.data.value.length === addresses.length)
      pre = toAccounts(addresses, parsed.data.value)
    else mode = 'unknown'
  }
  // A node without simulation (or failing) leaves the decoded preview; one answering what
  // does not validate is not trusted for anything.
  if (simulation.status === 'fulfilled' && mode !== 'unknown') {
    const parsed = z.safeParse(simulationSchema, simulation.value)
    const value = parsed.success ? parsed.data.value : undefined
    if (!value || (value.accounts && value.accounts.length !== addresses.length)) mode = 'unknown'
    else if (value.err !== null && value.err !== undefined) {
      mode = 'simulated'
      failure = { reason: readSolanaFailure(value.err, value.logs) }
    } else if (value.accounts && preRead.status === 'fulfilled') {
      mode = 'simulated'
      post = toAccounts(addresses, value.accounts)
      if (value.fee !== undefined && value.fee !== null)
        simulatedFee = BigInt(value.fee as bigint | number)
    }
  }
  if (mode === 'unknown') pre = new Map()

  const mints = await readMints(rpc, { decoded, pre, post, skip: mode === 'unknown' })
  const nodeFee =
    feeRead.status === 'fulfilled' &&
    (typeof feeRead.value.value === 'bigint' || typeof feeRead.value.value === 'number')
      ? BigInt(feeRead.value.value)
      : undefined
  return toSolanaPreview({
    from,
    decoded,
    mode,
    pre,
    post,
    mints,
    tokens: parameters.tokens ?? [],
    native,
    feePayer,
    fee:
      mode === 'unknown'
        ? undefined
        : (simulatedFee ??
          nodeFee ??
          computeFee(decoded, BigInt(Object.keys(transaction.signatures).length))),
    failure,
  })
}

const emptyPreview: TransactionPreview = {
  confidence: 'unknown',
  send: [],
  receive: [],
  allow: [],
  warnings: [],
  actions: [],
}

function toAccounts(
  addresses: readonly string[],
  entries: readonly Parameters<typeof toAccountState>[0][],
): SolanaAccounts {
  return new Map(addresses.map((address, index) => [address, toAccountState(entries[index]!)]))
}

/** Reads the mints of every token account and token instruction involved, in one call at most. */
async function readMints(
  rpc: Rpc<SolanaRpcApi>,
  parameters: {
    decoded: readonly SolanaDecoded[]
    pre: SolanaAccounts
    post?: SolanaAccounts | undefined
    skip: boolean
  },
): Promise<Map<string, SolanaMint>> {
  const found = new Map<string, SolanaMint>()
  if (parameters.skip) return found
  const wanted = new Set<string>()
  for (const accounts of [parameters.pre, parameters.post ?? new Map()])
    for (const state of accounts.values()) {
      const token = readSolanaTokenAccount(state)
      if (token) wanted.add(token.mint)
    }
  for (const { effects } of parameters.decoded)
    for (const effect of effects) if ('mint' in effect && effect.mint) wanted.add(effect.mint)
  const missing: Address[] = []
  for (const mint of wanted) {
    const info = readSolanaMint(parameters.pre.get(mint))
    if (info) found.set(mint, info)
    else if (!parameters.pre.has(mint)) missing.push(mint as Address)
  }
  if (missing.length === 0) return found
  try {
    const answer = await rpc
      .getMultipleAccounts(missing.slice(0, maxAccounts), { encoding: 'base64' })
      .send()
    const parsed = z.safeParse(multipleAccountsSchema, answer)
    if (parsed.success)
      parsed.data.value.forEach((entry, index) => {
        const info = readSolanaMint(toAccountState(entry))
        if (info && missing[index]) found.set(missing[index], info)
      })
  } catch {
    // Unread mints show raw units, flagged.
  }
  return found
}

/**
 * The fee the message will pay when the node cannot say: 5000 lamports per signature plus the
 * priority fee its Compute Budget instructions set (price × limit, in micro-lamports).
 */
function computeFee(decoded: readonly SolanaDecoded[], signatures: bigint): bigint {
  const price = decoded.find((d) => d.computeUnitPrice !== undefined)?.computeUnitPrice ?? 0n
  const others = decoded.filter((d) => d.action.to !== computeBudgetProgram).length
  const limit = BigInt(
    decoded.find((d) => d.computeUnitLimit !== undefined)?.computeUnitLimit ??
      Math.min(1_400_000, 200_000 * others),
  )
  return lamportsPerSignature * signatures + (price * limit + 999_999n) / 1_000_000n
}
