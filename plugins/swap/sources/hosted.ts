import { parseOptions } from 'gangway/kernel'
import * as z from 'zod/mini'
import type { QuoteSourceDefinition } from '../types.js'
import type { HostedSourceOptions } from './createHostedSource.js'

const optionsSchema = z.object({
  url: z.string().check(z.regex(/^https?:\/\/[^/\s]+/, 'expected the http(s) URL of the service')),
  projectId: z.optional(z.string()),
  chainIds: z.optional(z.array(z.number())),
})

/**
 * A hosted quote source: a service the host runs that speaks SPEC §7's convert calls.
 * Its code loads on the first quote.
 *
 * @param options - The service URL, project id and the chains it serves.
 * @returns A source for `swap({ sources })`.
 * @throws InvalidOptionsError ('[swap.hosted] Invalid options.') for a bad URL or field.
 * @example
 * swap({ sources: [onchain(), hosted({ url: 'https://swap.example' })] })
 */
export function hosted(options: HostedSourceOptions): QuoteSourceDefinition {
  parseOptions({ plugin: 'swap.hosted', schema: optionsSchema, options })
  return {
    name: 'hosted',
    load: (context) =>
      import('./createHostedSource.js').then((module) =>
        module.createHostedSource(options, context),
      ),
  }
}
