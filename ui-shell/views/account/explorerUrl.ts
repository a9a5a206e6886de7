import type { Connection, Kernel, Network } from 'gangway/kernel'
import { safeLinkUrl } from '../../shared/security.js'

/** The connected address on the network's explorer: the chain's own link, else `<explorer>/address/…`. */
export function explorerUrl(
  kernel: Kernel,
  parameters: {
    /** The connection whose address is linked. */
    connection: Connection
    /** The network it is on; without one there is no link. */
    network: Network | undefined
  },
): string | undefined {
  const { connection, network } = parameters
  if (!network) return undefined
  const adapter = kernel.chains.loaded(connection.namespace)
  const fromAdapter = adapter?.getAddressExplorerUrl({ address: connection.address, network })
  const base = network.blockExplorers?.default.url
  return safeLinkUrl(
    fromAdapter ?? (base ? `${base.replace(/\/$/, '')}/address/${connection.address}` : undefined),
  )
}
