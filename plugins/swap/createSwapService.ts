import type { Eip155Adapter } from 'gangway/eip155'
import { type Kernel, type Network, PluginError } from 'gangway/kernel'
import type { PublicClient } from 'viem'
import { defaultSlippage, isNativeToken } from './constants.js'
import {
  GasPriceNotSupportedError,
  SwapNetworkNotSupportedError,
  SwapRevertedError,
} from './errors.js'
import { maximumSpent } from './minimumReceived.js'
import type {
  QuoteParameters,
  QuoteSource,
  QuoteSourceDefinition,
  SwapQuote,
  SwapStep,
  SwapToken,
  SwapTransaction,
} from './types.js'

/** What the Swap view asks of the sources, side by side. */
export type SwapService = {
  /** Whether any source serves the chain. */
  supportsChain(chainId: number): Promise<boolean>
  /** Every source's tokens for the chain, first source first, each address once. */
  getTokens(chainId: number): Promise<readonly SwapToken[]>
  /** Asks every source serving the chain; the largest output (smallest input) wins. */
  getQuote(parameters: QuoteParameters): Promise<SwapQuote>
  getGasPrice(chainId: number): Promise<bigint>
  /**
   * How much of `quote.from` is short of the allowance the swap needs (0n: none); an
   * exact-output swap needs its maximum input at `slippage` (default SPEC §9's 1 %).
   */
  getMissingAllowance(quote: SwapQuote, owner: string, slippage?: number): Promise<bigint>
  /**
   * The approval the swap needs: `quote.from` for the quote's spender, exactly what the swap
   * may spend at `slippage`, as the quote's source builds it — what Swap's approve step
   * previews (issue 33) and then sends.
   */
  buildApprove(parameters: {
    quote: SwapQuote
    owner: string
    slippage?: number | undefined
  }): Promise<SwapTransaction>
  /**
   * Sends the approval through the wallet and waits for it to be mined. `transaction`: the one
   * `buildApprove` built for the preview (built again when absent).
   */
  approve(parameters: {
    quote: SwapQuote
    owner: string
    connectorId: string
    slippage?: number | undefined
    transaction?: SwapTransaction | undefined
  }): Promise<string>
  /**
   * The swap's transaction at `slippage`, as the quote's source builds it: what Swap's preview
   * step shows (issue 33) and then sends, so the visitor approves what they saw.
   */
  buildSwap(parameters: {
    quote: SwapQuote
    owner: string
    slippage: number
  }): Promise<SwapTransaction>
  /**
   * Sends the swap through the wallet and waits for it; a revert says why. `transaction`: the
   * one `buildSwap` built for the preview (built again when absent).
   */
  swap(parameters: {
    quote: SwapQuote
    owner: string
    connectorId: string
    slippage: number
    transaction?: SwapTransaction | undefined
  }): Promise<string>
  /**
   * The network fee of the swap in the native coin's smallest unit: the gas price times the
   * node's estimate, or times `typicalSwapGas` while an approval is still missing (the
   * estimate would revert).
   */
  estimateFee(parameters: { quote: SwapQuote; owner: string; slippage: number }): Promise<bigint>
  /** The owner's balance of a token (or the native coin) on the chain, read from it. */
  getBalance(parameters: { chainId: number; token: string; owner: string }): Promise<bigint>
  /** A read client for a configured eip155 network (pasted-token reads). */
  getClient(chainId: number): Promise<PublicClient | undefined>
}

/**
 * Builds the swap service of one instance over the host's sources. Sources load on first
 * use; the eip155 adapter reads the chain and sends through the connected wallet.
 *
 * @example
 * const service = createSwapService(kernel, [onchain()])
 * const quote = await service.getQuote({ chainId: 1, from, to, amount, userAddress })
 */
