import {
  type Address,
  bytesToHex,
  createWalletClient,
  type EIP1193Provider,
  type Hex,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { createPromptQueue } from './createPromptQueue.js'
import { ProviderRpcError, TestingKitError } from './errors.js'
import { typedDataFromJson } from './typedData.js'

/** Anvil's first two development keys (public test keys: never use them for real funds). */
export const anvilPrivateKeys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const satisfies readonly Hex[]

/** EIP-6963 provider info. */
export type TestWalletInfo = { uuid: string; name: string; icon: string; rdns: string }

/** A chain the wallet knows: its id and the node it signs for and reads from. */
export type TestWalletChain = { id: number; rpcUrl: string }

export type CreateTestWalletParameters = {
  /** The node of the chain the wallet starts on, e.g. anvil's `http://127.0.0.1:<port>`. */
  rpcUrl: string
  /** That chain's id (default 31337, anvil's). */
  chainId?: number | undefined
  /** More chains the wallet knows; the dapp's `wallet_switchEthereumChain` to others answers 4902. */
  chains?: readonly TestWalletChain[] | undefined
  /** The wallet's accounts, the first one active; defaults to anvil's first two keys. */
  privateKeys?: readonly Hex[] | undefined
  /** EIP-6963 info; defaults to "Gangway Test Wallet", rdns `dev.gangway.testing`. */
  info?: Partial<TestWalletInfo> | undefined
  /** Start connected, as if the visitor had approved the site on an earlier visit. */
  authorized?: boolean | undefined
  /** Answer the EIP-5792 `wallet_*Calls` methods (default true); false answers 4200. */
  calls?: boolean | undefined
}

/** One request the wallet received, with its answer once it has one. */
export type TestWalletRequest = {
  /** 1, 2, 3… in the order the wallet received them. */
  readonly id: number
  readonly method: string
  readonly params: unknown
  /** The origin of the page that asked (when the installer knows it). */
  readonly origin: string | undefined
  /** `waiting` until answered; `held` while the wallet waits for the test (ask, hang, late). */
  readonly state: 'waiting' | 'held' | 'answered' | 'failed'
  readonly result?: unknown
  readonly error?: { code: number; message: string } | undefined
  /** Resolves when the request is answered or failed (never for a hung one). */
  readonly settled: Promise<void>
}

/** A provider event, as EIP-1193 names them. */
export type TestWalletEvent =
  | 'accountsChanged'
  | 'chainChanged'
  | 'connect'
  | 'disconnect'
  | 'message'

export type TestWallet = {
  /** EIP-6963 info the wallet announces. */
  readonly info: TestWalletInfo
  /** The EIP-1193 provider, for a dapp that runs in the same JavaScript realm as the test. */
  readonly provider: EIP1193Provider
  /** The active account. */
  readonly address: Address
  /** Every account the wallet holds, in the order of the keys given. */
  readonly addresses: readonly Address[]
  /** The chain the wallet says it is on. */
  readonly chainId: number
  /** Whether the dapp is connected (the visitor approved `eth_requestAccounts`). */
  readonly authorized: boolean
  /** Every request, in order (since the last `clearRequests()`). */
  readonly requests: readonly TestWalletRequest[]
  /** Empties the request log; ids keep counting, so `waitForRequest({ after })` still works. */
  clearRequests(): void
  /** Answers one request as the wallet would: the installers' entry point. */
  request(args: unknown, context?: { origin?: string | undefined }): Promise<unknown>
  /** The next `count` prompts (connect, sign, send, switch…) answer 4001, or `code`. */
  rejectNext(options?: { count?: number | undefined; code?: number | undefined }): void
  /** The next prompt is never answered: the visitor walked away from the wallet. */
  hangNext(): void
  /** The next prompt waits until `answer` settles: approved if it resolves, 4001 if it rejects. */
  answerNextAfter(answer: Promise<unknown>): void
  /** While on, every prompt waits until the test calls `approve()` or `reject()`. */
  ask(enabled: boolean): void
  /** Approves the oldest prompt waiting under `ask` (waits for one); resolves once answered. */
  approve(options?: { method?: string | undefined }): Promise<TestWalletRequest>
  /** Rejects the oldest prompt waiting under `ask` (waits for one) with 4001 or `code`. */
  reject(options?: {
    method?: string | undefined
    code?: number | undefined
  }): Promise<TestWalletRequest>
  /**
   * The first request for `method` (or one of several) whose id is above `after` (default 0:
   * any so far), as soon as the wallet receives it.
   */
  waitForRequest(
    method: string | readonly string[],
    options?: { after?: number | undefined },
  ): Promise<TestWalletRequest>
  /** The visitor picks another account in the wallet: `accountsChanged` if the site is connected. */
  switchAccount(account: number | Address): void
  /**
   * The visitor switches the wallet to another chain: `chainChanged`. Any id works, also one
   * the wallet has no node for (a chain the dapp does not know); reads then go to the last node.
   * `emit: false` moves without telling the dapp (a wallet that was already there when the page
   * loaded, or one whose event got lost): the dapp learns it only from `eth_chainId`.
   */
  switchChain(chainId: number, options?: { emit?: boolean | undefined }): void
  /** The wallet forgets a chain: the dapp's `wallet_switchEthereumChain` to it answers 4902. */
  forgetChain(chainId: number): void
  /** The visitor disconnects the site in the wallet: `accountsChanged` with `[]`. */
  disconnect(): void
  /**
   * The next `count` (default 1) requests for `method` fail in the wallet itself, after any
   * prompt was approved: `code` (default -32603) and `message`. E.g. a wallet that cannot add
   * a chain: `failNext({ method: 'wallet_addEthereumChain' })`.
   */
  failNext(options: {
    method: string | readonly string[]
    code?: number | undefined
    message?: string | undefined
    count?: number | undefined
  }): void
  /**
   * From now on requests for `method` are done but never answered, as some wallets never
   * answer `wallet_revokePermissions`; `false` answers them again.
   */
  stall(method: string | readonly string[], enabled?: boolean | undefined): void
  /**
   * Whether the wallet answers EIP-5792 (`wallet_getCapabilities`, `wallet_*Calls`): `false`
   * answers 4200, as a wallet that predates it. Also a creation option (`calls`).
   */
  supportCalls(enabled: boolean): void
  /**
   * Makes the wallet report its assets (ERC-7811): `wallet_getCapabilities` says
   * `assetDiscovery: { supported: true }` on every chain and `wallet_getAssets` answers what
   * `answer` returns for the request's first parameter (it may throw a `ProviderRpcError`, or
   * never settle). `undefined`, the default: the wallet lacks the method (4200).
   */
  reportAssets(answer: ((request: unknown) => unknown) | undefined): void
  /**
   * Makes the wallet grant ERC-7715 execution permissions (a prompt: the controls apply).
   * `current` (the ERC's 2026 text): it answers `wallet_getSupportedExecutionPermissions`,
   * `wallet_requestExecutionPermissions`, `wallet_getGrantedExecutionPermissions` and
   * `wallet_revokeExecutionPermission` (a prompt). `earlier`: it reports `permissions` in
   * `wallet_getCapabilities` and answers `wallet_grantPermissions` and, with
   * `{ permissionContext }`, `wallet_revokePermissions`. A revoke of a context it did not grant
   * (or already revoked) fails with -32602. `undefined`, the default:
   * neither (4200). `answer` replaces the grant's answer (it gets the request; it may throw).
   */
  offerPermissions(
    form: 'current' | 'earlier' | undefined,
    answer?: ((request: unknown) => unknown) | undefined,
  ): void
  /** Emits a provider event as a real wallet would. */
  emit(event: TestWalletEvent, payload: unknown): void
  /**
   * Every event the wallet emits (an installer forwards them to the page, and returns the
   * delivery's promise so `delivered()` can wait for it); returns a stop.
   */
  subscribe(
    listener: (event: TestWalletEvent, payload: unknown) => undefined | Promise<unknown>,
  ): () => void
  /** Resolves once every event emitted so far has reached the dapp (its listeners have run). */
  delivered(): Promise<void>
  /** Announces the wallet through EIP-6963 on `target` (default `window`); returns a stop. */
  announce(target?: EventTarget): () => void
  /**
   * Sets `target.ethereum` (default `window`), the legacy injection a dapp without EIP-6963
   * reads; returns a stop that removes it.
   */
  inject(target?: object): () => void
}

/** Methods that open a prompt in a real wallet: the controls apply to these. */
export const promptingMethods: readonly string[] = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_requestExecutionPermissions',
  'wallet_grantPermissions',
  'wallet_revokeExecutionPermission',
]

