import type { QuoteSourceDefinition } from '../types.js'
import type { HostedSourceOptions } from './createHostedSource.js'

/**
 * A hosted quote source: a service the host runs that speaks SPEC §7's convert calls.
 * Its code loads on the first quote.
 *
 * @param options - The service URL, project id and the chains it serves.
 * @returns A source for `swap({ sources })`.
 * @example
 * swap({ sources: [onchain(), hosted({ url: 'https://swap.example' })] })
 */
export function hosted(options: HostedSourceOptions): QuoteSourceDefinition {
  return {
    name: 'hosted',
    load: (context) =>
      import('./createHostedSource.js').then((module) =>
        module.createHostedSource(options, context),
      ),
  }
}
