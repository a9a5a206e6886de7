// A test and demo wallet: an EIP-1193 provider backed by a viem local account and a JSON-RPC
// node (anvil), announced through EIP-6963. Runs in browsers and in happy-dom: no Node imports.
import {
  type Address,
  createWalletClient,
  type EIP1193Provider,
  type Hex,
  hexToBigInt,
  http,
  numberToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { typedDataFromJson } from '../../testing/typedData.js'

/** Anvil's first development key (a public test key; never use it for real funds). */
export const defaultTestPrivateKey: Hex =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/** EIP-6963 provider info. */
export type WalletInfo = { uuid: string; name: string; icon: string; rdns: string }

/** A JSON-RPC / EIP-1193 error as wallets throw it: `code`, `message`, optional `data`. */
export class WalletRequestError extends Error {
  override name = 'WalletRequestError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export type TestWalletOptions = {
  /** The node the wallet reads from and sends to, e.g. anvil's URL. */
  rpcUrl: string
  /** Defaults to anvil's first development key. */
  privateKey?: Hex | undefined
  /** The node's chain id (default 31337): the chain the wallet starts on and knows. */
  chainId?: number | undefined
  /** More chains the wallet knows (switching to others answers 4902 until added). */
  knownChainIds?: readonly number[] | undefined
  /** EIP-6963 info; defaults to the "Demo Wallet", rdns `dev.gangway.demo`. */
  info?: Partial<WalletInfo> | undefined
  /** Start authorized, as if the visitor connected on an earlier visit. */
  authorized?: boolean | undefined
}

type Listener = (payload: unknown) => void
type WalletEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message'

/** Methods that would open a wallet prompt; rejections apply to these. */
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
]

const demoIcon =
  'data:image/svg+xml;base64,' +
  'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzQ3YTFmZiIvPjwvc3ZnPg=='

/** What `createTestWallet` returns: the provider plus controls for tests and the demo. */
export type TestWallet = {
  provider: EIP1193Provider
  info: WalletInfo
  /** The account's address (checksummed). */
  address: Address
  /** Every request received, in order. */
  readonly requests: readonly { method: string; params: unknown }[]
  /** The chain the wallet says it is on. */
  readonly chainId: number
  readonly authorized: boolean
  /** The last `wallet_addEthereumChain` parameters received. */
  readonly addedChains: readonly Record<string, unknown>[]
  /** Announces through EIP-6963 now and on every `eip6963:requestProvider`; returns a stop. */
  announce(target?: EventTarget): () => void
  /** Sets `window.ethereum` (the legacy injection); returns a function that removes it. */
  inject(target?: object): () => void
  /** Rejects the next `count` prompting requests with `code` (default 4001). */
  rejectNext(count?: number, code?: number): void
  /** Rejects every prompting request until turned off. */
  rejectAll(enabled: boolean, code?: number): void
  /** Pretends to be on another chain (emits chainChanged unless `emit: false`). */
  setChainId(chainId: number, options?: { emit?: boolean }): void
  /** Forgets a chain: switching to it answers 4902 until it is added. */
  forgetChain(chainId: number): void
  /** Makes `wallet_addEthereumChain` fail (the wallet refuses the chain). */
  failAddChain(enabled: boolean): void
  /** Never answers `wallet_revokePermissions` (some wallets do not). */
  hangOnRevoke(enabled: boolean): void
  /** Answers `wallet_*` EIP-5792 methods with -32601 when false. */
  supportCalls(enabled: boolean): void
  /**
   * Makes the wallet discover assets (ERC-7811): `wallet_getCapabilities` reports
   * `assetDiscovery: { supported: true }` on its chain and `wallet_getAssets` answers what
   * `answer` returns for the request's first parameter (it may throw, or never settle).
   * `undefined`, the default: the wallet lacks the method (-32601).
   */
  reportAssets(answer: ((request: unknown) => unknown) | undefined): void
  /**
   * Makes the wallet grant ERC-7715 permissions. `current` (the ERC's 2026 text): it answers
   * `wallet_getSupportedExecutionPermissions` and `wallet_requestExecutionPermissions`.
   * `earlier`: it reports `permissions` in `wallet_getCapabilities` and answers
   * `wallet_grantPermissions`. `undefined`, the default: neither (-32601). `answer` replaces
   * the grant's answer (it gets the request; it may throw).
   */
  offerPermissions(
    form: 'current' | 'earlier' | undefined,
    answer?: ((request: unknown) => unknown) | undefined,
  ): void
  /** Emits a provider event as a real wallet would. */
  emit(event: WalletEvent, payload: unknown): void
  /** Empties the request log. */
  clearRequests(): void
  /** Forgets the authorization and the request log. */
  reset(): void
}

