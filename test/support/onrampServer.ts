// A local stand-in for what we do not own and cannot run: a host's SPEC §7 onramp service
// (`/v1/onramp/options`, `/v1/onramp/quote`, `/v1/generators/onrampurl`), MoonPay's public
// buy-quote API (`/v3/currencies/{code}/buy_quote`), and the providers' widget pages (a
// plain page whose "Complete purchase" link goes back to the purchase's redirect URL, as
// the providers do; no script). Node only; the tests and the demo start it.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type OnrampServerMode =
  | 'honest'
  /** 500 on every API call. */
  | 'down'
  /** Never answers an API call (the client's timeout ends it). */
  | 'hang'

export type OnrampServer = {
  /** `http://127.0.0.1:<port>`: the API and the widget pages. */
  url: string
  /** API calls, in order: method, path and query, and the JSON body. */
  readonly requests: readonly { path: string; body: unknown }[]
  setMode(mode: OnrampServerMode): void
  /** Answers every API call with this JSON instead (a hostile or broken service). */
  lie(body: unknown): void
  stop(): Promise<void>
}

/** The stand-in's SPEC §3 options: more than SPEC §8's defaults (Base, GBP). */
export const standInOptions = {
  purchaseCurrencies: [
    {
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
        {
          name: 'base',
          display_name: 'Base',
          chain_id: '8453',
          contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        },
      ],
    },
    {
      id: 'eth',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
      ],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'CARD', min: '5', max: '5000' }] },
    { id: 'GBP', payment_method_limits: [{ id: 'card', min: '5', max: '4000' }] },
  ],
}

/** Prices the stand-in quotes at, in any fiat. */
const prices: Readonly<Record<string, number>> = { USDC: 1, ETH: 2000 }

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function widgetPage(redirect: string | null, provider: string): string {
  const back =
    redirect && /^https?:\/\//.test(redirect)
      ? `<a id="complete" href="${escapeHtml(redirect)}">Complete purchase</a>`
      : '<p>No redirect URL.</p>'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(provider)} (local stand-in)</title></head><body><main><h1>${escapeHtml(provider)} (local stand-in)</h1>${back}</main></body></html>`
}

/** Starts the stand-in on a free loopback port. */
export async function startOnrampServer(): Promise<OnrampServer> {
  const requests: { path: string; body: unknown }[] = []
  let mode: OnrampServerMode = 'honest'
  let lie: unknown
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'content-type',
    }
    if (request.method === 'OPTIONS') return response.writeHead(204, cors).end()
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString()
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = text
    }
    const send = (status: number, json: unknown) =>
      response
        .writeHead(status, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify(json))

    // The providers' widget pages.
    if (request.method === 'GET' && !url.pathname.startsWith('/v')) {
      const provider = url.pathname.startsWith('/buy/select-asset') ? 'Coinbase' : 'MoonPay'
      const redirect = url.searchParams.get('redirectUrl') ?? url.searchParams.get('redirectURL')
      return response
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'",
        })
        .end(widgetPage(redirect, provider))
    }

    requests.push({ path: `${request.method} ${url.pathname}${url.search}`, body })
    if (mode === 'hang') return
    if (mode === 'down') return send(500, { error: 'down' })
    if (lie !== undefined) return send(200, lie)
    const fields = (body ?? {}) as Record<string, unknown>

    if (url.pathname === '/v1/onramp/options') return send(200, standInOptions)
    if (url.pathname === '/v1/onramp/quote') {
      const amount = Number(fields.amount)
      const currency = String(fields.paymentCurrency)
      const asset = String(fields.purchaseCurrency)
      const fee = Math.round(amount * 0.015 * 100) / 100
      const networkFee = 0.5
      const subtotal = Math.round((amount - fee - networkFee) * 100) / 100
      const fiat = (value: number) => ({ amount: value.toFixed(2), currency })
      return send(200, {
        coinbaseFee: fiat(fee),
        networkFee: fiat(networkFee),
        paymentSubtotal: fiat(subtotal),
        paymentTotal: fiat(amount),
        purchaseAmount: { amount: String(subtotal / (prices[asset] ?? 1)), currency: asset },
        quoteId: `quote-${requests.length}`,
      })
    }
    if (url.pathname === '/v1/generators/onrampurl') {
      const target = new URL('/buy/select-asset', `http://${request.headers.host}`)
      const wallet = (fields.destinationWallets as { address: string; assets: string[] }[])[0]
      target.searchParams.set('sessionToken', 'c3RhbmQtaW4=')
      target.searchParams.set('defaultAsset', wallet?.assets[0] ?? '')
      target.searchParams.set('defaultNetwork', String(fields.defaultNetwork))
      target.searchParams.set('presetFiatAmount', String(fields.presetFiatAmount ?? ''))
      target.searchParams.set('partnerUserId', String(fields.partnerUserId))
      if (typeof fields.redirectUrl === 'string')
        target.searchParams.set('redirectUrl', fields.redirectUrl)
      return send(200, { url: target.href })
    }
    const quote = /^\/v3\/currencies\/([\w]+)\/buy_quote$/.exec(url.pathname)
    if (quote) {
      const code = quote[1]!
      const asset = code.split('_')[0]!.toUpperCase()
      const total = Number(url.searchParams.get('baseCurrencyAmount'))
      const feeAmount = Math.round(total * 0.012 * 100) / 100
      const networkFeeAmount = 0.3
      const baseCurrencyAmount = Math.round((total - feeAmount - networkFeeAmount) * 100) / 100
      return send(200, {
        baseCurrencyAmount,
        quoteCurrencyAmount: baseCurrencyAmount / (prices[asset] ?? 1),
        feeAmount,
        extraFeeAmount: 0,
        networkFeeAmount,
        totalAmount: total,
      })
    }
    send(404, { error: 'not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next) {
      mode = next
      lie = undefined
    },
    lie(body) {
      lie = body
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
