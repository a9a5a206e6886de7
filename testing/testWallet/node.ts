import { type Address, createWalletClient, type Hex, http } from 'viem'
import { ProviderRpcError } from '../errors.js'
import type { Transaction } from './schemas.js'
import { signer } from './signer.js'
import type { TestWalletState } from './state.js'

/** Asks the current chain's node, passing its JSON-RPC error on as the wallet's. */
export async function forward(
  state: TestWalletState,
  { method, params }: { method: string; params: unknown },
): Promise<unknown> {
  const response = await fetch(state.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++state.rpcId, method, params: params ?? [] }),
  })
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  return body.result
}

/** Signs `transaction` with the active account and sends it to the node: its hash. */
export async function sendTransaction(
  state: TestWalletState,
  transaction: Transaction,
): Promise<Hex> {
  const from = signer(state, transaction.from)
  const big = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))
  const client = createWalletClient({ account: from, transport: http(state.rpcUrl) })
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
