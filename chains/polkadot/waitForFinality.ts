import { sleep } from 'gangway/kernel'
import * as z from 'zod/mini'
import type { PolkadotNetwork } from './defineNetwork.js'
import { eraPeriod } from './encodeTransfer.js'
import { TransactionNotFinalizedError } from './errors.js'
import { hashSchema, hexSchema, rpcRequest } from './rpc.js'
import type { PolkadotContext } from './types.js'

const headerSchema = z.object({ number: hexSchema })
const blockSchema = z.object({ block: z.object({ extrinsics: z.array(hexSchema) }) })

/** Default: how often the finalized head is read while a transfer is pending, in ms. */
export const defaultPollingInterval = 2_000
/** Default: how long a transfer may take to be finalized, in ms. */
export const defaultFinalityTimeout = 120_000

/**
 * Watches the network until a finalized block holds the extrinsic: reads the finalized
 * head, then each block from the one the transfer was born at. Gives up when the transfer's
 * era has passed without it, or after `finalityTimeout`.
 *
 * @returns The finalized block that holds it and the extrinsic's index in that block.
 * @throws TransactionNotFinalizedError, RpcError
 */
export async function waitForFinality(
  context: PolkadotContext,
  parameters: { network: PolkadotNetwork; extrinsic: `0x${string}`; hash: string; bornAt: number },
): Promise<{ blockHash: `0x${string}`; index: number }> {
  const { kernel, options } = context
  const { network, extrinsic, hash, bornAt } = parameters
  const url = context.getRpcUrl(network)
  const deadline = kernel.env.now() + (options.finalityTimeout ?? defaultFinalityTimeout)
  const wanted = extrinsic.toLowerCase()
  let next = bornAt + 1
  for (;;) {
    const head = await rpcRequest(kernel, {
      url,
      method: 'chain_getFinalizedHead',
      params: [],
      schema: hashSchema,
    })
    const { number } = await rpcRequest(kernel, {
      url,
      method: 'chain_getHeader',
      params: [head],
      schema: headerSchema,
    })
    const finalized = Number(BigInt(number))
    for (; next <= finalized; next++) {
      const blockHash = await rpcRequest(kernel, {
        url,
        method: 'chain_getBlockHash',
        params: [next],
        schema: hashSchema,
      })
      const { block } = await rpcRequest(kernel, {
        url,
        method: 'chain_getBlock',
        params: [blockHash],
        schema: blockSchema,
      })
      const index = block.extrinsics.findIndex((candidate) => candidate.toLowerCase() === wanted)
      if (index >= 0) return { blockHash, index }
    }
    if (finalized > bornAt + eraPeriod)
      throw new TransactionNotFinalizedError(
        hash,
        'Its era passed and no finalized block holds it.',
      )
    if (kernel.env.now() >= deadline)
      throw new TransactionNotFinalizedError(hash, 'It was not finalized in time; it may still be.')
    await sleep(kernel.env, options.pollingInterval ?? defaultPollingInterval)
  }
}
