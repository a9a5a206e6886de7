// A history service speaking SPEC §7 (`GET /v1/account/{account}/history`), mounted by the
// demo at /history-hosted for the browser tests. Its one page for any account holds two
// well-formed records and one whose value is not a number (SPEC §5: treated as zero).
import type { IncomingMessage, ServerResponse } from 'node:http'

/** The well-formed records' counterpart (anvil's third development account). */
export const hostedHistoryCounterpart = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** The record whose `quantity.numeric` is not a decimal number: its transaction id. */
export const hostedHistoryMalformedId = `0x${'bad'.repeat(21)}b`

function record(parameters: {
  hash: string
  minutesAgo: number
  chain: string
  direction: 'in' | 'out'
  numeric: unknown
  account: string
}) {
  const { account, direction } = parameters
  return {
    id: `${parameters.hash}-record`,
    metadata: {
      minedAt: new Date(Date.now() - parameters.minutesAgo * 60_000).toISOString(),
      chain: parameters.chain,
      status: 'CONFIRMED',
      sentFrom: direction === 'out' ? account : hostedHistoryCounterpart,
      sentTo: direction === 'out' ? hostedHistoryCounterpart : account,
      hash: parameters.hash,
    },
    transfers: [
      {
        direction,
        quantity: { numeric: parameters.numeric },
        fungible_info: { name: 'Ether', symbol: 'ETH' },
      },
    ],
  }
}

/**
 * A request handler for `<base>/v1/account/{account}/history`; returns false for other
 * paths. The records are on the chain the request names (`chainId`), newest first: 0.25 ETH
 * received, the malformed one (`numeric: "12 ETH"`), 1.5 ETH sent.
 */
export function createHostedHistoryHandler(base: string): {
  handle(request: IncomingMessage, response: ServerResponse): boolean
} {
  return {
    handle(request, response) {
      const url = new URL(request.url ?? '/', 'http://localhost')
      const match = url.pathname.match(/^(.*)\/v1\/account\/([^/]+)\/history$/)
      if (!match || match[1] !== base) return false
      const account = decodeURIComponent(match[2]!)
      const chain = url.searchParams.get('chainId') ?? 'eip155:1'
      const data = [
        record({
          hash: `0x${'a1'.repeat(32)}`,
          minutesAgo: 5,
          chain,
          direction: 'in',
          numeric: '0.25',
          account,
        }),
        record({
          hash: hostedHistoryMalformedId,
          minutesAgo: 10,
          chain,
          direction: 'in',
          numeric: '12 ETH',
          account,
        }),
        record({
          hash: `0x${'c3'.repeat(32)}`,
          minutesAgo: 15,
          chain,
          direction: 'out',
          numeric: '1.5',
          account,
        }),
      ]
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      response.end(JSON.stringify({ data, next: null }))
      return true
    },
  }
}
