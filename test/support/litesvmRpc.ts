// A Solana JSON-RPC + WebSocket server over LiteSVM, on a free loopback port: enough of the
// API for @solana/kit's rpc and rpc-subscriptions (balances, token accounts, simulate, send,
// signature statuses, the sent transactions' history, signatureSubscribe / accountSubscribe /
// slotSubscribe). Node only.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  address,
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Instruction,
  lamports,
  type Transaction,
} from '@solana/kit'
import {
  getInitializeMintInstruction,
  getMintSize,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import {
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal.js'
import { type WebSocket, WebSocketServer } from 'ws'

export const token2022ProgramAddress = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

// TransactionError and InstructionError names in LiteSVM's (= Agave's) enum order.
const transactionErrors = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
]
const instructionErrors = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
]

/** LiteSVM's error objects as the JSON-RPC `TransactionError` (what real nodes return). */
export function toRpcTransactionError(error: unknown): unknown {
  if (typeof error === 'number') return transactionErrors[error] ?? `TransactionError${error}`
  if (error instanceof TransactionErrorInstructionError) {
    const inner: unknown = error.err()
    const reason =
      typeof inner === 'number'
        ? (instructionErrors[inner] ?? `InstructionError${inner}`)
        : inner instanceof InstructionErrorCustom
          ? { Custom: inner.code }
          : inner instanceof InstructionErrorBorshIo
            ? { BorshIoError: inner.msg }
            : 'GenericError'
    return { InstructionError: [error.index, reason] }
  }
  if (error instanceof TransactionErrorDuplicateInstruction)
    return { DuplicateInstruction: error.index }
  if (error instanceof TransactionErrorInsufficientFundsForRent)
    return { InsufficientFundsForRent: { account_index: error.accountIndex } }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted)
    return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } }
  return 'SanitizeFailure'
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type RpcRequest = { jsonrpc?: string; id?: Json; method?: string; params?: Json[] }
class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Json,
  ) {
    super(message)
  }
}

type Status = { slot: bigint; err: unknown }
type TokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number; uiAmountString: string }
}
type HistoryEntry = {
  signature: string
  slot: number
  blockTime: number
  keys: string[]
  signers: number
  pre: { balances: number[]; tokens: TokenBalance[] }
  post: { balances: number[]; tokens: TokenBalance[] }
  err: unknown
}
type Subscription =
  | { kind: 'signature'; socket: WebSocket; signature: string }
  | { kind: 'account'; socket: WebSocket; address: Address; last: string }
  | { kind: 'slot'; socket: WebSocket }

export type LiteSvmRpc = {
  svm: LiteSVM
  /** http://127.0.0.1:PORT (the WebSocket is on the same port, ws://). */
  url: string
  webSocketUrl: string
  /** Every JSON-RPC call received (HTTP and WebSocket), in order. */
  readonly requests: readonly { method: string; params: readonly unknown[] }[]
  clearRequests(): void
  /** Makes every call of these methods fail with a JSON-RPC server error until cleared. */
  failMethods(methods: readonly string[]): void
  airdrop(to: string, lamports: bigint): void
  /** Creates a mint (Token or Token-2022 program) with `decimals`, authority = a new key. */
  createMint(parameters: {
    decimals: number
    programAddress?: Address | undefined
  }): Promise<{ mint: Address; mintTo(owner: string, amount: bigint): Promise<Address> }>
  /** The token amount an owner holds in its associated token account (0 when none). */
  getTokenBalance(parameters: {
    owner: string
    mint: string
    programAddress?: Address | undefined
  }): Promise<bigint>
  stop(): Promise<void>
}

const bytesToBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const readU64 = (data: Uint8Array, offset: number) =>
  Buffer.from(data.buffer, data.byteOffset, data.byteLength).readBigUInt64LE(offset)
const base58 = getBase58Decoder()

/**
 * Starts the server on a free loopback port with a fresh LiteSVM (system, token, token-2022
 * and associated-token programs loaded).
 *
 * @example
 * const node = await startLiteSvmRpc()
 * const rpc = createSolanaRpc(node.url)
 */
