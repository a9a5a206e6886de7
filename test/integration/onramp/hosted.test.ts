// The onramp plugin against a real local service speaking SPEC §7's onramp calls (and
// MoonPay's public quote API), over HTTP: honest, down, hanging and hostile.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createKernel, type Environment } from '../../../kernel/index.js'
import { defaultOnrampOptions } from '../../../plugins/onramp/constants.js'
import { createOnrampService } from '../../../plugins/onramp/createOnrampService.js'
import {
  OnrampInvalidResponseError,
  OnrampUrlRefusedError,
} from '../../../plugins/onramp/errors.js'
import {
  coinbase,
  hosted,
  moonpay,
  type OnrampWidgetParameters,
} from '../../../plugins/onramp/index.js'
import { placeholderQuote } from '../../../plugins/onramp/placeholderQuote.js'
import { memoryStorage } from '../../support/fakeChain.js'
import { type OnrampServer, standInOptions, startOnrampServer } from '../../support/onrampServer.js'

let server: OnrampServer

beforeAll(async () => {
  server = await startOnrampServer()
})
afterAll(() => server.stop())
beforeEach(() => {
  server.setMode('honest')
  hurry = false
  ;(server.requests as unknown[]).length = 0
})

/** While set, the HTTP timeout (SPEC §9's 10 s) fires at once: a hanging service ends. */
let hurry = false

/** A kernel whose timers follow `hurry`; retry delays stay real (150 ms, doubling). */
function startKernel() {
  const env: Partial<Environment> = {
    setTimeout: (callback: () => void, ms: number) =>
      setTimeout(callback, hurry && ms >= 10_000 ? 0 : ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout),
  }
  return createKernel({ logLevel: 'silent', storage: memoryStorage() }, { env })
}

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const quoteParameters = {
  purchaseCurrency: 'USDC',
  paymentCurrency: 'USD',
  amount: '100',
  network: 'base',
  paymentMethod: 'card' as const,
  address,
}
const purchase: OnrampWidgetParameters = {
  address,
  network: 'base',
  asset: 'USDC',
  fiatCurrency: 'USD',
  paymentMethod: 'card',
  fiatAmount: '100',
  redirectUrl: 'http://127.0.0.1:1/?gangway_onramp=5b1d8c7e-0000-4000-8000-000000000001',
  purchaseId: '5b1d8c7e-0000-4000-8000-000000000001',
}

function hostedService(origins?: readonly string[]) {
  return createOnrampService(startKernel(), [
    hosted({ url: server.url, projectId: 'demo-project', origins: origins ?? [server.url] }),
  ])
}

describe('the hosted source speaks SPEC §7', () => {
  it('reads the options (GET /v1/onramp/options) with the project id and SDK', async () => {
    const { byProvider } = await hostedService().getOptions()
    expect(byProvider.hosted?.fallback).toBe(false)
    const options = byProvider.hosted!.options
    expect(options.purchaseCurrencies.map((asset) => asset.symbol)).toEqual(['USDC', 'ETH'])
    // Coinbase's upper-case method ids are read as SPEC §8's.
    expect(options.paymentCurrencies[0]).toEqual({
      id: 'USD',
      payment_method_limits: [{ id: 'card', min: '5', max: '5000' }],
    })
    const [call] = server.requests
    expect(call!.path).toMatch(/^GET \/v1\/onramp\/options\?projectId=demo-project&st=\w+&sv=/)
  })

  it('asks quotes (POST /v1/onramp/quote) with SPEC §7’s body', async () => {
    const quote = await hostedService().getQuote('hosted', quoteParameters)
    expect(server.requests[0]!.path).toMatch(/^POST \/v1\/onramp\/quote\?projectId=demo-project/)
    expect(server.requests[0]!.body).toEqual({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'base',
    })
    expect(quote).toEqual({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '98.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '98', currency: 'USDC' },
      quoteId: 'quote-1',
    })
  })

  it('generates the URL (POST /v1/generators/onrampurl) for the connected account only', async () => {
    const url = await hostedService().getWidgetUrl('hosted', purchase)
    expect(server.requests[0]!.body).toEqual({
      destinationWallets: [{ address, blockchains: ['base'], assets: ['USDC'] }],
      defaultNetwork: 'base',
      partnerUserId: purchase.purchaseId,
      defaultExperience: 'buy',
      presetFiatAmount: '100',
      redirectUrl: purchase.redirectUrl,
    })
    expect(new URL(url).origin).toBe(server.url)
  })

  it('asks MoonPay’s public quote API with the publishable key', async () => {
    const service = createOnrampService(startKernel(), [
      moonpay({ apiKey: 'pk_test_demo', apiUrl: server.url, widgetUrl: server.url }),
    ])
    const quote = await service.getQuote('moonpay', quoteParameters)
    expect(server.requests[0]!.path).toBe(
      '/v3/currencies/usdc_base/buy_quote?apiKey=pk_test_demo&baseCurrencyCode=usd&baseCurrencyAmount=100&paymentMethod=credit_debit_card&areFeesIncluded=true'.replace(
        /^/,
        'GET ',
      ),
    )
    expect(quote.placeholder).toBeUndefined()
    expect(quote.paymentTotal).toEqual({ amount: '100', currency: 'USD' })
  })
})

