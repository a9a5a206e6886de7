import { describe, expect, it } from 'vitest'
import type { Http } from '../../../kernel/index.js'
import { OnrampInvalidResponseError } from '../../../plugins/onramp/errors.js'
import { coinbase, moonpay } from '../../../plugins/onramp/index.js'
import { buildCoinbaseUrl } from '../../../plugins/onramp/providers/createCoinbaseProvider.js'
import {
  buildMoonpayUrl,
  moonpayCurrencyCode,
  moonpayPaymentMethod,
} from '../../../plugins/onramp/providers/createMoonpayProvider.js'
import type { OnrampWidgetParameters } from '../../../plugins/onramp/types.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const purchase: OnrampWidgetParameters = {
  address,
  network: 'base',
  asset: 'USDC',
  fiatCurrency: 'EUR',
  paymentMethod: 'card',
  fiatAmount: '50',
  redirectUrl: 'https://dapp.example/shop?x=1&gangway_onramp=3f2a9c1e-7d1b-4c1e-9c1e-0a1b2c3d4e5f',
  purchaseId: '3f2a9c1e-7d1b-4c1e-9c1e-0a1b2c3d4e5f',
}

/** An HTTP client that records requests and answers from a table. */
function fakeHttp(answer: (url: string, body: unknown) => unknown) {
  const calls: { url: string; method?: string; query?: unknown; body?: unknown }[] = []
  const http: Http = {
    async request(url, parameters) {
      calls.push({ url, method: parameters.method, query: parameters.query, body: parameters.body })
      const result = parameters.schema.safeParse(answer(url, parameters.body))
      if (!result.success) {
        const error = new Error('bad shape')
        error.name = 'ValidationError'
        throw error
      }
      return result.data
    },
  }
  return { http, calls }
}

describe('Coinbase one-click-buy URL', () => {
  // The parameter names from https://docs.cdp.coinbase.com/onramp-&-offramp/onramp-apis/generating-onramp-url
  // and …/one-click-buy-url.
  const documented = [
    'appId',
    'addresses',
    'assets',
    'sessionToken',
    'defaultNetwork',
    'defaultAsset',
    'presetFiatAmount',
    'presetCryptoAmount',
    'fiatCurrency',
    'defaultPaymentMethod',
    'defaultExperience',
    'partnerUserId',
    'redirectUrl',
  ]

  it('builds the app-id URL with the documented parameters', () => {
    const url = new URL(
      buildCoinbaseUrl('https://pay.coinbase.com', { purchase, auth: { appId: 'my-app' } }),
    )
    expect(url.origin + url.pathname).toBe('https://pay.coinbase.com/buy/select-asset')
    for (const name of url.searchParams.keys()) expect(documented).toContain(name)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appId: 'my-app',
      addresses: JSON.stringify({ [address]: ['base'] }),
      assets: '["USDC"]',
      defaultNetwork: 'base',
      defaultAsset: 'USDC',
      presetFiatAmount: '50',
      fiatCurrency: 'EUR',
      defaultPaymentMethod: 'CARD',
      defaultExperience: 'buy',
      partnerUserId: purchase.purchaseId,
      redirectUrl: purchase.redirectUrl,
    })
  })

  it('encodes every value (JSON, the redirect URL with its own query)', () => {
    const href = buildCoinbaseUrl('https://pay.coinbase.com', {
      purchase,
      auth: { appId: 'my-app' },
    })
    expect(href).toContain(`addresses=%7B%22${address}%22%3A%5B%22base%22%5D%7D`)
    expect(href).toContain('assets=%5B%22USDC%22%5D')
    expect(href).not.toContain('"')
    expect(href).toContain(
      'redirectUrl=https%3A%2F%2Fdapp.example%2Fshop%3Fx%3D1%26gangway_onramp%3D',
    )
  })

  it('with a session token, leaves the addresses to the token (no appId, no addresses)', () => {
    const url = new URL(
      buildCoinbaseUrl('https://pay.coinbase.com', {
        purchase: { ...purchase, cryptoAmount: '0.5', paymentMethod: 'bank' },
        auth: { sessionToken: 'ZWJjZGVm' },
      }),
    )
    expect(url.searchParams.get('sessionToken')).toBe('ZWJjZGVm')
    expect(url.searchParams.has('appId')).toBe(false)
    expect(url.searchParams.has('addresses')).toBe(false)
    expect(url.searchParams.get('presetCryptoAmount')).toBe('0.5')
    expect(url.searchParams.has('presetFiatAmount')).toBe(false)
    expect(url.searchParams.get('defaultPaymentMethod')).toBe('ACH_BANK_ACCOUNT')
  })

  it('asks the host’s endpoint for a session token with Coinbase’s own body', async () => {
    const { http, calls } = fakeHttp(() => ({ token: 'c2Vzc2lvbg==' }))
    const provider = await coinbase({ sessionTokenUrl: 'https://dapp.example/api/cb' }).load({
      http,
    })
    const url = new URL(await provider.getWidgetUrl(purchase))
    expect(calls).toEqual([
      {
        url: 'https://dapp.example/api/cb',
        method: 'POST',
        query: undefined,
        body: { addresses: [{ address, blockchains: ['base'] }], assets: ['USDC'] },
      },
    ])
    expect(url.searchParams.get('sessionToken')).toBe('c2Vzc2lvbg==')
  })

  it('refuses a session token that is not one', async () => {
    const { http } = fakeHttp(() => ({ token: '"><script>' }))
    const provider = await coinbase({ sessionTokenUrl: 'https://dapp.example/api/cb' }).load({
      http,
    })
    await expect(provider.getWidgetUrl(purchase)).rejects.toThrow()
  })
})

