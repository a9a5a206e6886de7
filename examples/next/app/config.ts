// What the server and the browser both need to build the same Gangway instance.
import type { GangwayOptions } from 'gangway'
import { anvil, eip155 } from 'gangway/eip155'

/** The chain's JSON-RPC URL: read on the server at request time, handed to the client. */
export const defaultRpcUrl = 'http://127.0.0.1:8545'

/** The options of every instance (one per request on the server, one per tab in the browser). */
export function gangwayOptions(rpcUrl: string): GangwayOptions {
  return {
    metadata: { name: 'Gangway on Next.js', url: 'https://example.com' },
    chains: [eip155({ networks: [anvil], rpcUrls: { [anvil.id]: [rpcUrl] } })],
  }
}
