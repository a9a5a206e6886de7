import { parseOptions } from 'gangway/kernel'
import * as z from 'zod/mini'
import { callback, serviceUrl, widgetOrigin } from '../optionSchemas.js'
import type { OnrampProviderDefinition, OnrampStatus } from '../types.js'

/** Options of `coinbase()`: an app id, a session-token endpoint, or both. */
export type CoinbaseOptions = {
  /**
   * Your CDP project id (public). Coinbase now requires session tokens for new apps; an app
   * id alone works where the project does not enforce secure initialization.
   */
  appId?: string | undefined
  /**
   * Your backend's endpoint that creates a Coinbase Onramp session token (it holds the CDP
   * key): it gets `POST { addresses: [{ address, blockchains }], assets }`, as Coinbase's
   * Session Token API does, and answers `{ token }`.
   */
  sessionTokenUrl?: string | undefined
  /** Where Coinbase Onramp runs; default `https://pay.coinbase.com`. */
  payUrl?: string | undefined
  /** Polled status from your backend (Coinbase's Transaction Status API needs your key). */
  getStatus?:
    | ((parameters: { purchaseId: string; address: string }) => Promise<OnrampStatus>)
    | undefined
}

const optionsSchema = z
  .object({
    appId: z.optional(z.string().check(z.regex(/^[\w-]{1,100}$/, 'expected a CDP project id'))),
    sessionTokenUrl: z.optional(serviceUrl),
    payUrl: z.optional(widgetOrigin),
    getStatus: z.optional(callback),
  })
  .check(
    z.refine(
      (options) => !!options.appId || !!options.sessionTokenUrl,
      'expected appId or sessionTokenUrl',
    ),
  )

/**
 * Coinbase Onramp through its one-click-buy URL
 * (https://docs.cdp.coinbase.com/onramp-&-offramp/onramp-apis/one-click-buy-url): the
 * visitor lands on the order preview with asset, network, amount and payment method set,
 * and the connected account as the only destination. With `sessionTokenUrl`, each purchase
 * asks your backend for a single-use session token first. No server of ours.
 *
 * @param options - `appId` and/or `sessionTokenUrl`.
 * @returns A provider for `onramp({ providers })`.
 * @example
 * onramp({ providers: [coinbase({ sessionTokenUrl: '/api/coinbase-session' })] })
 */
export function coinbase(options: CoinbaseOptions): OnrampProviderDefinition {
  const parsed = parseOptions({ plugin: 'onramp.coinbase', schema: optionsSchema, options })
  const payUrl = (parsed.payUrl ?? 'https://pay.coinbase.com').replace(/\/+$/, '')
  return {
    name: 'coinbase',
    label: 'Coinbase',
    origins: [payUrl],
    load: (context) =>
      import('./createCoinbaseProvider.js').then((module) =>
        module.createCoinbaseProvider({ ...options, payUrl }, context),
      ),
  }
}
