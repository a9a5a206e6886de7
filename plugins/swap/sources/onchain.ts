import type { QuoteSourceDefinition } from '../types.js'
import type { OnchainSourceOptions } from './createOnchainSource.js'

/**
 * The on-chain quote source (the default): Uniswap V2 routers read with viem, no key and no
 * server. Its code loads on the first quote.
 *
 * @param options - Extra Uniswap V2 deployments and tokens per chain id.
 * @returns A source for `swap({ sources })`.
 * @example
 * swap({ sources: [onchain({ deployments: { 31337: localDeployment } })] })
 */
export function onchain(options: OnchainSourceOptions = {}): QuoteSourceDefinition {
  return {
    name: 'onchain',
    load: (context) =>
      import('./createOnchainSource.js').then((module) =>
        module.createOnchainSource(options, context),
      ),
  }
}
