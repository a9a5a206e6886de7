import * as z from 'zod/mini'
import type {
  OnrampPaymentMethod,
  OnrampProvider,
  OnrampProviderContext,
  OnrampWidgetParameters,
} from '../types.js'
import type { CoinbaseOptions } from './coinbase.js'

/**
 * Coinbase's `defaultPaymentMethod` values
 * (https://docs.cdp.coinbase.com/onramp-&-offramp/onramp-apis/generating-onramp-url).
 */
const paymentMethods: Readonly<Record<OnrampPaymentMethod, string>> = {
  card: 'CARD',
  bank: 'ACH_BANK_ACCOUNT',
}

const sessionTokenSchema = z.object({
  token: z.string().check(z.regex(/^[\w+/=.-]{1,2048}$/, 'expected a session token')),
})

/**
 * Coinbase's one-click-buy URL. The documented query parameters
 * (https://docs.cdp.coinbase.com/onramp-&-offramp/onramp-apis/generating-onramp-url):
 * `sessionToken` (or, without one, `appId` and `addresses` — a JSON object of address →
 * networks — with `assets`, a JSON list), `defaultNetwork`, `defaultAsset`,
 * `presetFiatAmount` / `presetCryptoAmount`, `fiatCurrency`, `defaultPaymentMethod`,
 * `defaultExperience` (`buy`), `partnerUserId` (under 50 characters) and `redirectUrl`.
 * One-click-buy needs an amount, `fiatCurrency`, `defaultAsset` and `defaultPaymentMethod`
 * (https://docs.cdp.coinbase.com/onramp-&-offramp/onramp-apis/one-click-buy-url).
 *
 * @example
 * buildCoinbaseUrl('https://pay.coinbase.com', purchase, { appId: 'my-project' })
 */
export function buildCoinbaseUrl(
  payUrl: string,
  {
    purchase,
    auth,
  }: { purchase: OnrampWidgetParameters; auth: { sessionToken: string } | { appId: string } },
): string {
  const url = new URL(`${payUrl}/buy/select-asset`)
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== '') url.searchParams.set(name, value)
  }
  if ('sessionToken' in auth) set('sessionToken', auth.sessionToken)
  else {
    // A session token carries the addresses; without one they travel in the URL.
    set('appId', auth.appId)
    set('addresses', JSON.stringify({ [purchase.address]: [purchase.network] }))
    set('assets', JSON.stringify([purchase.asset]))
  }
  set('defaultNetwork', purchase.network)
  set('defaultAsset', purchase.asset)
  if (purchase.cryptoAmount) set('presetCryptoAmount', purchase.cryptoAmount)
  else set('presetFiatAmount', purchase.fiatAmount)
  set('fiatCurrency', purchase.fiatCurrency)
  set('defaultPaymentMethod', paymentMethods[purchase.paymentMethod])
  set('defaultExperience', 'buy')
  set('partnerUserId', purchase.purchaseId.slice(0, 49))
  set('redirectUrl', purchase.redirectUrl)
  return url.href
}

/**
 * The Coinbase provider: the one-click-buy URL, with a session token from the host's
 * endpoint when it gives one. Coinbase's quote and options APIs need the host's secret key,
 * so the view shows SPEC §8's defaults and SPEC §9's fee range for it; a host that runs a
 * SPEC §7 service uses `hosted()` for quotes.
 */
export function createCoinbaseProvider(
  options: CoinbaseOptions & { payUrl: string },
  context: OnrampProviderContext,
): OnrampProvider {
  return {
    name: 'coinbase',
    async getWidgetUrl(purchase) {
      if (options.sessionTokenUrl) {
        // The Session Token API's own body, so a host may forward it unchanged.
        const { token } = await context.http.request(options.sessionTokenUrl, {
          method: 'POST',
          body: {
            addresses: [{ address: purchase.address, blockchains: [purchase.network] }],
            assets: [purchase.asset],
          },
          schema: sessionTokenSchema,
          retryCount: 0,
        })
        return buildCoinbaseUrl(options.payUrl, { purchase, auth: { sessionToken: token } })
      }
      return buildCoinbaseUrl(options.payUrl, { purchase, auth: { appId: options.appId ?? '' } })
    },
    getStatus: options.getStatus,
  }
}
