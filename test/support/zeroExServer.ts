// A local stand-in for 0x's Swap API v2 (`/swap/allowance-holder/price` and `/quote`, the
// documented v2 response shape) over any QuoteSource — the tests give it the on-chain source
// on anvil — so the aggregator source talks HTTP to a real server whose transactions really
// swap. `tamper` turns it hostile. Node only.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { QuoteSource } from '../../plugins/swap/index.js'

type Body = Record<string, unknown>

export type ZeroExServer = {
  url: string
  /** Paths requested with their query strings, in order. */
  readonly requests: readonly string[]
  /** Rewrites every honest answer (a hostile or broken API); `undefined` stops. */
  tamper(rewrite: ((body: Body, path: string) => Body) | undefined): void
  stop(): Promise<void>
}

const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** Starts the API on a free loopback port; it answers only requests carrying `apiKey`. */
export async function startZeroExServer(
  source: QuoteSource,
  apiKey: string,
): Promise<ZeroExServer> {
  const requests: string[] = []
  let rewrite: ((body: Body, path: string) => Body) | undefined
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    requests.push(`${request.method} ${url.pathname}${url.search}`)
    const send = (status: number, body: unknown) =>
      response
        .writeHead(status, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '0x-api-key, 0x-version',
        })
        .end(
          JSON.stringify(body, (_, value) => (typeof value === 'bigint' ? String(value) : value)),
        )
    if (request.method === 'OPTIONS') return send(204, {})
    if (request.headers['0x-api-key'] !== apiKey)
      return send(401, { name: 'UNAUTHORIZED', message: 'Invalid API key' })
    const kind = /^\/swap\/allowance-holder\/(price|quote)$/.exec(url.pathname)?.[1]
    if (!kind) return send(404, { name: 'NOT_FOUND', message: 'not found' })
    const query = url.searchParams
    const chainId = Number(query.get('chainId'))
    const sellToken = query.get('sellToken') ?? ''
    const buyToken = query.get('buyToken') ?? ''
    const taker = query.get('taker') ?? ''
    const slippage = Number(query.get('slippageBps') ?? '100') / 100
    try {
      const quote = await source.getQuote({
        chainId,
        from: sellToken,
        to: buyToken,
        amount: BigInt(query.get('sellAmount') ?? '0'),
        userAddress: taker,
      })
      const minBuyAmount = (quote.amountOut * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
      const body: Body = {
        blockNumber: '1',
        chainId,
        liquidityAvailable: true,
        sellToken: sellToken.toLowerCase() === native.toLowerCase() ? native : sellToken,
        buyToken: buyToken.toLowerCase() === native.toLowerCase() ? native : buyToken,
        sellAmount: quote.amountIn,
        buyAmount: quote.amountOut,
        minBuyAmount,
        allowanceTarget: quote.needsApproval ? quote.spender : null,
        fees: { integratorFee: null, zeroExFee: null, gasFee: null },
        issues: {
          allowance: quote.needsApproval ? { actual: '0', spender: quote.spender } : null,
          balance: null,
          simulationIncomplete: false,
          invalidSourcesPassed: [],
        },
        route: { fills: [], tokens: [] },
        totalNetworkFee: null,
        zid: '0x0',
      }
      if (kind === 'quote') {
        const transaction = await source.buildSwap({ quote, userAddress: taker, slippage })
        body.transaction = {
          to: transaction.to,
          data: transaction.data,
          gas: null,
          gasPrice: '1',
          value: transaction.value,
        }
      }
      return send(200, rewrite ? rewrite(body, url.pathname) : body)
    } catch (error) {
      if (error instanceof Error && error.name === 'SwapNoRouteError')
        return send(200, { liquidityAvailable: false, zid: '0x0' })
      return send(400, { name: 'INPUT_INVALID', message: String(error) })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get requests() {
      return requests
    },
    tamper(next) {
      rewrite = next
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
