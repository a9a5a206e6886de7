import * as z from 'zod/mini'
import { OnrampInvalidResponseError } from '../errors.js'
import type {
  OnrampPaymentMethod,
  OnrampProvider,
  OnrampProviderContext,
  OnrampWidgetParameters,
} from '../types.js'
import type { MoonpayOptions } from './moonpay.js'

/** MoonPay's network suffixes in its currency codes (`usdc_polygon`, `eth_base`). */
const networkSuffixes: Readonly<Record<string, string>> = {
  polygon: 'polygon',
  base: 'base',
  arbitrum: 'arbitrum',
  optimism: 'optimism',
  'avalanche-c-chain': 'cchain',
  celo: 'celo',
  berachain: 'berachain',
  solana: 'sol',
}
/** A network's own coin has a plain code. */
const nativeCodes: Readonly<Record<string, string>> = {
  'ETH:ethereum': 'eth',
  'SOL:solana': 'sol',
  'AVAX:avalanche-c-chain': 'avax_cchain',
  'CELO:celo': 'celo',
}

/** The MoonPay currency code of an asset on a network. */
export function moonpayCurrencyCode(
  symbol: string,
  { network, overrides = {} }: { network: string; overrides?: Readonly<Record<string, string>> },
): string {
  const key = `${symbol.toUpperCase()}:${network}`
  const code = overrides[key] ?? nativeCodes[key]
  if (code) return code
  const suffix = network === 'ethereum' ? undefined : (networkSuffixes[network] ?? network)
  return `${symbol.toLowerCase()}${suffix ? `_${suffix}` : ''}`
}

/**
 * MoonPay's `paymentMethod` values (https://dev.moonpay.com/docs/ramps-sdk-buy-params):
 * a card anywhere; a bank transfer is SEPA in euros and ACH in dollars.
 */
export function moonpayPaymentMethod(method: OnrampPaymentMethod, fiatCurrency: string): string {
  if (method === 'card') return 'credit_debit_card'
  return fiatCurrency.toUpperCase() === 'EUR' ? 'sepa_bank_transfer' : 'ach_bank_transfer'
}

/**
 * The widget URL with MoonPay's documented parameters
 * (https://dev.moonpay.com/docs/ramps-sdk-buy-params): `apiKey`, `currencyCode` (fixed:
 * the visitor cannot buy another asset to this address), `walletAddress`,
 * `baseCurrencyCode`, `baseCurrencyAmount` or `quoteCurrencyAmount`, `paymentMethod`,
 * `externalTransactionId` and `redirectURL`. Unsigned: `signature` is appended by the
 * host's backend.
 */
export function buildMoonpayUrl(
  widgetUrl: string,
  {
    apiKey,
    purchase,
    currencyCodes,
  }: {
    apiKey: string
    purchase: OnrampWidgetParameters
    currencyCodes?: Readonly<Record<string, string>>
  },
): string {
  const url = new URL(`${widgetUrl}/`)
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== '') url.searchParams.set(name, value)
  }
  set('apiKey', apiKey)
  set(
    'currencyCode',
    moonpayCurrencyCode(purchase.asset, { network: purchase.network, overrides: currencyCodes }),
  )
  set('walletAddress', purchase.address)
  set('baseCurrencyCode', purchase.fiatCurrency.toLowerCase())
  if (purchase.cryptoAmount) set('quoteCurrencyAmount', purchase.cryptoAmount)
  else set('baseCurrencyAmount', purchase.fiatAmount)
  set('paymentMethod', moonpayPaymentMethod(purchase.paymentMethod, purchase.fiatCurrency))
  set('externalTransactionId', purchase.purchaseId)
  set('redirectURL', purchase.redirectUrl)
  return url.href
}

const amount = z.number().check(z.refine((value) => Number.isFinite(value) && value >= 0))
/** The fields of MoonPay's buy quote we show (https://dev.moonpay.com/api-reference/widget/getbuyquote). */
const buyQuoteSchema = z.object({
  baseCurrencyAmount: amount,
  quoteCurrencyAmount: amount,
  feeAmount: amount,
  extraFeeAmount: z.optional(amount),
  networkFeeAmount: amount,
  totalAmount: amount,
})

export function createMoonpayProvider(
  options: MoonpayOptions & { widgetUrl: string; apiUrl: string },
  context: OnrampProviderContext,
): OnrampProvider {
  const apiUrl = options.apiUrl.replace(/\/+$/, '')
  return {
    name: 'moonpay',

    async getQuote(parameters) {
      const code = moonpayCurrencyCode(parameters.purchaseCurrency, {
        network: parameters.network,
        overrides: options.currencyCodes,
      })
      const quote = await context.http
        .request(`${apiUrl}/v3/currencies/${encodeURIComponent(code)}/buy_quote`, {
          query: {
            apiKey: options.apiKey,
            baseCurrencyCode: parameters.paymentCurrency.toLowerCase(),
            baseCurrencyAmount: parameters.amount,
            paymentMethod: moonpayPaymentMethod(
              parameters.paymentMethod,
              parameters.paymentCurrency,
            ),
            areFeesIncluded: true,
          },
          schema: buyQuoteSchema,
        })
        .catch((error: unknown) => {
          if (error instanceof Error && error.name === 'ValidationError')
            throw new OnrampInvalidResponseError('moonpay', error.message, { cause: error })
          throw error
        })
      const fiat = (value: number) => ({
        amount: String(value),
        currency: parameters.paymentCurrency,
      })
      return {
        coinbaseFee: fiat(quote.feeAmount + (quote.extraFeeAmount ?? 0)),
        networkFee: fiat(quote.networkFeeAmount),
        paymentSubtotal: fiat(quote.baseCurrencyAmount),
        paymentTotal: fiat(quote.totalAmount),
        purchaseAmount: {
          amount: String(quote.quoteCurrencyAmount),
          currency: parameters.purchaseCurrency,
        },
        quoteId: `moonpay:${code}:${parameters.amount}`,
      }
    },

    async getWidgetUrl(purchase) {
      const unsigned = buildMoonpayUrl(options.widgetUrl, {
        apiKey: options.apiKey,
        purchase,
        currencyCodes: options.currencyCodes,
      })
      if (!options.signUrl) return unsigned
      const signed = await options.signUrl(unsigned)
      // The signer may only add the signature: the address and amounts are ours.
      const expected = new URL(unsigned)
      const got = new URL(signed)
      const kept =
        got.origin === expected.origin &&
        [...expected.searchParams].every(([name, value]) => got.searchParams.get(name) === value) &&
        !!got.searchParams.get('signature')
      if (!kept)
        throw new OnrampInvalidResponseError(
          'moonpay',
          'signUrl changed the URL or did not sign it',
        )
      return got.href
    },

    getStatus: options.getStatus,
  }
}
