import type { Network } from 'gangway/kernel'

/**
 * A link to an address or transaction on the network's block explorer. The explorer URL
 * may carry a query (e.g. `?cluster=devnet`), which the link keeps.
 *
 * @returns `undefined` when the network has no explorer.
 * @example
 * getExplorerUrl({ network: solanaDevnet, path: `tx/${signature}` })
 * // 'https://explorer.solana.com/tx/5h…?cluster=devnet'
 */
export function getExplorerUrl(parameters: { network: Network; path: string }): string | undefined {
  const base = parameters.network.blockExplorers?.default.url
  if (!base) return undefined
  const url = new URL(base)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${parameters.path}`
  return url.toString()
}