export async function startLiteSvmRpc(): Promise<LiteSvmRpc> {
  const svm = new LiteSVM()
  const statuses = new Map<string, Status>()
  // Sent transactions with their accounts' balances before and after, for the history calls
  // (getSignaturesForAddress, getTransaction), oldest first.
  const history: HistoryEntry[] = []
  const requests: { method: string; params: readonly unknown[] }[] = []
  const failing = new Set<string>()
  const subscriptions = new Map<number, Subscription>()
  let nextSubscription = 1
  const slot = () => svm.getClock().slot
  const context = () => ({ slot: Number(slot()), apiVersion: '2.2.0' })
  const decodeTransaction = (wire: string, encoding: unknown) =>
    getTransactionDecoder().decode(
      encoding === 'base64' ? Buffer.from(wire, 'base64') : getBase58Encoder().encode(wire),
    ) as Transaction

  const encodeAccount = (key: Address, encoding: unknown): Json => {
    const account = svm.getAccount(key)
    if (!account.exists) return null
    const data = account.data as Uint8Array
    const base = {
      lamports: Number(account.lamports),
      owner: account.programAddress,
      executable: account.executable,
      rentEpoch: 0,
      space: data.length,
    }
    if (encoding === 'jsonParsed') {
      const parsed = parseTokenAccount(account.programAddress, data)
      if (parsed) return { ...base, data: parsed }
    }
    return { ...base, data: [bytesToBase64(data), 'base64'] }
  }

  /** A token account as `jsonParsed` shows it (mints and other accounts stay base64). */
  const parseTokenAccount = (program: Address, data: Uint8Array): Json | undefined => {
    if (program !== TOKEN_PROGRAM_ADDRESS && program !== token2022ProgramAddress) return undefined
    if (data.length < 165 || (data.length > 165 && data[165] !== 2)) return undefined
    const mint = address(base58.decode(data.subarray(0, 32)))
    const mintAccount = svm.getAccount(mint)
    const decimals = mintAccount.exists ? (mintAccount.data as Uint8Array)[44]! : 0
    const amount = readU64(data, 64)
    const ui = Number(amount) / 10 ** decimals
    return {
      program: program === TOKEN_PROGRAM_ADDRESS ? 'spl-token' : 'spl-token-2022',
      parsed: {
        type: 'account',
        info: {
          mint,
          owner: base58.decode(data.subarray(32, 64)),
          isNative: data[109] === 1,
          state: data[108] === 2 ? 'frozen' : 'initialized',
          tokenAmount: {
            amount: amount.toString(),
            decimals,
            uiAmount: ui,
            uiAmountString: String(ui),
          },
        },
      },
      space: data.length,
    }
  }

  const notify = (socket: WebSocket, method: string, id: number, result: Json) =>
    socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription: id } }))

  const publish = () => {
    for (const [id, sub] of subscriptions) {
      if (sub.kind === 'signature') {
        const status = statuses.get(sub.signature)
        if (!status) continue
        subscriptions.delete(id)
        notify(sub.socket, 'signatureNotification', id, {
          context: context(),
          value: { err: status.err as Json },
        })
      } else if (sub.kind === 'account') {
        const now = JSON.stringify(encodeAccount(sub.address, 'base64'))
        if (now === sub.last) continue
        sub.last = now
        notify(sub.socket, 'accountNotification', id, {
          context: context(),
          value: JSON.parse(now) as Json,
        })
      } else {
        const current = Number(slot())
        notify(sub.socket, 'slotNotification', id, {
          parent: current - 1,
          root: current,
          slot: current,
        })
      }
    }
  }

  const snapshot = (keys: readonly string[]) => {
    const tokens: TokenBalance[] = []
    const balances = keys.map((key, accountIndex) => {
      const account = svm.getAccount(address(key))
      if (!account.exists) return 0
      const parsed = parseTokenAccount(account.programAddress, account.data as Uint8Array) as
        | {
            parsed?: {
              info?: { mint: string; owner: string; tokenAmount: TokenBalance['uiTokenAmount'] }
            }
          }
        | undefined
      const info = parsed?.parsed?.info
      if (info)
        tokens.push({
          accountIndex,
          mint: info.mint,
          owner: info.owner,
          programId: account.programAddress,
          uiTokenAmount: info.tokenAmount,
        })
      return Number(account.lamports)
    })
    return { balances, tokens }
  }

  /** Sends through LiteSVM, remembering the transaction and its balances for history calls. */
  const sendRecorded = (transaction: Transaction) => {
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    const keys = message.staticAccounts.map(String)
    const pre = snapshot(keys)
    const slotBefore = Number(slot())
    const result = svm.sendTransaction(transaction)
    const signature = record(result)
    history.push({
      signature,
      slot: slotBefore,
      blockTime: Math.floor(Date.now() / 1000),
      keys,
      signers: message.header.numSignerAccounts,
      pre,
      post: snapshot(keys),
      err: statuses.get(signature)?.err ?? null,
    })
    return { result, signature }
  }

  const record = (result: TransactionMetadata | FailedTransactionMetadata) => {
    const failed = result instanceof FailedTransactionMetadata
    const meta = failed ? result.meta() : result
    const signature = base58.decode(meta.signature())
    statuses.set(signature, {
      slot: slot(),
      err: failed ? toRpcTransactionError(result.err()) : null,
    })
    svm.warpToSlot(slot() + 1n)
    setImmediate(publish)
    return signature
  }

  /** `accounts` asked of a simulation: their state after it (base64), as real nodes return it. */
  const simulate = (
    transaction: Transaction,
    verify: boolean,
    accounts?: { addresses?: string[] } | undefined,
  ) => {
    svm.withSigverify(verify)
    try {
      const result = svm.simulateTransaction(transaction)
      if (result instanceof FailedTransactionMetadata)
        return {
          err: toRpcTransactionError(result.err()) as Json,
          logs: result.meta().logs(),
          unitsConsumed: Number(result.meta().computeUnitsConsumed()),
          accounts: null,
        }
      const meta = result.meta()
      const after = new Map(result.postAccounts().map((account) => [account.address, account]))
      return {
        err: null,
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        accounts: accounts?.addresses
          ? accounts.addresses.map((key): Json => {
              const account = after.get(address(key))
              if (!account) return encodeAccount(address(key), 'base64')
              if (account.lamports === 0n) return null
              const data = account.data as Uint8Array
              return {
                lamports: Number(account.lamports),
                owner: account.programAddress,
                executable: account.executable,
                rentEpoch: 0,
                space: data.length,
                data: [bytesToBase64(data), 'base64'],
              }
            })
          : null,
      }
    } finally {
      svm.withSigverify(true)
    }
  }

  const methods: Record<string, (params: Json[]) => Json> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => '11111111111111111111111111111111',
    getSlot: () => Number(slot()),
    getBlockHeight: () => Number(slot()),
    getEpochInfo: () => ({
      absoluteSlot: Number(slot()),
      blockHeight: Number(slot()),
      epoch: 0,
      slotIndex: Number(slot()),
      slotsInEpoch: 432_000,
      transactionCount: statuses.size,
    }),
    getLatestBlockhash: () => ({
      context: context(),
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: Number(slot()) + 150 },
    }),
    isBlockhashValid: ([hash]) => ({ context: context(), value: hash === svm.latestBlockhash() }),
    getFeeForMessage: () => ({ context: context(), value: 5000 }),
    getBalance: ([key]) => ({
      context: context(),
      value: Number(svm.getBalance(address(String(key))) ?? 0n),
    }),
    getAccountInfo: ([key, config]) => ({
      context: context(),
      value: encodeAccount(address(String(key)), (config as { encoding?: string })?.encoding),
    }),
    getMultipleAccounts: ([keys, config]) => ({
      context: context(),
      value: (keys as string[]).map((key) =>
        encodeAccount(address(key), (config as { encoding?: string })?.encoding),
      ),
    }),
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const { programId, mint } = (filter ?? {}) as { programId?: string; mint?: string }
      const programs = programId
        ? [address(programId)]
        : [TOKEN_PROGRAM_ADDRESS, token2022ProgramAddress]
      const encoding = (config as { encoding?: string })?.encoding
      const value: Json[] = []
      for (const program of programs)
        for (const account of svm.getProgramAccounts(program)) {
          const data = account.data as Uint8Array
          if (data.length < 165 || (data.length > 165 && data[165] !== 2)) continue
          if (base58.decode(data.subarray(32, 64)) !== owner) continue
          if (mint && base58.decode(data.subarray(0, 32)) !== mint) continue
          value.push({ pubkey: account.address, account: encodeAccount(account.address, encoding) })
        }
      return { context: context(), value }
    },
    getMinimumBalanceForRentExemption: ([size]) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(Number(size)))),
    requestAirdrop: ([key, amount]) => {
      const result = svm.airdrop(address(String(key)), lamports(BigInt(Number(amount))))
      if (!result) throw new RpcError(-32603, 'airdrop failed')
      return record(result)
    },
    simulateTransaction: ([wire, config]) => {
      const { encoding, sigVerify, accounts } = (config ?? {}) as {
        encoding?: string
        sigVerify?: boolean
        accounts?: { addresses?: string[] }
      }
      const transaction = decodeTransaction(String(wire), encoding)
      const value = simulate(transaction, sigVerify === true, accounts)
      // As Agave 3 reports it: 5000 lamports per signature (no priority fee in these tests).
      const { header } = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
      const fee = 5000 * header.numSignerAccounts
      return { context: context(), value: { ...value, fee, returnData: null } }
    },
    sendTransaction: ([wire, config]) => {
      const { encoding, skipPreflight } = (config ?? {}) as {
        encoding?: string
        skipPreflight?: boolean
      }
      const transaction = decodeTransaction(String(wire), encoding)
      if (!skipPreflight) {
        const preflight = simulate(transaction, true)
        if (preflight.err !== null)
          throw new RpcError(
            -32002,
            `Transaction simulation failed: ${JSON.stringify(preflight.err)}`,
            { ...preflight, returnData: null },
          )
      }
      return sendRecorded(transaction).signature
    },
    getSignaturesForAddress: ([key, config]) => {
      const { limit = 1000, before } = (config ?? {}) as { limit?: number; before?: string }
      const mine = history.filter((entry) => entry.keys.includes(String(key))).reverse()
      const start = before ? mine.findIndex((entry) => entry.signature === before) + 1 : 0
      return mine.slice(start, start + limit).map((entry) => ({
        signature: entry.signature,
        slot: entry.slot,
        err: entry.err as Json,
        memo: null,
        blockTime: entry.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
    getTransaction: ([signature, config]) => {
      const entry = history.find((candidate) => candidate.signature === signature)
      if (!entry) return null
      const parsed = (config as { encoding?: string } | undefined)?.encoding === 'jsonParsed'
      return {
        slot: entry.slot,
        blockTime: entry.blockTime,
        version: 0,
        meta: {
          err: entry.err as Json,
          fee: 5000 * entry.signers,
          preBalances: entry.pre.balances,
          postBalances: entry.post.balances,
          preTokenBalances: entry.pre.tokens as unknown as Json,
          postTokenBalances: entry.post.tokens as unknown as Json,
          logMessages: [],
          innerInstructions: [],
        },
        transaction: {
          signatures: [entry.signature],
          message: {
            accountKeys: parsed
              ? entry.keys.map((pubkey, index) => ({
                  pubkey,
                  signer: index < entry.signers,
                  writable: true,
                  source: 'transaction',
                }))
              : entry.keys,
          },
        },
      }
    },
    getSignatureStatuses: ([signatures]) => ({
      context: context(),
      value: (signatures as string[]).map((signature) => {
        const status = statuses.get(signature)
        const entry: Json = status
          ? {
              slot: Number(status.slot),
              confirmations: null,
              err: status.err as Json,
              confirmationStatus: 'finalized',
              status: status.err ? { Err: status.err as Json } : { Ok: null },
            }
          : null
        return entry
      }),
    }),
  }

  const handle = (request: RpcRequest): Json => {
    const method = String(request.method)
    const params = Array.isArray(request.params) ? request.params : []
    requests.push({ method, params })
    const respond = (body: Record<string, Json>) => ({
      jsonrpc: '2.0',
      id: request.id ?? null,
      ...body,
    })
    try {
      if (failing.has(method)) throw new RpcError(-32005, `${method} is unavailable (test)`)
      const run = methods[method]
      if (!run) throw new RpcError(-32601, `Method not found: ${method}`)
      return respond({ result: run(params) })
    } catch (error) {
      const e = error instanceof RpcError ? error : new RpcError(-32603, String(error))
      return respond({
        error: { code: e.code, message: e.message, ...(e.data ? { data: e.data } : {}) },
      })
    }
  }

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let body = ''
      request.setEncoding('utf8')
      request.on('data', (chunk: string) => {
        body += chunk
      })
      request.on('end', () => resolve(body))
      request.on('error', reject)
    })

  const server: Server = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', '*')
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    let payload: unknown
    try {
      payload = JSON.parse(await readBody(request))
    } catch {
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: null,
          error: { code: -32700, message: 'Parse error' },
        }),
      )
    }
    const body = Array.isArray(payload)
      ? payload.map((entry) => handle(entry as RpcRequest))
      : handle(payload as RpcRequest)
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })

  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket) => {
    socket.on('message', (raw) => {
      let request: RpcRequest
      try {
        request = JSON.parse(String(raw)) as RpcRequest
      } catch {
        return
      }
      // kit's keep-alive ping carries no id and needs no answer.
      if (request.id === undefined || request.id === null) return
      const method = String(request.method)
      const params = Array.isArray(request.params) ? request.params : []
      requests.push({ method, params })
      const reply = (body: Record<string, Json>) =>
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id ?? null, ...body }))
      const id = nextSubscription++
      if (method === 'signatureSubscribe') {
        subscriptions.set(id, { kind: 'signature', socket, signature: String(params[0]) })
        reply({ result: id })
        setImmediate(publish)
      } else if (method === 'accountSubscribe') {
        const key = address(String(params[0]))
        subscriptions.set(id, {
          kind: 'account',
          socket,
          address: key,
          last: JSON.stringify(encodeAccount(key, 'base64')),
        })
        reply({ result: id })
      } else if (method === 'slotSubscribe') {
        subscriptions.set(id, { kind: 'slot', socket })
        reply({ result: id })
      } else if (method.endsWith('Unsubscribe')) {
        reply({ result: subscriptions.delete(Number(params[0])) })
      } else reply({ error: { code: -32601, message: `Method not found: ${method}` } })
    })
    socket.on('close', () => {
      for (const [id, sub] of subscriptions) if (sub.socket === socket) subscriptions.delete(id)
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const sendOrThrow = (transaction: Transaction) => {
    const { result } = sendRecorded(transaction)
    if (result instanceof FailedTransactionMetadata)
      throw new Error(`setup transaction failed: ${result.toString()}`)
  }

  return {
    svm,
    url: `http://127.0.0.1:${port}`,
    webSocketUrl: `ws://127.0.0.1:${port}`,
    requests,
    clearRequests: () => void requests.splice(0),
    failMethods(list) {
      failing.clear()
      for (const method of list) failing.add(method)
    },
    airdrop(to, amount) {
      const result = svm.airdrop(address(to), lamports(amount))
      if (!result || result instanceof FailedTransactionMetadata)
        throw new Error(`airdrop failed: ${result?.toString()}`)
      record(result)
    },
    async createMint({ decimals, programAddress = TOKEN_PROGRAM_ADDRESS }) {
      const kit = await import('@solana/kit')
      const { getCreateAccountInstruction } = await import('@solana-program/system')
      const token = await import('@solana-program/token')
      const [payer, mint] = await Promise.all([
        kit.generateKeyPairSigner(),
        kit.generateKeyPairSigner(),
      ])
      svm.airdrop(payer.address, lamports(10_000_000_000n))
      const build = async (instructions: readonly Instruction[]) =>
        kit.signTransactionMessageWithSigners(
          kit.pipe(
            kit.createTransactionMessage({ version: 0 }),
            (m) => kit.setTransactionMessageFeePayerSigner(payer, m),
            (m) =>
              kit.setTransactionMessageLifetimeUsingBlockhash(
                { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot() + 150n },
                m,
              ),
            (m) => kit.appendTransactionMessageInstructions(instructions, m),
          ),
        )
      const space = getMintSize()
      sendOrThrow(
        await build([
          getCreateAccountInstruction({
            payer,
            newAccount: mint,
            lamports: svm.minimumBalanceForRentExemption(BigInt(space)),
            space,
            programAddress,
          }),
          getInitializeMintInstruction(
            { mint: mint.address, decimals, mintAuthority: payer.address },
            { programAddress },
          ),
        ]),
      )
      return {
        mint: mint.address,
        async mintTo(owner, amount) {
          const [ata] = await token.findAssociatedTokenPda({
            owner: address(owner),
            mint: mint.address,
            tokenProgram: programAddress,
          })
          sendOrThrow(
            await build([
              token.getCreateAssociatedTokenIdempotentInstruction({
                payer,
                ata,
                owner: address(owner),
                mint: mint.address,
                tokenProgram: programAddress,
              }),
              getMintToCheckedInstruction(
                { mint: mint.address, token: ata, mintAuthority: payer, amount, decimals },
                { programAddress },
              ),
            ]),
          )
          return ata
        },
      }
    },
    async getTokenBalance({ owner, mint, programAddress = TOKEN_PROGRAM_ADDRESS }) {
      const { findAssociatedTokenPda } = await import('@solana-program/token')
      const [ata] = await findAssociatedTokenPda({
        owner: address(owner),
        mint: address(mint),
        tokenProgram: programAddress,
      })
      const account = svm.getAccount(ata)
      return account.exists ? readU64(account.data as Uint8Array, 64) : 0n
    },
    async stop() {
      for (const client of sockets.clients) client.terminate()
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
