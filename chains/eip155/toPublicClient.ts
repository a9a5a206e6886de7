import type { Chain, PublicClient, Transport, PublicActions as ViemPublicActions } from 'viem'
import {
  call,
  estimateFeesPerGas,
  estimateGas,
  estimateMaxPriorityFeePerGas,
  getBlock,
  getBlockNumber,
  getChainId,
  getGasPrice,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
  prepareTransactionRequest,
  token,
  waitForTransactionReceipt,
  watchBlockHeaders,
  watchBlockNumber,
  watchBlocks,
  watchContractEvent,
  watchEvent,
  watchPendingTransactions,
} from 'viem/actions'
import type { NetworkClient } from './createNetworkClient.js'

type PublicActions = ViemPublicActions<Transport, Chain>

/**
 * Public actions bound right away: the ones whose code the adapter carries anyway (its
 * reads, fees and receipts need them), and every one that answers synchronously (the
 * watchers return their `unwatch`; the `token` actions carry synchronous `.call`-style
 * helpers), so their behaviour cannot depend on a chunk loading.
 */
type DirectName =
  | 'call'
  | 'estimateFeesPerGas'
  | 'estimateGas'
  | 'estimateMaxPriorityFeePerGas'
  | 'getBlock'
  | 'getBlockNumber'
  | 'getChainId'
  | 'getGasPrice'
  | 'getTransaction'
  | 'getTransactionCount'
  | 'getTransactionReceipt'
  | 'prepareTransactionRequest'
  | 'token'
  | 'waitForTransactionReceipt'
  | 'watchBlockHeaders'
  | 'watchBlockNumber'
  | 'watchBlocks'
  | 'watchContractEvent'
  | 'watchEvent'
  | 'watchPendingTransactions'

/**
 * Every other public action: all return a promise, and run viem's own `publicActions`
 * (loaded with `import()` on the first such call) on the same client. `satisfies` keeps this
 * list exactly the rest of viem's `PublicActions`: a new viem action fails the type check.
 */
const lazyNames = {
  createAccessList: true,
  createBlockFilter: true,
  createContractEventFilter: true,
  createEventFilter: true,
  createPendingTransactionFilter: true,
  estimateContractGas: true,
  fillTransaction: true,
  getBalance: true,
  getBlobBaseFee: true,
  getBlockReceipts: true,
  getBlockTransactionCount: true,
  getBytecode: true,
  getCode: true,
  getContractEvents: true,
  getDelegation: true,
  getEip712Domain: true,
  getEnsAddress: true,
  getEnsAvatar: true,
  getEnsName: true,
  getEnsResolver: true,
  getEnsText: true,
  getFeeHistory: true,
  getFilterChanges: true,
  getFilterLogs: true,
  getLogs: true,
  getProof: true,
  getRawTransaction: true,
  getStorageAt: true,
  getStorageValues: true,
  getTransactionConfirmations: true,
  multicall: true,
  readContract: true,
  sendRawTransaction: true,
  sendRawTransactionSync: true,
  simulate: true,
  simulateBlocks: true,
  simulateCalls: true,
  simulateContract: true,
  uninstallFilter: true,
  verifyHash: true,
  verifyMessage: true,
  verifySiweMessage: true,
  verifyTypedData: true,
} as const satisfies Record<Exclude<keyof PublicActions, DirectName>, true>

type Action = (parameters?: unknown) => unknown

/**
 * The full viem `PublicClient` over a network's bare client, as `createPublicClient` would
 * build it, with the same actions and results. The adapter's own actions, the watchers and
 * `token` are bound at once; the rest (ENS, simulation, signature verification, logs,
 * filters, …) load viem's `publicActions` on their first call, so a host that never uses
 * them does not download them.
 *
 * @example
 * const client = toPublicClient(createNetworkClient({ network: base, rpcUrls }))
 * await client.readContract({ address, abi, functionName: 'balanceOf', args: [owner] })
 */
export function toPublicClient(client: NetworkClient): PublicClient {
  let loaded: Promise<Record<string, unknown>> | undefined
  const loadActions = () =>
    (loaded ??= import('./publicActions.js').then(
      ({ publicActions }) => publicActions(client) as unknown as Record<string, unknown>,
    ))
  const lazy: Record<string, Action> = {}
  for (const name of Object.keys(lazyNames))
    lazy[name] = async (parameters) => ((await loadActions())[name] as Action)(parameters)

  const direct: Pick<PublicActions, DirectName> = {
    call: (args) => call(client, args),
    estimateFeesPerGas: (args) => estimateFeesPerGas(client, args),
    estimateGas: (args) => estimateGas(client, args),
    estimateMaxPriorityFeePerGas: (args) => estimateMaxPriorityFeePerGas(client, args),
    getBlock: (args) => getBlock(client, args),
    getBlockNumber: (args) => getBlockNumber(client, args),
    getChainId: () => getChainId(client),
    getGasPrice: () => getGasPrice(client),
    getTransaction: (args) => getTransaction(client, args),
    getTransactionCount: (args) => getTransactionCount(client, args),
    getTransactionReceipt: (args) => getTransactionReceipt(client, args),
    prepareTransactionRequest: (args) => prepareTransactionRequest(client, args),
    token: {
      getAllowance: bindToken(client, token.getAllowance),
      getBalance: bindToken(client, token.getBalance),
      getMetadata: bindToken(client, token.getMetadata),
      getTotalSupply: bindToken(client, token.getTotalSupply),
    } as PublicActions['token'],
    waitForTransactionReceipt: (args) => waitForTransactionReceipt(client, args),
    watchBlockHeaders: (args) => watchBlockHeaders(client, args),
    watchBlockNumber: (args) => watchBlockNumber(client, args),
    watchBlocks: (args) => watchBlocks(client, args),
    watchContractEvent: (args) => watchContractEvent(client, args),
    watchEvent: (args) => watchEvent(client, args),
    watchPendingTransactions: (args) => watchPendingTransactions(client, args),
  }
  return client.extend(
    () => ({ ...(lazy as unknown as Omit<PublicActions, DirectName>), ...direct }) as PublicActions,
  ) as unknown as PublicClient
}

/**
 * Binds a `token` action and its composing helpers to the client, as viem's `publicActions`
 * does (its `bindActionDecorators`, which viem does not export): one-parameter helpers are
 * client-less, the others take `(client, args)`.
 */
function bindToken(client: NetworkClient, action: object): Action {
  const bound: Action = (parameters = {}) =>
    (action as (client: NetworkClient, parameters: unknown) => unknown)(client, parameters)
  const decorators: Record<string, unknown> = {}
  const helpers = action as Record<string, unknown>
  for (const key of [
    'call',
    'calls',
    'callWithPeriod',
    'estimateGas',
    'prepare',
    'prepareRecipient',
    'predict',
    'simulate',
  ])
    if (Object.hasOwn(action, key)) {
      const helper = helpers[key] as (...args: unknown[]) => unknown
      decorators[key] = (args: unknown = {}) =>
        helper.length === 1 ? helper(args) : helper(client, args)
    }
  for (const key of ['extractEvent', 'extractEvents'])
    if (Object.hasOwn(action, key)) decorators[key] = helpers[key]
  return Object.assign(bound, decorators)
}
