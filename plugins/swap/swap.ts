import { definePlugin, type Kernel, type Plugin, parseOptions } from 'gangway/kernel'
import * as z from 'zod/mini'
import { onchain } from './sources/onchain.js'
import { setSwapSources } from './swapSources.js'
import type { QuoteSourceDefinition } from './types.js'

/** Options of `swap()`. */
export type SwapOptions = {
  /**
   * Where quotes come from, asked side by side (the largest output wins). Default: the
   * on-chain source alone. Falsy entries are ignored (`flag && hosted(…)`).
   */
  sources?: readonly (QuoteSourceDefinition | false | null | undefined | 0 | '')[] | undefined
}

/** What the Swap view opens with: `open({ view: 'Swap', data: { from, to, amount } })`. */
export type SwapArguments = {
  /** The token to sell: an address, or `nativeTokenAddress` for the coin. */
  from?: string | undefined
  /** The token to buy. */
  to?: string | undefined
  /** A decimal amount of `from`, as a visitor would type it. */
  amount?: string | undefined
}

/** The swap plugin as `swap()` returns it. */
export type SwapPlugin = Plugin & { name: 'swap' }

const isSource = (value: unknown): value is QuoteSourceDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  (value as { name: string }).name !== '' &&
  typeof (value as { load?: unknown }).load === 'function'

// Built from the zod/mini pieces the kernel's own options check already ships.
const optionsSchema = z.optional(
  z.object({
    sources: z.optional(
      z
        .array(
          z
            .unknown()
            .check(
              z.refine(
                (value) => !value || isSource(value),
                'expected a quote source (onchain(), hosted(…), aggregator(…)) or a falsy value',
              ),
            ),
        )
        .check(
          z.refine((list) => {
            // A quote is swapped by the source that gave it, found by name.
            const names = list.filter(isSource).map((source) => source.name)
            return new Set(names).size === names.length
          }, 'two sources have the same name'),
        ),
    ),
  }),
)

/** SPEC §9 wallet-feature order: onramp 10, swaps 20, receive 30, send 40. */
const swapEntryOrder = 20

const loadSwapView = () => import('./views/Swap.js')

/**
 * Token swaps with quotes from the chain itself (SPEC §2 Swap): a Swap button on Account
 * for eip155 accounts and the Swap view. No key and no server by default; a host may add
 * a hosted source. Everything but this descriptor loads on first use.
 *
 * @param options - The quote sources.
 * @throws InvalidOptionsError ('[swap] Invalid options.') for anything but quote sources, or
 *   two sources of one name.
 * @returns A plugin for `createGangway({ plugins: [swap()] })`.
 * @example
 * const gangway = createGangway({ chains: [eip155({ networks: [base] })], plugins: [swap()] })
 * gangway.open({ view: 'Swap', data: { to: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' } })
 */
export function swap(options: SwapOptions = {}): SwapPlugin {
  parseOptions({ plugin: 'swap', schema: optionsSchema, options })
  const given = options.sources?.filter(isSource)
  const sources = given?.length ? given : [onchain()]
  return definePlugin({
    name: 'swap',
    // Each locale its own chunk, loaded by the modal for its locale only.
    messages: {
      en: {},
      load: (locale) => import('./locales/index.js').then((catalogues) => catalogues.load(locale)),
    },
    requires: ['eip155'],
    views: { Swap: loadSwapView },
    entries: [
      {
        where: 'account',
        label: 'swap',
        view: 'Swap',
        order: swapEntryOrder,
        icon: 'swap',
        namespaces: ['eip155'],
      },
    ],
    setup(kernel: Kernel) {
      setSwapSources(kernel, sources)
    },
  })
}
