import { getCallsStatus as viemGetCallsStatus } from 'viem/actions'
import { getWalletClient } from './getWalletClient.js'
import { toEip155Error } from './toEip155Error.js'
import type { CallsStatus, Eip155Context } from './types.js'

/**
 * The status of an EIP-5792 bundle (`wallet_getCallsStatus`).
 *
 * @returns `pending`, `success` or `failure`, with the receipts mined so far.
 * @throws UnknownBundleIdError (5730) and the other wallet-code errors.
 * @example
 * const { status, receipts } = await getCallsStatus(context, { connectorId, id })
 */
export async function getCallsStatus(
  context: Eip155Context,
  parameters: { connectorId: string; id: string },
): Promise<CallsStatus> {
  try {
    const wallet = getWalletClient(context, parameters)
    const result = await viemGetCallsStatus(wallet, { id: parameters.id })
    return {
      id: result.id,
      status: result.status,
      statusCode: result.statusCode,
      atomic: result.atomic,
      chainId: result.chainId,
      receipts: (result.receipts ?? []).map((receipt) => ({
        status: receipt.status,
        transactionHash: receipt.transactionHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
      })),
    }
  } catch (error) {
    throw toEip155Error(error)
  }
}
