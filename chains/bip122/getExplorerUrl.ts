import type { Network } from 'gangway/kernel'

/**
 * A link to an address or transaction on the network's explorer (mempool.space by default).
 *
 * @returns `undefined` when the network has no explorer.
 * @example
 * getExplorerUrl({ network: bitcoin, path: `tx/${txid}` }) // 'https://mempool.space/tx/…'
 */
export function getExplorerUrl(parameters: { network: Network; path: string }): string | undefined {
  const url = parameters.network.blockExplorers?.default.url
  return url ? `${url.replace(/\/+$/, '')}/${parameters.path}` : undefined
}
