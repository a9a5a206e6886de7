// gangway/preview: what a request will do before anyone signs it (issue 33). Framework-free and
// tiny: every function here loads the viem-based toolkit (`evm.ts`) with `import()` on its
// first call. The eip155 adapter's `previewRequest` uses it for `previewRequest(kernel, …)`;
// the embedded wallet's frame may call it with its own viem client. Solana's previews are
// `gangway/preview/solana`, so a Solana host's bundle never reaches the EVM toolkit.
import type { TransactionPreview } from 'gangway/kernel'
import type { Client } from 'viem'
import type { EvmTypedData } from './decodeTypedData.js'
import type { PreviewEvmCallsParameters, PreviewEvmRequestParameters } from './evm.js'
import type { NativeCurrency } from './toPreview.js'

export type {
  PreviewAction,
  PreviewApproval,
  PreviewAsset,
  PreviewAssetFlag,
  PreviewChange,
  PreviewWarning,
  TransactionPreview,
} from 'gangway/kernel'
export { InvalidPreviewRequestError } from './errors.js'
export type {
  AssetInfo,
  EvmSimulation,
  PreviewEvmCallsParameters,
  PreviewEvmRequestParameters,
  SimulatedChange,
} from './evm.js'
export { maxDecimals } from './maxDecimals.js'
export { nativeAddress } from './nativeAddress.js'
export { previewableMethods } from './previewableMethods.js'
export type {
  PreviewSolanaRequestParameters,
  PreviewSolanaTransactionParameters,
  SolanaDecoded,
  SolanaEffect,
  SolanaTokenLabel,
} from './solanaToolkit.js'
export type { AssetStandard, CallEffect, Decoded, EvmCall } from './types.js'
export type { EvmTypedData, NativeCurrency }

/**
 * Loads the EVM preview toolkit: the decoders (`decodeCall`, `decodeTypedData`), the chain
 * reads (`readAssets`, `simulateEvmCalls`), `readRevertReason` and `toPreview`, for a caller
 * that composes its own preview. One lazy chunk, loaded once.
 *
 * @returns The toolkit module.
 * @example
 * const { decodeCall } = await loadEvmPreview()
 * decodeCall({ to: usdc, data }).effects // [{ type: 'move', standard: 'erc20', … }]
 */
export const loadEvmPreview = (): Promise<typeof import('./evm.js')> => import('./evm.js')

/**
 * Previews an EVM wallet request as a dapp sent it — `eth_sendTransaction`, EIP-5792
 * `wallet_sendCalls`, `eth_signTypedData_v4` — on the host's own RPC: simulated with
 * `eth_simulateV1` where the node has it, else `eth_call` + `eth_estimateGas` and decoding.
 * Any other method answers a preview of confidence `unknown`.
 *
 * @param client - A viem client on the host's configured transport for the request's network.
 * @param parameters - `{ from, request: { method, params }, nativeCurrency? }`.
 * @returns What will leave and reach the visitor, what they allow, the fee, the failure.
 * @throws InvalidPreviewRequestError when the params are not what the method takes.
 * @example
 * const client = createPublicClient({ chain: mainnet, transport: http(rpcUrl) })
 * const preview = await previewEvmRequest(client, {
 *   from: account,
 *   request: { method: 'eth_sendTransaction', params: [{ to: usdc, data }] },
 * })
 * preview.send // [{ asset: { symbol: 'USDC', decimals: 6, … }, amount: 5_000_000n, counterparty: bob }]
 */
export async function previewEvmRequest(
  client: Client,
  parameters: PreviewEvmRequestParameters,
): Promise<TransactionPreview> {
  return (await loadEvmPreview()).previewEvmRequest(client, parameters)
}

/**
 * Previews EVM calls (one transaction, or an EIP-5792 batch in order) as `from`.
 *
 * @param client - A viem client on the host's configured transport.
 * @param parameters - `{ from, calls, nativeCurrency?, gas?, feePerGas? }`.
 * @returns The preview.
 * @example
 * const preview = await previewEvmCalls(client, { from, calls: [{ to: bob, value: parseEther('0.1') }] })
 * preview.send[0].amount // 100000000000000000n
 */
export async function previewEvmCalls(
  client: Client,
  parameters: PreviewEvmCallsParameters,
): Promise<TransactionPreview> {
  return (await loadEvmPreview()).previewEvmCalls(client, parameters)
}

/**
 * Previews typed data before it is signed: EIP-2612 and Permit2 permits read as "X may take
 * up to N of your TOKEN until DATE" (`allow` with `expiresAt`).
 *
 * @param client - A viem client of the request's network (for the token's symbol and decimals).
 * @param parameters - `{ from, typedData, nativeCurrency? }`.
 * @returns The preview.
 * @example
 * const preview = await previewEvmTypedData(client, { from, typedData })
 * preview.allow[0] // { spender, amount: 1_000_000n, expiresAt: 1900000000, via: 'permit2', … }
 */
export async function previewEvmTypedData(
  client: Client,
  parameters: {
    from: `0x${string}`
    typedData: EvmTypedData
    nativeCurrency?: NativeCurrency | undefined
  },
): Promise<TransactionPreview> {
  return (await loadEvmPreview()).previewEvmTypedData(client, parameters)
}
