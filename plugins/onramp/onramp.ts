import { definePlugin, type Kernel, type Plugin, parseOptions } from 'gangway/kernel'
import * as z from 'zod/mini'
import { type OnrampSettings, onrampReturnParameter, setOnrampSettings } from './onrampSettings.js'
import type { OnrampProviderDefinition } from './types.js'

/** Options of `onramp()`. */
export type OnrampPluginOptions = {
  /**
   * The providers, compared side by side (SPEC §9: two, e.g. `coinbase()` and `moonpay()`).
   * Falsy entries are ignored (`flag && moonpay(…)`).
   */
  providers: readonly (OnrampProviderDefinition | false | null | undefined | 0 | '')[]
  /**
   * Your networks that stand for a provider network where their ids do not say so (a fork
   * or local chain standing in for `ethereum`), e.g. `{ 'eip155:31337': 'ethereum' }`.
   * SPEC §9's card-onramp chains are known by their chain ids.
   */
  networks?: Readonly<Record<string, string>> | undefined
  /** Amount presets in the fiat currency; default 20, 50, 100. */
  presets?: readonly number[] | undefined
}

/** The onramp plugin as `onramp()` returns it. */
export type OnrampPlugin = Plugin & { name: 'onramp' }

/** What the view opens with: `open({ view: 'Onramp', data: { asset, amount } })`. */
export type OnrampArguments = {
  /** The asset's symbol, e.g. `USDC`. */
  asset?: string | undefined
  /** A fiat amount, as a visitor would type it. */
  amount?: string | undefined
}

const provider = z
  .unknown()
  .check(
    z.refine(
      (value) =>
        !value ||
        (typeof (value as OnrampProviderDefinition).name === 'string' &&
          Array.isArray((value as OnrampProviderDefinition).origins) &&
          typeof (value as OnrampProviderDefinition).load === 'function'),
      'expected a provider, e.g. coinbase(…)',
    ),
  )
const optionsSchema = z.object({
  providers: z.array(provider),
  networks: z.optional(
    z
      .unknown()
      .check(
        z.refine(
          (value) =>
            typeof value === 'object' &&
            !!value &&
            Object.values(value).every((name) => typeof name === 'string'),
          'expected { "eip155:1": "ethereum" }',
        ),
      ),
  ),
  presets: z.optional(
    z.array(z.number().check(z.refine((value) => value > 0 && value < 1e9, 'expected > 0'))),
  ),
})

const loadOnrampView = () => import('./views/Onramp.js')

/**
 * Buy crypto by card or bank through onramp providers the host chooses (SPEC §1): a Buy
 * button first on Account (SPEC §9 wallet-feature order) for eip155 and solana accounts,
 * and the Onramp view, which compares the providers' quotes and opens the chosen one's
 * widget. Everything but this descriptor loads on first use.
 *
 * @param options - `providers`, and optionally `networks` and `presets`.
 * @returns A plugin for `createGangway({ plugins: [onramp({ providers })] })`.
 * @example
 * onramp({ providers: [coinbase({ sessionTokenUrl: '/api/cb-token' }), moonpay({ apiKey: 'pk_test_…' })] })
 */
export function onramp(options: OnrampPluginOptions): OnrampPlugin {
  const parsed = parseOptions({ plugin: 'onramp', schema: optionsSchema, options })
  const providers = (parsed.providers as OnrampPluginOptions['providers']).filter(
    (entry): entry is OnrampProviderDefinition => !!entry,
  )
  const settings: OnrampSettings = {
    providers,
    networks: (parsed.networks as OnrampSettings['networks'] | undefined) ?? {},
    presets: parsed.presets ?? [20, 50, 100],
  }
  return definePlugin({
    name: 'onramp',
    // Each locale its own chunk, loaded by the modal for its locale only.
    messages: {
      en: {},
      load: (locale) => import('./locales/index.js').then((catalogues) => catalogues.load(locale)),
    },
    views: { Onramp: loadOnrampView },
    entries: [
      {
        where: 'account',
        label: 'onramp',
        view: 'Onramp',
        // SPEC §9 wallet-feature order: onramp 10, swaps 20, receive 30, send 40.
        order: 10,
        icon: 'plus',
        namespaces: ['eip155', 'solana'],
      },
    ],
    setup(kernel: Kernel) {
      setOnrampSettings(kernel, settings)
      // A phone came back from the provider's page: show how the purchase stands.
      if (kernel.env.isBrowser && location.search.includes(`${onrampReturnParameter}=`))
        void import('./resumePurchase.js').then((module) => module.resumePurchase(kernel))
      return () => setOnrampSettings(kernel, undefined)
    },
  })
}
