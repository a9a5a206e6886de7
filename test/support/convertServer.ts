// A small service speaking SPEC §7's convert calls over any QuoteSource (the tests give it
// the on-chain one on anvil), so the hosted source talks HTTP to a real server. Node only.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { QuoteSource } from '../../plugins/swap/index.js'

export type ConvertServer = {
  url: string
  /** Paths requested, with their query strings, in order. */
  readonly requests: readonly string[]
  /** Answers every call with this JSON instead (a hostile or broken service). */
  lie(body: unknown): void
  stop(): Promise<void>
}

const fromCaip = (value: string | null) => (value ?? '').split(':')[2] ?? ''
const chainOf = (value: string | null) => Number((value ?? '').split(':')[1])

/** Starts the service on a free loopback port. */
export async function startConvertServer(source: QuoteSource): Promise<ConvertServer> {
  const requests: string[] = []
  let lie: unknown
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    requests.push(`${request.method} ${url.pathname}${url.search}`)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const send = (status: number, body: unknown) =>
      response
        .writeHead(status, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
        })
        .end(
          JSON.stringify(body, (_, value) => (typeof value === 'bigint' ? String(value) : value)),
        )
    if (request.method === 'OPTIONS')
      return response
        .writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': 'content-type',
        })
        .end()
    if (lie !== undefined) return send(200, lie)
    const query = url.searchParams
    try {
      switch (url.pathname) {
        case '/v1/convert/tokens': {
          const chainId = chainOf(query.get('chainId'))
          const tokens = await source.getTokens({ chainId })
          return send(200, {
            tokens: tokens.map((token) => ({
              ...token,
              address: `eip155:${chainId}:${token.address}`,
            })),
          })
        }
        case '/v1/convert/quotes': {
          const from = query.get('from')
          const quote = await source.getQuote({
            chainId: chainOf(from),
            from: fromCaip(from),
            to: fromCaip(query.get('to')),
            amount: BigInt(query.get('amount') ?? '0'),
            userAddress: fromCaip(query.get('userAddress')),
          })
          return send(200, {
            quotes: [{ id: null, fromAmount: quote.amountIn, toAmount: quote.amountOut }],
          })
        }
        case '/v1/convert/allowance': {
          const token = query.get('tokenAddress')
          const allowance = await source.getAllowance({
            chainId: chainOf(token),
            token: fromCaip(token),
            owner: fromCaip(query.get('userAddress')),
          })
          return send(200, { allowance })
        }
        case '/v1/convert/gas-price': {
          const price = await source.getGasPrice({ chainId: chainOf(query.get('chainId')) })
          return send(200, { standard: price, fast: price, instant: price })
        }
        case '/v1/convert/build-approve': {
          const token = query.get('from')
          const chainId = chainOf(token)
          const tx = await source.buildApprove({
            chainId,
            token: fromCaip(token),
            owner: fromCaip(query.get('userAddress')),
            amount: BigInt(query.get('amount') ?? '0'),
          })
          return send(200, {
            tx: { to: `eip155:${chainId}:${tx.to}`, data: tx.data, value: tx.value },
          })
        }
        case '/v1/convert/build-transaction': {
          const body = JSON.parse(Buffer.concat(chunks).toString()) as {
            amount: string
            from: string
            to: string
            userAddress: string
            eip155: { slippage: string }
          }
          const chainId = chainOf(body.from)
          const quote = await source.getQuote({
            chainId,
            from: fromCaip(body.from),
            to: fromCaip(body.to),
            amount: BigInt(body.amount),
            userAddress: fromCaip(body.userAddress),
          })
          const tx = await source.buildSwap({
            quote,
            userAddress: fromCaip(body.userAddress),
            slippage: Number(body.eip155.slippage),
          })
          return send(200, {
            tx: { to: `eip155:${chainId}:${tx.to}`, data: tx.data, amount: tx.value },
          })
        }
        default:
          return send(404, { message: 'not found' })
      }
    } catch (error) {
      return send(400, { message: error instanceof Error ? error.message : String(error) })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get requests() {
      return requests
    },
    lie(body) {
      lie = body
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
