import type { HistorySourceDefinition } from '../types.js'
import type { HostedHistoryOptions } from './createHostedSource.js'

/**
 * SPEC §7's history endpoint (`GET /v1/account/{account}/history` with cursor, onramp and
 * chainId) on a service the host runs. Its code loads on first use.
 *
 * @param options - The service's base URL and project id.
 * @returns A source for `history({ sources })`.
 * @example
 * history({ sources: [hosted({ url: 'https://api.example.com', projectId: 'abc' })] })
 */
export function hosted(options: HostedHistoryOptions): HistorySourceDefinition {
  return {
    name: 'hosted',
    load: (context) =>
      import('./createHostedSource.js').then((module) =>
        module.createHostedSource(options, context),
      ),
  }
}
