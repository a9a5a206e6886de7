import { sanitizeText, sdkType, sdkVersion } from 'gangway/kernel'
import * as z from 'zod/mini'
import { OnrampInvalidResponseError } from '../errors.js'
import type { OnrampProvider, OnrampProviderContext } from '../types.js'
import type { HostedOnrampOptions } from './hosted.js'

const text = (max: number) =>
  z.string().check(z.refine((value) => value.length <= max, `longer than ${max}`))
const decimal = z.string().check(z.regex(/^\d{1,30}(\.\d{1,30})?$/, 'expected a decimal amount'))
const currency = z.string().check(z.regex(/^[A-Za-z0-9._-]{1,20}$/, 'expected a currency code'))
const list = <item extends z.ZodMiniType>(item: item, max: number) =>
  z.array(item).check(z.refine((items) => items.length <= max, `more than ${max}`))

/** SPEC §3 "Onramp options", bounded so a hostile service cannot flood the view. */
const optionsSchema = z.object({
  purchaseCurrencies: list(
    z.object({
      id: text(100),
      name: text(100),
      symbol: z.string().check(z.regex(/^[A-Za-z0-9.]{1,16}$/, 'expected a symbol')),
      networks: list(
        z.object({
          name: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'expected a network name')),
          display_name: text(60),
          chain_id: z.string().check(z.regex(/^\d{0,12}$/, 'expected a chain id')),
          contract_address: text(100),
        }),
        50,
      ),
    }),
    500,
  ),
  paymentCurrencies: list(
    z.object({
      id: currency,
      payment_method_limits: list(z.object({ id: text(40), min: decimal, max: decimal }), 20),
    }),
    200,
  ),
})

const amount = z.object({ amount: decimal, currency })
/** SPEC §3 "Onramp quote". */
const quoteSchema = z.object({
  coinbaseFee: amount,
  networkFee: amount,
  paymentSubtotal: amount,
  paymentTotal: amount,
  purchaseAmount: amount,
  quoteId: text(200),
})
const urlSchema = z.object({ url: text(4096) })

/** SPEC §8's limits are per method id; the service's may use Coinbase's upper-case ids. */
const methodIds: Readonly<Record<string, 'card' | 'bank'>> = {
  card: 'card',
  CARD: 'card',
  bank: 'bank',
  ACH_BANK_ACCOUNT: 'bank',
}

/**
 * The hosted provider: every SPEC §7 onramp call, with `projectId`, `st` and `sv` (SPEC §7:
 * every call carries the SDK type, version and project id); answers are checked with zod
 * and names shown as clean text. The URL it generates is checked by the plugin against
 * the provider's origins before anything opens it.
 */
export function createHostedProvider(
  options: HostedOnrampOptions,
  context: OnrampProviderContext,
): OnrampProvider {
  const base = options.url.replace(/\/+$/, '')
  const query = { projectId: options.projectId, st: sdkType, sv: sdkVersion }
  const invalid = (error: unknown): never => {
    if (error instanceof Error && error.name === 'ValidationError')
      throw new OnrampInvalidResponseError('hosted', error.message, { cause: error })
    throw error
  }
  return {
    name: 'hosted',

    async getOptions() {
      const options = await context.http
        .request(`${base}/v1/onramp/options`, { query, schema: optionsSchema })
        .catch(invalid)
      return {
        purchaseCurrencies: options.purchaseCurrencies.map((asset) => ({
          ...asset,
          name: sanitizeText(asset.name),
          networks: asset.networks.map((network) => ({
            ...network,
            display_name: sanitizeText(network.display_name),
          })),
        })),
        paymentCurrencies: options.paymentCurrencies.map((fiat) => ({
          id: fiat.id.toUpperCase(),
          payment_method_limits: fiat.payment_method_limits.flatMap((limit) => {
            const id = methodIds[limit.id]
            return id ? [{ ...limit, id }] : []
          }),
        })),
      }
    },

    async getQuote(parameters) {
      return context.http
        .request(`${base}/v1/onramp/quote`, {
          method: 'POST',
          query,
          body: {
            purchaseCurrency: parameters.purchaseCurrency,
            paymentCurrency: parameters.paymentCurrency,
            amount: parameters.amount,
            network: parameters.network,
          },
          schema: quoteSchema,
        })
        .catch(invalid)
    },

    async getWidgetUrl(purchase) {
      const { url } = await context.http
        .request(`${base}/v1/generators/onrampurl`, {
          method: 'POST',
          query,
          body: {
            destinationWallets: [
              {
                address: purchase.address,
                blockchains: [purchase.network],
                assets: [purchase.asset],
              },
            ],
            defaultNetwork: purchase.network,
            partnerUserId: purchase.purchaseId,
            defaultExperience: 'buy',
            presetCryptoAmount: purchase.cryptoAmount,
            presetFiatAmount: purchase.cryptoAmount ? undefined : purchase.fiatAmount,
            // Beyond SPEC §7's list: where Coinbase sends the visitor back; a service may ignore it.
            redirectUrl: purchase.redirectUrl,
          },
          schema: urlSchema,
          retryCount: 0,
        })
        .catch(invalid)
      return url
    },
  }
}