/**
 * Creates the test wallet.
 *
 * @example
 * const wallet = createTestWallet({ rpcUrl: anvil.rpcUrl })
 * const stop = wallet.announce() // the widget now lists "Demo Wallet"
 * wallet.rejectNext() // the next prompt answers 4001
 */
export function createTestWallet(options: TestWalletOptions): TestWallet {
  const account = privateKeyToAccount(options.privateKey ?? defaultTestPrivateKey)
  const realChainId = options.chainId ?? 31337
  const client = createWalletClient({ account, transport: http(options.rpcUrl) })
  const info: WalletInfo = {
    uuid: options.info?.uuid ?? globalThis.crypto.randomUUID(),
    name: options.info?.name ?? 'Demo Wallet',
    icon: options.info?.icon ?? demoIcon,
    rdns: options.info?.rdns ?? 'dev.gangway.demo',
  }
  const listeners = new Map<string, Set<Listener>>()
  const known = new Set([realChainId, ...(options.knownChainIds ?? [])])
  const requests: { method: string; params: unknown }[] = []
  const addedChains: Record<string, unknown>[] = []
  const bundles = new Map<string, Hex[]>()
  let chainId = realChainId
  let authorized = options.authorized ?? false
  let rejectCount = 0
  let rejectEvery = false
  let rejectCode = 4001
  let addChainFails = false
  let revokeHangs = false
  let callsSupported = true
  let assets: ((request: unknown) => unknown) | undefined
  let permissionsForm: 'current' | 'earlier' | undefined
  let permissionsAnswer: ((request: unknown) => unknown) | undefined
  let grants = 0
  let rpcId = 0

  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }

  async function forward(method: string, params: unknown): Promise<unknown> {
    const response = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string; data?: unknown }
    }
    if (body.error)
      throw new WalletRequestError(body.error.code, body.error.message, body.error.data)
    return body.result
  }

  function requireAuthorized() {
    if (!authorized)
      throw new WalletRequestError(
        4100,
        'The requested method and/or account has not been authorized by the user.',
      )
  }

  async function send(tx: Record<string, string | undefined>): Promise<Hex> {
    requireAuthorized()
    const big = (value: string | undefined) =>
      value === undefined ? undefined : hexToBigInt(value as Hex)
    try {
      const request = {
        account,
        chain: null,
        to: tx.to as Address | undefined,
        data: tx.data as Hex | undefined,
        value: big(tx.value),
        gas: big(tx.gas),
        nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
        ...(tx.gasPrice !== undefined
          ? { gasPrice: big(tx.gasPrice) }
          : {
              maxFeePerGas: big(tx.maxFeePerGas),
              maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
            }),
      }
      return await client.sendTransaction(request as Parameters<typeof client.sendTransaction>[0])
    } catch (error) {
      // Pass the node's own words on, as wallets do ("insufficient funds for gas * price + value").
      const { details, shortMessage } = error as { details?: string; shortMessage?: string }
      throw new WalletRequestError(-32603, details || shortMessage || String(error), {
        originalError: String(error),
      })
    }
  }

  async function handle(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions':
        authorized = true
        return method === 'eth_requestAccounts'
          ? [account.address]
          : [{ parentCapability: 'eth_accounts' }]
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'wallet_revokePermissions':
        authorized = false
        if (revokeHangs) await new Promise(() => {})
        return null
      case 'wallet_switchEthereumChain': {
        const id = Number((params[0] as { chainId: string }).chainId)
        if (!known.has(id))
          throw new WalletRequestError(
            4902,
            `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
          )
        if (id !== chainId) {
          chainId = id
          emit('chainChanged', numberToHex(id))
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        const chain = params[0] as Record<string, unknown>
        if (addChainFails)
          throw new WalletRequestError(-32603, 'The wallet refused to add the chain.')
        addedChains.push(chain)
        known.add(Number(chain.chainId))
        return null
      }
      case 'personal_sign':
        requireAuthorized()
        return account.signMessage({ message: { raw: params[0] as Hex } })
      case 'eth_signTypedData_v4': {
        requireAuthorized()
        return account.signTypedData(typedDataFromJson(params[1] as string))
      }
      case 'eth_sendTransaction':
        return send(params[0] as Record<string, string | undefined>)
      case 'wallet_getCapabilities':
        if (!callsSupported) throw new WalletRequestError(-32601, 'Method not found.')
        return {
          [numberToHex(chainId)]: {
            atomic: { status: 'unsupported' },
            ...(assets ? { assetDiscovery: { supported: true } } : {}),
            ...(permissionsForm === 'earlier'
              ? {
                  permissions: {
                    supported: true,
                    signerTypes: ['account'],
                    permissionTypes: ['native-token-transfer'],
                  },
                }
              : {}),
          },
        }
      case 'wallet_getSupportedExecutionPermissions':
        if (permissionsForm !== 'current') throw new WalletRequestError(-32601, 'Method not found.')
        return {
          'native-token-allowance': { chainIds: [numberToHex(chainId)], ruleTypes: ['expiry'] },
        }
      case 'wallet_requestExecutionPermissions':
      case 'wallet_grantPermissions': {
        const form = method === 'wallet_grantPermissions' ? 'earlier' : 'current'
        if (permissionsForm !== form) throw new WalletRequestError(-32601, 'Method not found.')
        requireAuthorized()
        if (permissionsAnswer) return permissionsAnswer(params[0])
        const context = numberToHex(++grants, { size: 32 })
        return [
          form === 'current'
            ? {
                ...(params[0] as object),
                context,
                dependencies: [],
                delegationManager: '0xdb9B1e94B5b69Df7e401DDbedE43491141047dB3',
              }
            : { ...(params[0] as object), context },
        ]
      }
      case 'wallet_getAssets':
        if (!assets) throw new WalletRequestError(-32601, 'Method not found.')
        requireAuthorized()
        return assets(params[0])
      case 'wallet_sendCalls': {
        if (!callsSupported) throw new WalletRequestError(-32601, 'Method not found.')
        const request = params[0] as { calls: Record<string, string | undefined>[] }
        const hashes: Hex[] = []
        for (const call of request.calls) hashes.push(await send(call))
        const id = numberToHex(bundles.size + 1, { size: 32 })
        bundles.set(id, hashes)
        return { id }
      }
      case 'wallet_getCallsStatus': {
        if (!callsSupported) throw new WalletRequestError(-32601, 'Method not found.')
        const id = params[0] as string
        const hashes = bundles.get(id)
        if (!hashes) throw new WalletRequestError(5730, 'Unknown bundle id.')
        const receipts = await Promise.all(
          hashes.map((hash) => forward('eth_getTransactionReceipt', [hash])),
        )
        const mined = receipts.filter(Boolean) as { status: string }[]
        const status =
          mined.length < hashes.length ? 100 : mined.every((r) => r.status === '0x1') ? 200 : 500
        return {
          version: '2.0.0',
          id,
          chainId: numberToHex(chainId),
          status,
          atomic: false,
          receipts: mined,
        }
      }
      default:
        return forward(method, params)
    }
  }

  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      requests.push({ method, params })
      if (promptingMethods.includes(method) && (rejectEvery || rejectCount > 0)) {
        if (rejectCount > 0) rejectCount--
        throw new WalletRequestError(rejectCode, 'User rejected the request.')
      }
      return handle(method, Array.isArray(params) ? params : [])
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  } as unknown as EIP1193Provider

  return {
    provider,
    info,
    address: account.address,
    get requests() {
      return requests
    },
    get chainId() {
      return chainId
    },
    get authorized() {
      return authorized
    },
    get addedChains() {
      return addedChains
    },
    announce(target: EventTarget = window) {
      const detail = Object.freeze({ info, provider })
      const announce = () =>
        target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
      target.addEventListener('eip6963:requestProvider', announce)
      announce()
      return () => target.removeEventListener('eip6963:requestProvider', announce)
    },
    inject(target: object = window) {
      const host = target as { ethereum?: unknown }
      host.ethereum = provider
      return () => {
        if (host.ethereum === provider) delete host.ethereum
      }
    },
    rejectNext(count = 1, code = 4001) {
      rejectCount = count
      rejectCode = code
    },
    rejectAll(enabled, code = 4001) {
      rejectEvery = enabled
      rejectCode = code
    },
    setChainId(id, setOptions = {}) {
      chainId = id
      if (setOptions.emit !== false) emit('chainChanged', numberToHex(id))
    },
    forgetChain(id) {
      known.delete(id)
    },
    failAddChain(enabled) {
      addChainFails = enabled
    },
    hangOnRevoke(enabled) {
      revokeHangs = enabled
    },
    supportCalls(enabled) {
      callsSupported = enabled
    },
    reportAssets(answer) {
      assets = answer
    },
    offerPermissions(form, answer) {
      permissionsForm = form
      permissionsAnswer = answer
    },
    emit,
    clearRequests() {
      requests.length = 0
    },
    reset() {
      authorized = false
      requests.length = 0
      rejectCount = 0
      rejectEvery = false
    },
  }
}
