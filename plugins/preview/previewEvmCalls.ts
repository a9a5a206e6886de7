import type { TransactionPreview } from 'gangway/kernel'
import {
  type Address,
  BaseError,
  type Client,
  HttpRequestError,
  SocketClosedError,
  TimeoutError,
  WebSocketRequestError,
} from 'viem'
import { call, estimateFeesPerGas, estimateGas, getGasPrice } from 'viem/actions'
import { decodeCall } from './decodeCall.js'
import { nativeAddress } from './nativeAddress.js'
import { readAssets } from './readAssets.js'
import { readRevertReason } from './readRevertReason.js'
import { type EvmSimulation, simulateEvmCalls } from './simulateEvmCalls.js'
import { type NativeCurrency, toPreview } from './toPreview.js'
import type { EvmCall } from './types.js'

export type PreviewEvmCallsParameters = {
  /** The visitor's address: the calls' sender, whose assets the preview is about. */
  from: Address
  /** One call (`eth_sendTransaction`) or a batch (EIP-5792 `wallet_sendCalls`), in order. */
  calls: readonly EvmCall[]
  /** The network's coin; default the client's chain's, else ETH with 18 decimals. */
  nativeCurrency?: NativeCurrency | undefined
  /** The gas limit the request sets, when it sets one (the fee is then at most this × fee per gas). */
  gas?: bigint | undefined
  /** The fee per gas the request sets (`maxFeePerGas`, or `gasPrice`), when it sets one. */
  feePerGas?: bigint | undefined
}

/**
 * Previews EVM calls before anyone signs them: simulated on the network's own RPC with
 * `eth_simulateV1` (the visitor's balance changes as the chain computes them), falling back,
 * where the RPC lacks it, to `eth_call` and `eth_estimateGas` for "will it fail" and to
 * decoding for what the calls do. Approvals always come from decoding (no balance moves).
 * Symbols and decimals are read from the chain in one multicall, never from the request.
 *
 * @param client - A viem client on the host's configured transport for the request's network.
 * @param parameters - The sender, the calls and what the request sets for gas.
 * @returns What will leave and reach the visitor, what they allow, the fee, the failure.
 * @example
 * const preview = await previewEvmCalls(client, {
 *   from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   calls: [{ to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }) }],
 * })
 * preview.warnings // [{ kind: 'unlimitedApproval', spender: router, asset: { symbol: 'USDC', … } }]
 */
export async function previewEvmCalls(
  client: Client,
  parameters: PreviewEvmCallsParameters,
): Promise<TransactionPreview> {
  const { from, calls } = parameters
  const decoded = calls.map(decodeCall)
  const tokens = decoded.flatMap((d) =>
    d.effects.flatMap((e) =>
      e.type === 'allow' || e.standard !== 'native' ? [e.token as Address] : [],
    ),
  )
  const [simulation, feePerGas] = await Promise.all([
    calls.length > 0 ? simulateEvmCalls(client, { from, calls }) : undefined,
    parameters.feePerGas ?? readFeePerGas(client),
  ])
  const checked = simulation
    ? fromSimulation(simulation)
    : await checkCalls(client, { from, calls })
  const assets = await readAssets(client, {
    addresses: [
      ...tokens,
      ...(simulation?.changes
        .map((c) => c.address)
        .filter((a) => a.toLowerCase() !== nativeAddress) ?? []),
    ],
  })
  const gas = parameters.gas ?? checked.gas
  return toPreview({
    from,
    decoded,
    assets,
    native: parameters.nativeCurrency ??
      client.chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 },
    simulated: simulation?.changes,
    fee: gas !== undefined && feePerGas !== undefined ? gas * feePerGas : undefined,
    failure: checked.failure,
  })
}

type Checked = { gas?: bigint | undefined; failure?: { reason?: string | undefined } | undefined }

function fromSimulation(simulation: EvmSimulation): Checked {
  const failed = simulation.results.find((r) => r.status === 'failure')
  return {
    gas: simulation.results.reduce((sum, r) => sum + r.gasUsed, 0n),
    failure: failed
      ? { reason: readRevertReason(failed.data) ?? readRevertReason(failed.error) }
      : undefined,
  }
}

/**
 * Without `eth_simulateV1`: `eth_call` says whether the first call fails (and why; a node that
 * does not answer says nothing, and nothing is claimed) and
 * `eth_estimateGas` prices each call. A later call of a batch may depend on an earlier one's
 * effects (approve, then swap), which these separate calls cannot see: its failure to
 * estimate leaves the fee unknown rather than claiming the batch will fail.
 */
async function checkCalls(
  client: Client,
  parameters: { from: Address; calls: readonly EvmCall[] },
): Promise<Checked> {
  const [first, ...rest] = parameters.calls
  if (!first) return {}
  const request = (c: EvmCall) => ({
    account: parameters.from,
    to: c.to,
    data: c.data,
    value: c.value,
  })
  try {
    await call(client, request(first))
  } catch (error) {
    // The node not answering says nothing about the call: no "will fail" then.
    if (unanswered(error)) return {}
    return { failure: { reason: readRevertReason(error) } }
  }
  try {
    const estimates = await Promise.all(
      [first, ...rest].map((c) => estimateGas(client, request(c))),
    )
    return { gas: estimates.reduce((sum, g) => sum + g, 0n) }
  } catch {
    return {}
  }
}

/** An error of the transport (no answer, a timeout, HTTP failing), not of the call. */
const unanswered = (error: unknown) =>
  error instanceof BaseError &&
  Boolean(
    error.walk(
      (cause) =>
        cause instanceof HttpRequestError ||
        cause instanceof TimeoutError ||
        cause instanceof SocketClosedError ||
        cause instanceof WebSocketRequestError,
    ),
  )

async function readFeePerGas(client: Client): Promise<bigint | undefined> {
  try {
    return (await estimateFeesPerGas(client)).maxFeePerGas
  } catch {
    try {
      return await getGasPrice(client)
    } catch {
      return undefined
    }
  }
}
