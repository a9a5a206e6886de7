import type { Eip155Adapter } from 'gangway/eip155'
import type { Kernel, Network } from 'gangway/kernel'
import { refreshBalances } from 'gangway/ui'
import type { EmbeddedWallet } from './embeddedWalletTypes.js'
import {
  EmbeddedRpcError,
  frameErrorMessages,
  MethodNotAllowedError,
  toEmbeddedRpcError,
} from './errors.js'
import { routeMethod } from './methods.js'
import { approvalNetwork, requestApproval } from './requestApproval.js'

type Listener = (...args: unknown[]) => void

/** The embedded wallet's EIP-1193 provider (what `getProvider('eip155')` returns). */
export type EmbeddedProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** For the wallet: tells listeners (the eip155 plugin) what changed. */
  emit(event: string, ...args: unknown[]): void
}

const toHex = (value: bigint | number) => `0x${value.toString(16)}`

const isHash = (value: string): value is `0x${string}` => /^0x[0-9a-fA-F]{64}$/.test(value)

const hasPermissionsContext = (params: unknown) =>
  Array.isArray(params) &&
  typeof (params[0] as { permissionsContext?: unknown } | undefined)?.permissionsContext ===
    'string'

/**
 * An EIP-1193 provider over the frame, routed as SPEC §6 says: `eth_chainId` is answered
 * locally from the last used chain, accounts from the signed-in user, safe methods go to
 * the host's own RPC (the eip155 plugin's transport: fallback, retries), approval methods
 * to the frame's ApproveTransaction, everything else is rejected ('Requested RPC call is not
 * allowed'). `eth_sendTransaction` is filled (nonce, gas, fees) from the host's RPC, signed
 * in the frame after approval, and broadcast through the host's RPC: the secure site does
 * no chain I/O.
 *
 * @example
 * const provider = createEmbeddedProvider(kernel, { wallet, getChainId, setChainId })
 * await provider.request({ method: 'personal_sign', params: [message, address] })
 */
