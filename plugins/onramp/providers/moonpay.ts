import { parseOptions } from 'gangway/kernel'
import * as z from 'zod/mini'
import { callback, serviceUrl, widgetOrigin } from '../optionSchemas.js'
import type { OnrampProviderDefinition, OnrampStatus } from '../types.js'

/** Options of `moonpay()`. */
export type MoonpayOptions = {
  /**
   * Your publishable key (`pk_live_…` or `pk_test_…`; a secret `sk_` key is refused: it
   * must never reach a page). A test key opens MoonPay's sandbox.
   */
  apiKey: string
  /**
   * Signs the widget URL on your backend (HMAC-SHA256 of its query with your secret key,
   * https://dev.moonpay.com/docs/on-ramp-enhance-security-using-signed-urls) and returns
   * the signed URL. MoonPay requires it with a live key, because the URL carries the
   * wallet address.
   */
  signUrl?: ((url: string) => Promise<string>) | undefined
  /** Where the widget runs; default `https://buy.moonpay.com` (sandbox for a test key). */
  widgetUrl?: string | undefined
  /** MoonPay's API for quotes; default `https://api.moonpay.com`. */
  apiUrl?: string | undefined
  /**
   * MoonPay currency codes by `SYMBOL:network` where they differ from the usual
   * (`usdc` on ethereum, `usdc_polygon`, `eth_base`…).
   */
  currencyCodes?: Readonly<Record<string, string>> | undefined
  /** Polled status from your backend (MoonPay's webhooks reach your server, not the page). */
  getStatus?:
    | ((parameters: { purchaseId: string; address: string }) => Promise<OnrampStatus>)
    | undefined
}

const optionsSchema = z
  .object({
    apiKey: z
      .string()
      .check(
        z.regex(
          /^pk_(live|test)_\w{1,100}$/,
          'expected a publishable key (pk_live_… or pk_test_…)',
        ),
      ),
    signUrl: z.optional(callback),
    widgetUrl: z.optional(widgetOrigin),
    apiUrl: z.optional(serviceUrl),
    currencyCodes: z.optional(
      z
        .unknown()
        .check(
          z.refine(
            (value) =>
              typeof value === 'object' &&
              value !== null &&
              Object.values(value).every(
                (code) => typeof code === 'string' && /^\w{1,32}$/.test(code),
              ),
            'expected { "SYMBOL:network": "code" }',
          ),
        ),
    ),
    getStatus: z.optional(callback),
  })
  .check(
    z.refine(
      (options) => !options.apiKey.startsWith('pk_live_') || !!options.signUrl,
      'signUrl: MoonPay requires signed URLs with a live key',
    ),
  )

/**
 * MoonPay's hosted buy widget (https://dev.moonpay.com/docs/ramps-sdk-buy-params) with
 * your publishable key; quotes from its public buy-quote API. The connected account is
 * passed as `walletAddress`, so a live key needs `signUrl`. No server of ours.
 *
 * @param options - `apiKey`, and `signUrl` for a live key.
 * @returns A provider for `onramp({ providers })`.
 * @example
 * onramp({ providers: [moonpay({ apiKey: 'pk_live_…', signUrl: (url) => fetch('/api/sign-moonpay', …) })] })
 */
export function moonpay(options: MoonpayOptions): OnrampProviderDefinition {
  parseOptions({ plugin: 'onramp.moonpay', schema: optionsSchema, options })
  const sandbox = options.apiKey.startsWith('pk_test_')
  const widgetUrl = (
    options.widgetUrl ?? (sandbox ? 'https://buy-sandbox.moonpay.com' : 'https://buy.moonpay.com')
  ).replace(/\/+$/, '')
  return {
    name: 'moonpay',
    label: 'MoonPay',
    origins: [widgetUrl],
    load: (context) =>
      import('./createMoonpayProvider.js').then((module) =>
        module.createMoonpayProvider(
          { ...options, widgetUrl, apiUrl: options.apiUrl ?? 'https://api.moonpay.com' },
          context,
        ),
      ),
  }
}
