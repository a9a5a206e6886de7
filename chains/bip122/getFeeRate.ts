import type { Network } from 'gangway/kernel'
import * as z from 'zod/mini'
import type { Bip122Context } from './types.js'

/** The confirmation target used when none is given, in blocks. */
export const defaultFeeTarget = 6
/** Bitcoin Core's minimum relay fee, sat/vB: the floor when the server has no estimate. */
export const minimumFeeRate = 1

const estimatesSchema = z.record(z.string(), z.number())

/**
 * A fee rate in sat/vB from Esplora's `GET /fee-estimates`: the estimate for the smallest
 * target at or above `target` blocks (or the slowest one there is), never below 1 sat/vB.
 *
 * @example
 * const feeRate = await getFeeRate(context, { network: bitcoin, target: 3 })
 */
export async function getFeeRate(
  context: Bip122Context,
  parameters: { network: Network; target?: number | undefined },
): Promise<number> {
  const target = parameters.target ?? context.options.feeTarget ?? defaultFeeTarget
  const url = `${context.getEsploraUrl(parameters.network)}/fee-estimates`
  const estimates = await context.kernel.http.request(url, { schema: estimatesSchema })
  const entries = Object.entries(estimates)
    .map(([blocks, rate]) => [Number(blocks), rate] as const)
    .filter(([blocks, rate]) => Number.isFinite(blocks) && Number.isFinite(rate) && rate > 0)
    .sort((a, b) => a[0] - b[0])
  const pick = entries.find(([blocks]) => blocks >= target) ?? entries.at(-1)
  return Math.max(minimumFeeRate, pick?.[1] ?? minimumFeeRate)
}