describe('MoonPay widget URL', () => {
  // The parameter names from https://dev.moonpay.com/docs/ramps-sdk-buy-params.
  const documented = [
    'apiKey',
    'currencyCode',
    'walletAddress',
    'baseCurrencyCode',
    'baseCurrencyAmount',
    'quoteCurrencyAmount',
    'paymentMethod',
    'externalTransactionId',
    'redirectURL',
    'signature',
  ]

  it('builds the widget URL with the documented parameters and the publishable key only', () => {
    const url = new URL(
      buildMoonpayUrl('https://buy.moonpay.com', { apiKey: 'pk_live_abc', purchase }),
    )
    for (const name of url.searchParams.keys()) expect(documented).toContain(name)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      apiKey: 'pk_live_abc',
      currencyCode: 'usdc_base',
      walletAddress: address,
      baseCurrencyCode: 'eur',
      baseCurrencyAmount: '50',
      paymentMethod: 'credit_debit_card',
      externalTransactionId: purchase.purchaseId,
      redirectURL: purchase.redirectUrl,
    })
    expect(url.href).not.toMatch(/sk_(live|test)/)
  })

  it('names currencies and payment methods as MoonPay does', () => {
    expect(moonpayCurrencyCode('ETH', { network: 'ethereum' })).toBe('eth')
    expect(moonpayCurrencyCode('USDC', { network: 'ethereum' })).toBe('usdc')
    expect(moonpayCurrencyCode('USDC', { network: 'polygon' })).toBe('usdc_polygon')
    expect(moonpayCurrencyCode('USDC', { network: 'solana' })).toBe('usdc_sol')
    expect(moonpayCurrencyCode('SOL', { network: 'solana' })).toBe('sol')
    expect(
      moonpayCurrencyCode('USDC', {
        network: 'base',
        overrides: { 'USDC:base': 'usdc_base_custom' },
      }),
    ).toBe('usdc_base_custom')
    expect(moonpayPaymentMethod('card', 'USD')).toBe('credit_debit_card')
    expect(moonpayPaymentMethod('bank', 'EUR')).toBe('sepa_bank_transfer')
    expect(moonpayPaymentMethod('bank', 'USD')).toBe('ach_bank_transfer')
  })

  it('signs through the host’s callback, which may only add the signature', async () => {
    const { http } = fakeHttp(() => ({}))
    const signed: string[] = []
    const provider = await moonpay({
      apiKey: 'pk_live_abc',
      signUrl: async (url) => {
        signed.push(url)
        return `${url}&signature=${encodeURIComponent('a+b/c=')}`
      },
    }).load({ http })
    const url = new URL(await provider.getWidgetUrl(purchase))
    expect(signed).toHaveLength(1)
    expect(url.searchParams.get('signature')).toBe('a+b/c=')
    expect(url.searchParams.get('walletAddress')).toBe(address)

    const rewriting = await moonpay({
      apiKey: 'pk_live_abc',
      signUrl: async (url) =>
        `${url.replace(address, '0x000000000000000000000000000000000000dEaD')}&signature=x`,
    }).load({ http })
    await expect(rewriting.getWidgetUrl(purchase)).rejects.toThrow(OnrampInvalidResponseError)
    const unsigned = await moonpay({ apiKey: 'pk_live_abc', signUrl: async (url) => url }).load({
      http,
    })
    await expect(unsigned.getWidgetUrl(purchase)).rejects.toThrow(OnrampInvalidResponseError)
  })

  it('reads MoonPay’s buy quote into SPEC §3’s quote', async () => {
    const { http, calls } = fakeHttp(() => ({
      baseCurrencyAmount: 45.12,
      quoteCurrencyAmount: 44.9,
      feeAmount: 3.99,
      extraFeeAmount: 0.5,
      networkFeeAmount: 0.39,
      totalAmount: 50,
    }))
    const provider = await moonpay({ apiKey: 'pk_test_abc' }).load({ http })
    const quote = await provider.getQuote!({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'EUR',
      amount: '50',
      network: 'base',
      paymentMethod: 'card',
      address,
    })
    expect(calls[0]).toMatchObject({
      url: 'https://api.moonpay.com/v3/currencies/usdc_base/buy_quote',
      query: {
        apiKey: 'pk_test_abc',
        baseCurrencyCode: 'eur',
        baseCurrencyAmount: '50',
        paymentMethod: 'credit_debit_card',
        areFeesIncluded: true,
      },
    })
    expect(quote).toMatchObject({
      coinbaseFee: { amount: '4.49', currency: 'EUR' },
      networkFee: { amount: '0.39', currency: 'EUR' },
      paymentSubtotal: { amount: '45.12', currency: 'EUR' },
      paymentTotal: { amount: '50', currency: 'EUR' },
      purchaseAmount: { amount: '44.9', currency: 'USDC' },
    })
  })

  it('turns a quote of the wrong shape into a typed error', async () => {
    const { http } = fakeHttp(() => ({ totalAmount: 'lots' }))
    const provider = await moonpay({ apiKey: 'pk_test_abc' }).load({ http })
    await expect(
      provider.getQuote!({
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '50',
        network: 'ethereum',
        paymentMethod: 'card',
        address,
      }),
    ).rejects.toThrow(OnrampInvalidResponseError)
  })
})
