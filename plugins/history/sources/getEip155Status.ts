import type { Network } from 'gangway/kernel'
import type { Address, Hex } from 'viem'
import type { HistoryStatus } from '../types.js'
import type { Eip155HistoryContext } from './eip155Context.js'
import { parseRpc, type RpcReceipt, receiptSchema, transactionSchema } from './rpcSchemas.js'

/** A mined transaction's status by its receipt; no receipt yet: pending. */
export const statusOfReceipt = (receipt: RpcReceipt | undefined): HistoryStatus =>
  !receipt ? 'pending' : receipt.status === '0x0' ? 'failed' : 'confirmed'

/**
 * A transaction's status now: its receipt's; without one, replaced when the sender's nonce
 * moved past it, pending while the node knows it, else dropped.
 */
export async function getEip155Status(
  context: Pick<Eip155HistoryContext, 'getClient'>,
  request: { network: Network; id: string; from?: string | undefined; nonce?: number | undefined },
): Promise<HistoryStatus> {
  const client = await context.getClient(request.network)
  const [receipt, tx, count] = await Promise.all([
    client.request({ method: 'eth_getTransactionReceipt', params: [request.id as Hex] }),
    client.request({ method: 'eth_getTransactionByHash', params: [request.id as Hex] }),
    request.from
      ? client.request({
          method: 'eth_getTransactionCount',
          params: [request.from as Address, 'latest'],
        })
      : Promise.resolve(undefined),
  ])
  if (receipt) return statusOfReceipt(parseRpc(receiptSchema, { value: receipt, what: 'receipt' }))
  const known = tx ? parseRpc(transactionSchema, { value: tx, what: 'transaction' }) : undefined
  const nonce = known ? Number(BigInt(known.nonce)) : request.nonce
  // The account's nonce moved past it with no receipt for it: another transaction took
  // its place. Gone from the node without that: dropped.
  if (nonce !== undefined && typeof count === 'string' && Number(BigInt(count)) > nonce)
    return 'replaced'
  return known ? 'pending' : 'dropped'
}
