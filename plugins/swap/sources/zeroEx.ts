import { parseOptions } from 'gangway/kernel'
import * as z from 'zod/mini'
import type { QuoteSourceDefinition } from '../types.js'
import type { ZeroExSourceOptions } from './createZeroExSource.js'

const optionsSchema = z.object({
  apiKey: z.string().check(z.refine((key) => key.trim() !== '', 'expected the host’s 0x API key')),
  url: z.optional(z.string().check(z.regex(/^https?:\/\/[^/\s]+/, 'expected an http(s) URL'))),
  chainIds: z.optional(z.array(z.number())),
  allowedTargets: z.optional(
    z.array(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected a contract address'))),
  ),
})

/**
 * An aggregator source: 0x's Swap API v2 with the host's API key, asked beside the on-chain
 * source (the better price wins). Swaps and approvals only ever go to 0x's AllowanceHolder
 * (or `allowedTargets`). Its code loads on the first quote.
 *
 * @param options - The host's API key; optionally a proxy URL, the chains and allowed targets.
 * @returns A source for `swap({ sources })`.
 * @throws InvalidOptionsError ('[swap.0x] Invalid options.') for a missing key or a bad field.
 * @example
 * swap({ sources: [onchain(), zeroEx({ apiKey: import.meta.env.VITE_0X_KEY })] })
 */
export function zeroEx(options: ZeroExSourceOptions): QuoteSourceDefinition {
  parseOptions({ plugin: 'swap.0x', schema: optionsSchema, options })
  return {
    name: '0x',
    load: (context) =>
      import('./createZeroExSource.js').then((module) =>
        module.createZeroExSource(options, context),
      ),
  }
}