/** The delegation manager a `current` ERC-7715 grant names (MetaMask's Delegation Framework). */
const delegationManager = '0xdb9B1e94B5b69Df7e401DDbedE43491141047dB3'

const testIcon =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%230a7d4f"/%3E%3Cpath d="M9 16l5 5 9-10" stroke="%23fff" stroke-width="3" fill="none"/%3E%3C/svg%3E'

const hexString = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const requestSchema = z.object({
  method: z.string().check(z.minLength(1)),
  params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
})
const transactionSchema = z.object({
  from: z.optional(hexString),
  to: z.optional(z.nullable(hexString)),
  data: z.optional(hexString),
  value: z.optional(hexString),
  gas: z.optional(hexString),
  gasPrice: z.optional(hexString),
  maxFeePerGas: z.optional(hexString),
  maxPriorityFeePerGas: z.optional(hexString),
  nonce: z.optional(hexString),
})
const sendCallsSchema = z.object({
  version: z.optional(z.string()),
  id: z.optional(z.string()),
  chainId: hexString,
  from: z.optional(hexString),
  atomicRequired: z.optional(z.boolean()),
  calls: z.array(
    z.object({
      to: z.optional(hexString),
      data: z.optional(hexString),
      value: z.optional(hexString),
    }),
  ),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
})