describe('SPEC §8 when the service fails', () => {
  it('uses the default options and placeholder quotes when it is down', async () => {
    server.setMode('down')
    const service = hostedService()
    const { byProvider, merged } = await service.getOptions()
    expect(byProvider.hosted).toEqual({
      options: defaultOnrampOptions,
      fallback: true,
      failed: true,
    })
    expect(merged).toEqual(defaultOnrampOptions)
    expect(await service.getQuote('hosted', quoteParameters)).toEqual(
      placeholderQuote(quoteParameters),
    )
    // SPEC §9: three retries on a 500, so four calls for each.
    expect(server.requests.filter((r) => r.path.startsWith('POST /v1/onramp/quote'))).toHaveLength(
      4,
    )
  })

  it('gives the placeholder when the service never answers', async () => {
    server.setMode('hang')
    hurry = true
    const service = hostedService()
    expect(await service.getQuote('hosted', quoteParameters)).toEqual(
      placeholderQuote(quoteParameters),
    )
    expect((await service.getOptions()).byProvider.hosted?.fallback).toBe(true)
  })

  it('does not open anything when the URL generator is down', async () => {
    server.setMode('down')
    await expect(hostedService().getWidgetUrl('hosted', purchase)).rejects.toMatchObject({
      name: 'HttpRequestError',
    })
  })
})

describe('a hostile service is refused', () => {
  it.each([
    ['javascript:', { url: 'javascript:alert(document.domain)' }],
    ['data:', { url: 'data:text/html,<script>alert(1)</script>' }],
    ['another origin', { url: 'https://evil.example/buy?sessionToken=x' }],
    ['a look-alike origin', { url: 'http://127.0.0.1.evil.example/buy' }],
  ])('refuses a %s URL from the generator', async (_, body) => {
    server.lie(body)
    await expect(hostedService().getWidgetUrl('hosted', purchase)).rejects.toThrow(
      OnrampUrlRefusedError,
    )
  })

  it('refuses a generated URL on the default origin list when it is not Coinbase’s', async () => {
    await expect(
      hostedService(['https://pay.coinbase.com']).getWidgetUrl('hosted', purchase),
    ).rejects.toThrow(OnrampUrlRefusedError)
  })

  it('refuses a URL answer of the wrong shape', async () => {
    server.lie({ url: 42 })
    await expect(hostedService().getWidgetUrl('hosted', purchase)).rejects.toThrow(
      OnrampInvalidResponseError,
    )
  })

  it.each([
    ['no lists', { purchaseCurrencies: 'USDC' }],
    [
      'a non-decimal limit',
      {
        ...standInOptions,
        paymentCurrencies: [
          { id: 'USD', payment_method_limits: [{ id: 'card', min: '1e3', max: 'Infinity' }] },
        ],
      },
    ],
    [
      'a flood of assets',
      {
        ...standInOptions,
        purchaseCurrencies: Array.from({ length: 600 }, () => standInOptions.purchaseCurrencies[0]),
      },
    ],
    [
      'a bad symbol',
      {
        ...standInOptions,
        purchaseCurrencies: [
          { ...standInOptions.purchaseCurrencies[0], symbol: '<img src=x onerror=alert(1)>' },
        ],
      },
    ],
  ])('falls back to SPEC §8’s options for %s', async (_, body) => {
    server.lie(body)
    const { byProvider } = await hostedService().getOptions()
    expect(byProvider.hosted).toEqual({
      options: defaultOnrampOptions,
      fallback: true,
      failed: true,
    })
  })

  it('shows names as clean text (control and bidi characters stripped)', async () => {
    server.lie({
      ...standInOptions,
      purchaseCurrencies: [
        {
          ...standInOptions.purchaseCurrencies[0],
          name: 'USD\u202eCoin\u0000',
        },
      ],
    })
    const { byProvider } = await hostedService().getOptions()
    const name = byProvider.hosted?.options.purchaseCurrencies[0]?.name ?? ''
    expect(name.includes('\u202e') || name.includes('\u0000')).toBe(false)
    expect(name).toContain('Coin')
  })

  it.each([
    ['a missing field', { coinbaseFee: { amount: '1', currency: 'USD' } }],
    [
      'a non-decimal amount',
      {
        coinbaseFee: { amount: '-1', currency: 'USD' },
        networkFee: { amount: '0', currency: 'USD' },
        paymentSubtotal: { amount: '1', currency: 'USD' },
        paymentTotal: { amount: '1', currency: 'USD' },
        purchaseAmount: { amount: 'NaN', currency: 'USDC' },
        quoteId: 'q',
      },
    ],
  ])('gives the placeholder quote for %s', async (_, body) => {
    server.lie(body)
    expect(await hostedService().getQuote('hosted', quoteParameters)).toEqual(
      placeholderQuote(quoteParameters),
    )
  })

  it('refuses a Coinbase session token endpoint that answers a URL-breaking token', async () => {
    server.lie({ token: 'x&appId=evil' })
    const service = createOnrampService(startKernel(), [
      coinbase({ sessionTokenUrl: `${server.url}/v1/token`, payUrl: server.url }),
    ])
    await expect(service.getWidgetUrl('coinbase', purchase)).rejects.toMatchObject({
      name: 'ValidationError',
    })
  })
})
