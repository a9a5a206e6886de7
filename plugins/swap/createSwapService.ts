import type { Eip155Adapter } from 'gangway/eip155'
import { type Kernel, type Network, PluginError } from 'gangway/kernel'
import type { PublicClient } from 'viem'
import { defaultSlippage, isNativeToken } from './constants.js'
import { GasPriceNotSupportedError, SwapNetworkNotSupportedError } from './errors.js'
import { maximumSpent } from './minimumReceived.js'
import { readTokenBalance } from './readTokenBalance.js'
import { sendSwapTransaction } from './sendSwapTransaction.js'
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
  getMissingAllowance(parameters: {
    quote: SwapQuote
    owner: string
    slippage?: number | undefined
  }): Promise<bigint>
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

  return {
    getClient,

    async getBalance({ chainId, token, owner }) {
      const client = await getClient(chainId)
      if (!client) throw new SwapNetworkNotSupportedError(chainId)
      return readTokenBalance(client, { token, owner })
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
      if ((await this.getMissingAllowance({ quote, owner, slippage })) === 0n) {
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

    async getMissingAllowance({ quote, owner, slippage = defaultSlippage }) {
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
        return sendSwapTransaction(kernel, {
          transaction: built,
          chainId: quote.chainId,
          owner,
          connectorId,
        })
      })
    },

    buildApprove,

    buildSwap,

    swap({ quote, owner, connectorId, slippage, transaction }) {
      return step('swap', quote, async () => {
        const built = transaction ?? (await buildSwap({ quote, owner, slippage }))
        return sendSwapTransaction(kernel, {
          transaction: built,
          chainId: quote.chainId,
          owner,
          connectorId,
        })
      })
    },
  }
}

/** What a Uniswap V2 swap of one or two hops usually costs, for a fee shown before approval. */
export const typicalSwapGas = 180_000n