type Transaction = z.infer<typeof transactionSchema>
type MutableRequest = {
  -readonly [K in keyof TestWalletRequest]: TestWalletRequest[K]
}

/**
 * Creates a wallet that signs for real with keys the test chooses and answers per EIP-1193,
 * EIP-6963 and EIP-5792, with the controls a test needs. It runs wherever the test does: in
 * Node behind a page (see `gangway/testing/playwright`) or in the dapp's own realm.
 *
 * @param parameters The node, the keys, the chains, the EIP-6963 info.
 * @returns The wallet: its provider, its request log and its controls.
 * @example
 * const wallet = createTestWallet({ rpcUrl: anvil.rpcUrl })
 * wallet.rejectNext() // the visitor will refuse the next prompt
 */
export function createTestWallet(parameters: CreateTestWalletParameters): TestWallet {
  const keys = parameters.privateKeys ?? anvilPrivateKeys
  if (keys.length === 0)
    throw new TestingKitError('TESTING_NO_ACCOUNTS', 'A test wallet needs at least one key.')
  const accounts: PrivateKeyAccount[] = keys.map((key) => privateKeyToAccount(key))
  const nodes = new Map<number, string>([[parameters.chainId ?? 31337, parameters.rpcUrl]])
  for (const chain of parameters.chains ?? []) nodes.set(chain.id, chain.rpcUrl)
  const info: TestWalletInfo = {
    uuid: parameters.info?.uuid ?? globalThis.crypto.randomUUID(),
    name: parameters.info?.name ?? 'Gangway Test Wallet',
    icon: parameters.info?.icon ?? testIcon,
    rdns: parameters.info?.rdns ?? 'dev.gangway.testing',
  }
  let callsSupported = parameters.calls ?? true
  let assets: ((request: unknown) => unknown) | undefined
  let permissions:
    | { form: 'current' | 'earlier'; answer?: (request: unknown) => unknown }
    | undefined
  let grants = 0
  /** What the wallet granted and has not revoked, by context. */
  const granted = new Map<string, { form: 'current' | 'earlier'; entry: unknown }>()
  const failures: { methods: readonly string[]; code: number; message: string }[] = []
  const stalled = new Set<string>()
  let lastId = 0
  const requests: MutableRequest[] = []
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const subscribers = new Set<
    (event: TestWalletEvent, payload: unknown) => undefined | Promise<unknown>
  >()
  const deliveries = new Set<Promise<unknown>>()
  const arrivals = new Set<() => void>()
  const prompts = createPromptQueue<MutableRequest>()
  const bundles = new Map<string, { chainId: number; hashes: Hex[] }>()
  let account = accounts[0]!
  let chainId = parameters.chainId ?? 31337
  let rpcUrl = parameters.rpcUrl
  let authorized = parameters.authorized ?? false
  let rpcId = 0

  const emit = (event: TestWalletEvent, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    for (const subscriber of [...subscribers]) {
      const delivery = subscriber(event, payload)
      if (!delivery) continue
      const tracked = delivery.catch(() => {}).finally(() => deliveries.delete(tracked))
      deliveries.add(tracked)
    }
  }
  const changed = () => {
    for (const wake of [...arrivals]) wake()
  }

  async function forward(method: string, params: unknown): Promise<unknown> {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string; data?: unknown }
    }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
    return body.result
  }

  function signer(from: string | undefined): PrivateKeyAccount {
    if (!authorized)
      throw new ProviderRpcError(
        4100,
        'The requested method and/or account has not been authorized by the user.',
      )
    if (from !== undefined && !(isHex(from) && isAddressEqual(from as Address, account.address)))
      throw new ProviderRpcError(4100, `The account ${from} has not been authorized by the user.`)
    return account
  }

  async function send(transaction: Transaction): Promise<Hex> {
    const from = signer(transaction.from)
    const big = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))
    const client = createWalletClient({ account: from, transport: http(rpcUrl) })
    try {
      return await client.sendTransaction({
        account: from,
        chain: null,
        to: (transaction.to ?? undefined) as Address | undefined,
        data: transaction.data as Hex | undefined,
        value: big(transaction.value),
        gas: big(transaction.gas),
        nonce: transaction.nonce === undefined ? undefined : Number(transaction.nonce),
        ...(transaction.gasPrice !== undefined
          ? { gasPrice: big(transaction.gasPrice) }
          : {
              maxFeePerGas: big(transaction.maxFeePerGas),
              maxPriorityFeePerGas: big(transaction.maxPriorityFeePerGas),
            }),
      } as Parameters<typeof client.sendTransaction>[0])
    } catch (error) {
      // The node's own words ("insufficient funds for gas * price + value"), as wallets pass them on.
      const { details, shortMessage } = error as { details?: string; shortMessage?: string }
      throw new ProviderRpcError(-32603, details || shortMessage || String(error))
    }
  }

  function parse<T>(schema: z.ZodMiniType<T>, value: unknown, method: string): T {
    const result = schema.safeParse(value)
    if (!result.success) throw new ProviderRpcError(-32602, `Invalid params for ${method}.`)
    return result.data
  }

  async function answer(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        authorized = true
        return [account.address]
      case 'wallet_requestPermissions':
        authorized = true
        return [{ parentCapability: 'eth_accounts', caveats: [] }]
      case 'wallet_getPermissions':
        return authorized ? [{ parentCapability: 'eth_accounts', caveats: [] }] : []
      case 'wallet_revokePermissions':
        // ERC-7715's earlier text ends a session under this name ({ permissionContext });
        // anything else is MIP-2's, which ends the site's access to the accounts.
        if (permissionContextOf(params[0]) !== undefined) return revokeGrant('earlier', params[0])
        if (authorized) {
          authorized = false
          emit('accountsChanged', [])
        }
        return null
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'eth_coinbase':
        return authorized ? account.address : null
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'wallet_switchEthereumChain': {
        const id = Number(parse(z.object({ chainId: hexString }), params[0], method).chainId)
        const node = nodes.get(id)
        if (node === undefined)
          throw new ProviderRpcError(
            4902,
            `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
          )
        moveTo(id, node)
        return null
      }
      case 'wallet_addEthereumChain': {
        const chain = parse(
          z.object({ chainId: hexString, rpcUrls: z.array(z.string()) }),
          params[0],
          method,
        )
        const node = chain.rpcUrls[0]
        if (node === undefined) throw new ProviderRpcError(-32602, 'rpcUrls is empty.')
        if (!nodes.has(Number(chain.chainId))) nodes.set(Number(chain.chainId), node)
        return null
      }
      case 'personal_sign': {
        const message = parse(z.string(), params[0], method)
        const from = signer(typeof params[1] === 'string' ? params[1] : undefined)
        return from.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const from = signer(parse(z.string(), params[0], method))
        const json = params[1]
        const data = typeof json === 'string' ? json : JSON.stringify(json)
        try {
          return await from.signTypedData(typedDataFromJson(data))
        } catch (error) {
          throw new ProviderRpcError(-32602, `Invalid typed data: ${(error as Error).message}`)
        }
      }
      case 'eth_sendTransaction':
        return send(parse(transactionSchema, params[0], method))
      case 'wallet_getCapabilities': {
        requireCalls()
        const ids = [...new Set([...nodes.keys(), chainId])]
        return Object.fromEntries(
          ids.map((id) => [
            numberToHex(id),
            {
              atomic: { status: 'unsupported' },
              ...(assets ? { assetDiscovery: { supported: true } } : {}),
              ...(permissions?.form === 'earlier'
                ? {
                    permissions: {
                      supported: true,
                      signerTypes: ['account'],
                      permissionTypes: ['native-token-transfer'],
                    },
                  }
                : {}),
            },
          ]),
        )
      }
      case 'wallet_sendCalls': {
        requireCalls()
        const bundle = parse(sendCallsSchema, params[0], method)
        const from = signer(bundle.from)
        if (Number(bundle.chainId) !== chainId)
          throw new ProviderRpcError(5710, `The wallet is not on chain ${bundle.chainId}.`)
        if (bundle.atomicRequired)
          throw new ProviderRpcError(5760, 'This wallet cannot run calls atomically.')
        const required = Object.entries(bundle.capabilities ?? {}).filter(
          ([, value]) => (value as { optional?: unknown } | null)?.optional !== true,
        )
        if (required.length > 0)
          throw new ProviderRpcError(5700, `Unsupported capability: ${required[0]![0]}.`)
        const id = bundle.id ?? bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)))
        if (bundles.has(id)) throw new ProviderRpcError(5720, `A bundle with id ${id} exists.`)
        const hashes: Hex[] = []
        bundles.set(id, { chainId, hashes })
        for (const call of bundle.calls) hashes.push(await send({ ...call, from: from.address }))
        return { id }
      }
      case 'wallet_getCallsStatus': {
        requireCalls()
        const id = parse(z.string(), params[0], method)
        const bundle = bundles.get(id)
        if (!bundle) throw new ProviderRpcError(5730, `Unknown bundle id ${id}.`)
        const receipts = (
          await Promise.all(
            bundle.hashes.map((hash) => forward('eth_getTransactionReceipt', [hash])),
          )
        ).filter(Boolean) as { status: string }[]
        const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length
        const status =
          receipts.length < bundle.hashes.length
            ? 100
            : succeeded === receipts.length
              ? 200
              : succeeded === 0
                ? 500
                : 600
        return {
          version: '2.0.0',
          id,
          chainId: numberToHex(bundle.chainId),
          status,
          atomic: false,
          receipts,
        }
      }
      case 'wallet_showCallsStatus':
        requireCalls()
        return null
      case 'wallet_getAssets':
        if (!assets) throw unsupported(method)
        signer(undefined)
        return assets(params[0])
      case 'wallet_getSupportedExecutionPermissions':
        if (permissions?.form !== 'current') throw unsupported(method)
        return {
          'native-token-allowance': { chainIds: [numberToHex(chainId)], ruleTypes: ['expiry'] },
        }
      case 'wallet_requestExecutionPermissions':
      case 'wallet_grantPermissions': {
        const form = method === 'wallet_grantPermissions' ? 'earlier' : 'current'
        if (permissions?.form !== form) throw unsupported(method)
        signer(undefined)
        if (permissions.answer) return permissions.answer(params[0])
        const request = parse(z.record(z.string(), z.unknown()), params[0], method)
        const context = numberToHex(++grants, { size: 32 })
        const entry =
          form === 'current'
            ? { ...request, context, dependencies: [], delegationManager }
            : { ...request, context }
        granted.set(context, { form, entry })
        return [entry]
      }
      case 'wallet_getGrantedExecutionPermissions':
        if (permissions?.form !== 'current') throw unsupported(method)
        return [...granted.values()].filter((g) => g.form === 'current').map((g) => g.entry)
      case 'wallet_revokeExecutionPermission':
        if (permissions?.form !== 'current') throw unsupported(method)
        return revokeGrant('current', params[0])
      default:
        // Reads go to the node; anything else a wallet would not do for a site.
        if (
          method.startsWith('eth_') &&
          !/^eth_(sign|signTransaction|sendRawTransaction)$/.test(method)
        )
          return forward(method, params)
        throw unsupported(method)
    }
  }

  function permissionContextOf(value: unknown): string | undefined {
    const context = (value as { permissionContext?: unknown } | null)?.permissionContext
    return typeof context === 'string' ? context : undefined
  }

  /** Ends a session it granted (ERC-7715 revoke: `{}` when done). */
  function revokeGrant(form: 'current' | 'earlier', value: unknown) {
    const context = permissionContextOf(value)
    const grant = context === undefined ? undefined : granted.get(context)
    if (!grant || grant.form !== form)
      throw new ProviderRpcError(-32602, `No permission with context ${String(context)}.`)
    granted.delete(context!)
    return {}
  }

  function unsupported(method: string) {
    return new ProviderRpcError(4200, `The wallet does not support ${method}.`)
  }

  function requireCalls() {
    if (!callsSupported) throw new ProviderRpcError(4200, 'The wallet does not support EIP-5792.')
  }

  function moveTo(id: number, node: string | undefined, tell = true) {
    if (node !== undefined) rpcUrl = node
    if (id === chainId) return
    chainId = id
    if (tell) emit('chainChanged', numberToHex(id))
  }

  /** Runs the controls for a prompt: resolves 'approve' or a rejection code (or never). */
  function gate(request: MutableRequest): Promise<'approve' | { code: number }> {
    const behaviour = prompts.take()
    if (behaviour?.kind === 'reject') return prompts.settle(behaviour)
    request.state = 'held'
    if (behaviour) return prompts.settle(behaviour)
    if (!prompts.asking) {
      request.state = 'waiting'
      return Promise.resolve('approve')
    }
    const decided = prompts.hold(request, request.method)
    changed()
    return decided
  }

  async function handle(args: unknown, origin: string | undefined): Promise<unknown> {
    const parsed = requestSchema.safeParse(args)
    if (!parsed.success)
      throw new ProviderRpcError(-32600, 'A request is an object { method: string, params? }.')
    const { method } = parsed.data
    const params = Array.isArray(parsed.data.params)
      ? parsed.data.params
      : parsed.data.params === undefined
        ? []
        : [parsed.data.params]
    let settle = () => {}
    const request: MutableRequest = {
      id: ++lastId,
      method,
      params: parsed.data.params,
      origin,
      state: 'waiting',
      settled: new Promise<void>((resolve) => {
        settle = resolve
      }),
    }
    requests.push(request)
    changed()
    try {
      // Connecting again to a site already approved opens no prompt, as in real wallets.
      const prompts =
        promptingMethods.includes(method) && !(method === 'eth_requestAccounts' && authorized)
      if (prompts) {
        const decision = await gate(request)
        request.state = 'waiting'
        if (decision !== 'approve')
          throw new ProviderRpcError(decision.code, 'User rejected the request.')
      }
      const failure = failures.find((item) => item.methods.includes(method))
      if (failure) {
        failures.splice(failures.indexOf(failure), 1)
        throw new ProviderRpcError(failure.code, failure.message)
      }
      const result = await answer(method, params)
      if (stalled.has(method)) {
        request.state = 'held'
        await new Promise(() => {})
      }
      request.result = result
      request.state = 'answered'
      return result
    } catch (error) {
      const failure =
        error instanceof ProviderRpcError
          ? error
          : new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error))
      request.error = { code: failure.code, message: failure.message }
      request.state = 'failed'
      throw failure
    } finally {
      settle()
      changed()
    }
  }

  /** Resolves with the first item `find` returns, looking again on every change. */
  function when<T>(find: () => T | undefined): Promise<T> {
    const found = find()
    if (found !== undefined) return Promise.resolve(found)
    return new Promise((resolve) => {
      const wake = () => {
        const item = find()
        if (item === undefined) return
        arrivals.delete(wake)
        resolve(item)
      }
      arrivals.add(wake)
    })
  }

  async function decide(
    method: string | undefined,
    decision: 'approve' | { code: number },
  ): Promise<TestWalletRequest> {
    const request = await prompts.decide(method, decision)
    await request.settled
    return request
  }

  const provider = {
    request: (args: unknown) => handle(args, undefined),
    on(event: string, listener: (payload: unknown) => void) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  return {
    info,
    provider: provider as unknown as EIP1193Provider,
    get address() {
      return account.address
    },
    addresses: accounts.map((item) => item.address),
    get chainId() {
      return chainId
    },
    get authorized() {
      return authorized
    },
    get requests() {
      return requests
    },
    clearRequests() {
      requests.length = 0
    },
    request: (args, context) => handle(args, context?.origin),
    rejectNext: prompts.rejectNext,
    hangNext: prompts.hangNext,
    answerNextAfter: prompts.answerNextAfter,
    ask: prompts.ask,
    approve: (options = {}) => decide(options.method, 'approve'),
    reject: (options = {}) => decide(options.method, { code: options.code ?? 4001 }),
    waitForRequest(method, options = {}) {
      const after = options.after ?? 0
      const methods = typeof method === 'string' ? [method] : method
      return when(() => requests.find((item) => item.id > after && methods.includes(item.method)))
    },
    switchAccount(which) {
      const target =
        typeof which === 'number'
          ? accounts[which]
          : accounts.find((item) => isAddressEqual(item.address, which))
      if (!target)
        throw new TestingKitError('TESTING_UNKNOWN_ACCOUNT', 'The wallet holds no such account.', {
          details: `${String(which)}; it holds ${accounts.map((item) => item.address).join(', ')}.`,
        })
      if (target === account) return
      account = target
      if (authorized) emit('accountsChanged', [account.address])
    },
    switchChain(id, options = {}) {
      moveTo(id, nodes.get(id), options.emit ?? true)
    },
    forgetChain(id) {
      nodes.delete(id)
    },
    failNext(options) {
      const methods = typeof options.method === 'string' ? [options.method] : options.method
      for (let index = 0; index < (options.count ?? 1); index++)
        failures.push({
          methods,
          code: options.code ?? -32603,
          message: options.message ?? 'The wallet could not complete the request.',
        })
    },
    stall(method, enabled = true) {
      for (const item of typeof method === 'string' ? [method] : method)
        if (enabled) stalled.add(item)
        else stalled.delete(item)
    },
    supportCalls(enabled) {
      callsSupported = enabled
    },
    reportAssets(answer) {
      assets = answer
    },
    offerPermissions(form, answer) {
      permissions = form === undefined ? undefined : { form, ...(answer ? { answer } : {}) }
    },
    disconnect() {
      if (!authorized) return
      authorized = false
      emit('accountsChanged', [])
    },
    emit,
    subscribe(listener) {
      subscribers.add(listener)
      return () => subscribers.delete(listener)
    },
    async delivered() {
      while (deliveries.size > 0) await Promise.all([...deliveries])
    },
    announce(target = globalThis as unknown as EventTarget) {
      const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
      const announce = () =>
        target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
      target.addEventListener('eip6963:requestProvider', announce)
      announce()
      return () => target.removeEventListener('eip6963:requestProvider', announce)
    },
    inject(target = globalThis) {
      const host = target as { ethereum?: unknown }
      host.ethereum = provider
      return () => {
        if (host.ethereum === provider) delete host.ethereum
      }
    },
  }
}
