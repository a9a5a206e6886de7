import type { Network } from 'gangway/kernel'

/**
 * A link to an address or transaction on the network's block explorer.
 *
 * @returns `undefined` when the network has no explorer.
 * @example
 * getExplorerUrl({ network: base, path: `address/${address}` }) // 'https://basescan.org/address/0x…'
 */
export function getExplorerUrl(parameters: { network: Network; path: string }): string | undefined {
  const url = parameters.network.blockExplorers?.default.url
  return url ? `${url.replace(/\/+$/, '')}/${parameters.path}` : undefined
}
