import type { Eip155Adapter } from 'gangway/eip155'
import type { Kernel } from 'gangway/kernel'
import { SwapNetworkNotSupportedError, SwapRevertedError } from './errors.js'
import type { SwapTransaction } from './types.js'

/**
 * Sends a swap's (or approval's) transaction through the connected wallet and waits for it:
 * the node's gas estimate gets headroom, and a revert, before or after sending, becomes a
 * SwapRevertedError with the reason the chain gave.
 *
 * @returns The transaction hash, once included.
 * @example
 * const hash = await sendSwapTransaction(kernel, { transaction, chainId: 1, owner, connectorId })
 */
export async function sendSwapTransaction(
  kernel: Kernel,
  parameters: {
    transaction: SwapTransaction
    chainId: number
    /** The connected address that sends it. */
    owner: string
    connectorId: string
  },
): Promise<string> {
  const { transaction, chainId, owner, connectorId } = parameters
  const network = kernel.networks.get(`eip155:${chainId}`)
  if (!network) throw new SwapNetworkNotSupportedError(chainId)
  const eip155 = (await kernel.chains.load('eip155')) as Eip155Adapter
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

/**
 * The estimate plus half of it, MetaMask's buffer for contract calls. A fifth was not enough:
 * on a loaded machine a swap ran out of gas (it reverted with no reason, and the same call
 * replayed at its block without a gas limit went through). What a pool costs depends on the
 * block the swap lands in (V3 writes a price observation in the first swap of each new
 * second, and may grow its observation array: 5–22k of a 100–200k swap). Unused gas is not
 * paid.
 */
const swapGasHeadroom = 2n

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