export function createSwapService(
  kernel: Kernel,
  definitions: readonly QuoteSourceDefinition[],
): SwapService {
  const adapter = () => kernel.chains.load('eip155') as Promise<Eip155Adapter>
  const networkOf = (chainId: number): Network | undefined =>
    kernel.networks.get(`eip155:${chainId}`)
  const getClient = async (chainId: number) => {
    const network = networkOf(chainId)
    return network ? (await adapter()).getPublicClient(network) : undefined
  }
  let loaded: Promise<readonly QuoteSource[]> | undefined
  const sources = () => {
    loaded ??= Promise.all(
      definitions.map((definition) =>
        definition.load({ getClient, http: kernel.http, now: () => kernel.env.now() }),
      ),
    ).catch((error: unknown) => {
      loaded = undefined
      throw error
    })
    return loaded
  }
  const serving = async (chainId: number) => {
    const list = (await sources()).filter((source) => source.supportsChain(chainId))
    if (!list.length) throw new SwapNetworkNotSupportedError(chainId)
    return list
  }
  const sourceOf = async (quote: SwapQuote) => {
    const found = (await serving(quote.chainId)).find((source) => source.name === quote.source)
    if (!found) throw new SwapNetworkNotSupportedError(quote.chainId)
    return found
  }

  async function bestQuote(parameters: QuoteParameters): Promise<SwapQuote> {
    const results = await Promise.allSettled(
      (await serving(parameters.chainId)).map((source) => source.getQuote(parameters)),
    )
    let best: SwapQuote | undefined
    const exactOut = parameters.kind === 'exactOut'
    for (const result of results) {
      if (result.status !== 'fulfilled') continue
      const quote = result.value
      if (!best || (exactOut ? quote.amountIn < best.amountIn : quote.amountOut > best.amountOut))
        best = quote
    }
    if (best) return best
    throw (results[0] as PromiseRejectedResult).reason
  }

  const buildSwap: SwapService['buildSwap'] = async ({ quote, owner, slippage }) =>
    (await sourceOf(quote)).buildSwap({ quote, userAddress: owner, slippage })

  const buildApprove: SwapService['buildApprove'] = async ({
    quote,
    owner,
    slippage = defaultSlippage,
  }) =>
    (await sourceOf(quote)).buildApprove({
      chainId: quote.chainId,
      token: quote.from,
      owner,
      spender: quote.spender,
      amount: maximumSpent(quote, slippage),
    })

  const emitError = (step: SwapStep, error: unknown, quote?: SwapQuote) =>
    kernel.bus.emit('swapError', {
      step,
      error:
        error instanceof Error ? error : new PluginError('swap', String(error), { cause: error }),
      quote,
    })

  /** Runs a wallet step, then tells the bus how it went. */
  async function step(
    name: 'approve' | 'swap',
    quote: SwapQuote,
    run: () => Promise<string>,
  ): Promise<string> {
    let hash: string
    try {
      hash = await run()
    } catch (error) {
      emitError(name, error, quote)
      throw error
    }
    kernel.bus.emit(name === 'approve' ? 'swapApprove' : 'swapSuccess', { quote, hash })
    return hash
  }

  async function send(
    transaction: SwapTransaction,
    chainId: number,
    owner: string,
    connectorId: string,
  ): Promise<string> {
    const network = networkOf(chainId)
    if (!network) throw new SwapNetworkNotSupportedError(chainId)
    const eip155 = await adapter()
    // A pool's gas depends on the block it lands in (Uniswap V3 writes a price observation
    // in the first swap of each new second, which the estimate's block may not): the node's
    // estimate gets headroom, as wallets and Uniswap's interface give it. When the estimate
    // fails, the adapter estimates again and raises its typed error (or the revert reason).
    const gas =
      transaction.gas ??
      (await eip155
        .getPublicClient(network)
        .estimateGas({
          account: owner as `0x${string}`,
          to: transaction.to as `0x${string}`,
          data: transaction.data,
          value: transaction.value,
        })
        .then(
          (estimate) => estimate + estimate / swapGasHeadroom,
          () => undefined,
        ))
    let hash: `0x${string}`
    try {
      hash = await eip155.sendTransaction({
        connectorId,
        address: owner,
        network,
        to: transaction.to,
        data: transaction.data,
        value: transaction.value,
        gas,
      })
    } catch (error) {
      throw toSwapError(error)
    }
    const { status, receipt } = await eip155.waitForReceipt({ network, hash })
    if (status === 'reverted') {
      // The wallet sent it anyway: replay the call at that block for viem's decoded reason.
      const reason = await eip155
        .getPublicClient(network)
        .call({
          account: owner as `0x${string}`,
          to: transaction.to as `0x${string}`,
          data: transaction.data,
          value: transaction.value,
          blockNumber: receipt.blockNumber,
        })
        .then(
          () => undefined,
          (error: unknown) => findReason(error),
        )
      throw new SwapRevertedError(reason, { details: `Transaction ${hash}: ${reason ?? ''}` })
    }
    return hash
  }

  return {
    getClient,

    async getBalance({ chainId, token, owner }) {
      const client = await getClient(chainId)
      if (!client) throw new SwapNetworkNotSupportedError(chainId)
      if (isNativeToken(token)) return client.getBalance({ address: owner as `0x${string}` })
      const value = await client.readContract({
        address: token as `0x${string}`,
        abi: balanceOfAbi,
        functionName: 'balanceOf',
        args: [owner as `0x${string}`],
      })
      return value
    },

    async supportsChain(chainId) {
      return (await sources()).some((source) => source.supportsChain(chainId))
    },

    async getTokens(chainId) {
      const lists = await Promise.allSettled(
        (await serving(chainId)).map((source) => source.getTokens({ chainId })),
      )
      const seen = new Set<string>()
      const tokens: SwapToken[] = []
      for (const list of lists) {
        if (list.status !== 'fulfilled') continue
        for (const token of list.value) {
          const key = token.address.toLowerCase()
          if (seen.has(key)) continue
          seen.add(key)
          tokens.push(token)
        }
      }
      if (!tokens.length) {
        const failed = lists.find((list) => list.status === 'rejected')
        if (failed) throw failed.reason
      }
      return tokens
    },

    async getQuote(parameters) {
      try {
        const quote = await bestQuote(parameters)
        kernel.bus.emit('swapQuote', { quote })
        return quote
      } catch (error) {
        emitError('quote', error)
        throw error
      }
    },

    async getGasPrice(chainId) {
      const list = (await sources()).filter((source) => source.supportsChain(chainId))
      if (!list.length) throw new GasPriceNotSupportedError(chainId)
      return list[0]!.getGasPrice({ chainId })
    },

    async estimateFee({ quote, owner, slippage }) {
      const gasPrice = await this.getGasPrice(quote.chainId)
      let gas = typicalSwapGas
      if ((await this.getMissingAllowance(quote, owner, slippage)) === 0n) {
        const client = await getClient(quote.chainId)
        const transaction = await (await sourceOf(quote)).buildSwap({
          quote,
          userAddress: owner,
          slippage,
        })
        gas =
          (await client
            ?.estimateGas({
              account: owner as `0x${string}`,
              to: transaction.to as `0x${string}`,
              data: transaction.data,
              value: transaction.value,
            })
            .catch(() => undefined)) ?? typicalSwapGas
      }
      return gas * gasPrice
    },

    async getMissingAllowance(quote, owner, slippage = defaultSlippage) {
      if (!quote.needsApproval || isNativeToken(quote.from)) return 0n
      const needed = maximumSpent(quote, slippage)
      const allowance = await (await sourceOf(quote)).getAllowance({
        chainId: quote.chainId,
        token: quote.from,
        owner,
        spender: quote.spender,
      })
      return allowance >= needed ? 0n : needed - allowance
    },

    approve({ quote, owner, connectorId, slippage, transaction }) {
      return step('approve', quote, async () => {
        const built = transaction ?? (await buildApprove({ quote, owner, slippage }))
        return send(built, quote.chainId, owner, connectorId)
      })
    },

    buildApprove,

    buildSwap,

    swap({ quote, owner, connectorId, slippage, transaction }) {
      return step('swap', quote, async () => {
        const built = transaction ?? (await buildSwap({ quote, owner, slippage }))
        return send(built, quote.chainId, owner, connectorId)
      })
    },
  }
}