export function createEmbeddedProvider(
  kernel: Kernel,
  parameters: {
    wallet: EmbeddedWallet
    getChainId(): number
    setChainId(chainId: number): void
  },
): EmbeddedProvider {
  const { wallet } = parameters
  const listeners = new Map<string, Set<Listener>>()

  const address = () => {
    const user = wallet.user
    if (!user) throw new EmbeddedRpcError(4100, 'Unauthorized')
    // The preferred eip155 account (SPEC §6: the smart account unless the visitor chose eoa).
    return user.address
  }
  const network = (): Network => {
    const id = parameters.getChainId()
    const found = kernel.networks.get(`eip155:${id}`)
    if (!found) throw new EmbeddedRpcError(4901, `Chain ${id} is not configured.`)
    return found
  }
  const rpc = async (method: string, params?: unknown) => {
    const adapter = (await kernel.chains.load('eip155')) as Eip155Adapter
    const client = adapter.getPublicClient(network())
    return client.request({ method, params } as never)
  }
  const display = () => approvalNetwork(network())

  /** The smart account sends through its bundler from the frame: nothing to fill here. */
  const smartAccountActive = () => wallet.user?.preferredAccountType === 'smartAccount'

  /** EIP-5792 reads answered by the frame for the smart account (no approval view). */
  async function askFrame(method: string, params: unknown): Promise<unknown> {
    const client = await wallet.frame()
    return client.request('RPC_REQUEST', { method, params, chainId: parameters.getChainId() })
  }

  async function sendTransaction(params: unknown): Promise<unknown> {
    const sentOn = network()
    const hash = await broadcast(params)
    if (typeof hash === 'string' && isHash(hash)) refreshWhenMined(sentOn, hash)
    return hash
  }

  /**
   * SPEC §4: the balance a send moved is read again once the transaction is mined; read at
   * once, a node that has not yet included it answers the old one (and that is what stays
   * shown until the cache expires).
   */
  function refreshWhenMined(sentOn: Network, hash: `0x${string}`) {
    void (kernel.chains.load('eip155') as Promise<Eip155Adapter>)
      .then((adapter) => adapter.waitForReceipt({ network: sentOn, hash }))
      .then(() => refreshNativeBalance())
      .catch((error: unknown) => kernel.log.warn('[embedded] balance refresh failed', error))
  }

  async function broadcast(params: unknown): Promise<unknown> {
    if (smartAccountActive())
      return requestApproval(kernel, {
        wallet,
        request: {
          method: 'eth_sendTransaction',
          params,
          chainId: parameters.getChainId(),
          network: display(),
        },
      })
    const [request] = Array.isArray(params) ? params : []
    const tx = { ...(request as Record<string, unknown> | undefined) }
    const from = address()
    if (typeof tx.from === 'string' && tx.from.toLowerCase() !== from.toLowerCase())
      throw new EmbeddedRpcError(4100, 'The transaction is not from the connected account.')
    tx.from = from
    tx.chainId = toHex(parameters.getChainId())
    tx.value ??= '0x0'
    tx.nonce ??= await rpc('eth_getTransactionCount', [from, 'pending'])
    if (tx.gas === undefined) {
      const estimate = BigInt(
        (await rpc('eth_estimateGas', [{ ...tx, nonce: undefined }])) as string,
      )
      tx.gas = toHex(estimate)
    }
    if (tx.gasPrice === undefined && tx.maxFeePerGas === undefined) {
      const block = (await rpc('eth_getBlockByNumber', ['latest', false])) as {
        baseFeePerGas?: string
      } | null
      if (block?.baseFeePerGas) {
        const priority =
          tx.maxPriorityFeePerGas !== undefined
            ? BigInt(tx.maxPriorityFeePerGas as string)
            : BigInt((await rpc('eth_maxPriorityFeePerGas')) as string)
        // SPEC §9 fee multiplier 1.2 on the base fee.
        const maxFee = (BigInt(block.baseFeePerGas) * 12n) / 10n + priority
        tx.maxPriorityFeePerGas = toHex(priority)
        tx.maxFeePerGas = toHex(maxFee)
        tx.type = '0x2'
      } else tx.gasPrice = await rpc('eth_gasPrice')
    }
    const raw = await requestApproval(kernel, {
      wallet,
      request: {
        method: 'eth_sendTransaction',
        params: [tx],
        chainId: parameters.getChainId(),
        network: display(),
      },
    })
    return rpc('eth_sendRawTransaction', [raw])
  }

  async function switchChain(params: unknown): Promise<null> {
    const [target] = Array.isArray(params) ? params : []
    const id = Number((target as { chainId?: unknown } | undefined)?.chainId)
    if (!Number.isSafeInteger(id) || !kernel.networks.get(`eip155:${id}`))
      throw new EmbeddedRpcError(4902, 'Unrecognized chain ID.')
    await (await wallet.frame()).request('SWITCH_NETWORK', { chainId: id })
    parameters.setChainId(id)
    provider.emit('chainChanged', toHex(id))
    return null
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return wallet.user ? [address()] : []
      case 'eth_chainId':
        return toHex(parameters.getChainId())
      case 'wallet_switchEthereumChain':
        return switchChain(params)
      case 'wallet_grantPermissions':
        // SPEC §9 smartSessions (off by default): no sessions unless the host turned them on.
        if (!wallet.smartSessions) throw new MethodNotAllowedError(method)
        break
      case 'wallet_revokePermissions':
        // ERC-7715: ending a granted session is approved in the frame. Without a
        // permissionsContext it is the eip155 plugin's disconnect; the sign-out follows.
        if (!hasPermissionsContext(params)) return null
        break
      case 'eth_sendTransaction':
        return sendTransaction(params)
      case 'wallet_getCapabilities':
        // SPEC §8: a failed capabilities call returns an empty object.
        return askFrame(method, params).catch(() => ({}))
      case 'wallet_getCallsStatus':
        return askFrame(method, params)
    }
    const route = routeMethod(method)
    if (route === 'safe') return rpc(method, params)
    if (route === 'approval')
      return requestApproval(kernel, {
        wallet,
        request: {
          method,
          params,
          chainId: parameters.getChainId(),
          network: display(),
        },
      })
    throw new MethodNotAllowedError(method)
  }

  /** SPEC §4: read the balance again after a request; its failure is logged, never the request's. */
  const refreshNativeBalance = () => {
    void Promise.resolve()
      .then(() => refreshBalances(kernel, kernel.connections.get('eip155')))
      .catch((error: unknown) => kernel.log.warn('[embedded] balance refresh failed', error))
  }

  const provider: EmbeddedProvider = {
    async request({ method, params }) {
      // SPEC §4: after an approved (or failed) request the native balance is read again.
      const approval = method === 'eth_sendTransaction' || routeMethod(method) === 'approval'
      // A sent transaction's balance is read once it is mined (sendTransaction): not now too.
      let readWhenMined = false
      try {
        const result = await handle(method, params)
        readWhenMined =
          method === 'eth_sendTransaction' && typeof result === 'string' && isHash(result)
        return result
      } catch (error) {
        const rpcError = toEmbeddedRpcError(error)
        // SPEC §4/§8: an unknown method's rejection is shown to the visitor after 300 ms.
        if (rpcError.code === 4200)
          kernel.env.setTimeout(
            () => kernel.toasts.show({ variant: 'error', message: frameErrorMessages.notAllowed }),
            300,
          )
        throw rpcError
      } finally {
        if (approval && !readWhenMined) refreshNativeBalance()
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
  }
  return provider
}