const balanceOfAbi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const

/**
 * The estimate plus half of it, MetaMask's buffer for contract calls. A fifth was not enough:
 * on a loaded machine a swap ran out of gas (it reverted with no reason, and the same call
 * replayed at its block without a gas limit went through). What a pool costs depends on the
 * block the swap lands in (V3 writes a price observation in the first swap of each new
 * second, and may grow its observation array: 5–22k of a 100–200k swap). Unused gas is not
 * paid.
 */
const swapGasHeadroom = 2n

/** What a Uniswap V2 swap of one or two hops usually costs, for a fee shown before approval. */
export const typicalSwapGas = 180_000n

/** The first revert reason in an error's cause chain (viem and the eip155 adapter keep it). */
function findReason(error: unknown): string | undefined {
  let node: unknown = error
  for (let depth = 0; node && depth < 10; depth++) {
    const { reason, cause } = node as { reason?: unknown; cause?: unknown }
    if (typeof reason === 'string' && reason) return reason
    node = cause
  }
  const message = error instanceof Error ? error.message : ''
  // viem's message: 'Execution reverted with reason: UniswapV2Router: …_AMOUNT.' (one line of several).
  return /reverted with (?:the following )?reason:\s*(.+?)\.?$/m.exec(message)?.[1]?.trim()
}

/** A revert becomes a SwapRevertedError with its reason; a rejection or other failure stays. */
function toSwapError(error: unknown): unknown {
  const reason = findReason(error)
  return reason ? new SwapRevertedError(reason, { cause: error }) : error
}
