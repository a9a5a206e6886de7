// gangway-tip-jar: an example third-party Gangway plugin. This file is the eager part a host
// imports: a descriptor of a few hundred bytes. The view, its styles and the German
// messages load through `import()` the first time they are needed.
import { definePlugin, type Kernel, type Plugin, type RpcHandler } from 'gangway'
import { parseOptions } from 'gangway/kernel'
import * as z from 'zod/mini'
import { InvalidPledgeError } from './errors.js'
import { tipJarIcon } from './icon.js'
import { en } from './messages.js'
import { type TipJarSettings, tipJarSettings, tipJarSlice, totalOf } from './state.js'

export { InvalidPledgeError } from './errors.js'
export { type Pledge, type TipJarSettings, type TipJarState, tipJarSlice } from './state.js'

/** The options a host passes to `tipJar()`. */
export type TipJarOptions = {
  /** The amounts the view offers, smallest first (default 1, 5, 10). */
  amounts?: readonly number[] | undefined
  /** The currency the amounts are in, shown beside them (default `USD`). */
  currency?: string | undefined
}

const optionsSchema = z.optional(
  z.object({
    amounts: z.optional(
      z
        .array(z.number().check(z.refine((amount) => amount > 0, 'expected amounts above 0')))
        .check(z.minLength(1, 'expected at least one amount')),
    ),
    currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/, 'expected a code like USD'))),
  }),
)

declare module 'gangway/kernel' {
  interface RpcMethods {
    /** Records a pledge; returns the new total. */
    tipJar_pledge: { params: { amount: number }; result: { total: number } }
    /** The total pledged so far. */
    tipJar_total: { params: undefined; result: { total: number } }
  }
}

/** The view loads the first time the visitor opens it; its module's default export is the view. */
const loadTipJarView = () => import('./TipJar.js')

/** The tip jar as `tipJar()` returns it. */
export type TipJarPlugin = Plugin<'tipJar'>

/**
 * A tip jar on the Account view: the visitor pledges an amount, the pledges are kept across
 * reloads, and any code holding the instance reads them through `kernel.request`.
 *
 * @param options - `amounts` and `currency` (checked: a bad value throws `InvalidOptionsError`).
 * @returns A plugin for `createGangway({ plugins: [tipJar()] })`.
 * @example
 * const gangway = createGangway({ chains: [eip155({ networks: [base] })], plugins: [tipJar()] })
 * await gangway.kernel.request({ method: 'tipJar_total' }) // { total: 0 }
 */
export function tipJar(options: TipJarOptions = {}): TipJarPlugin {
  const parsed = parseOptions({ plugin: 'tipJar', schema: optionsSchema, options })
  const settings: TipJarSettings = {
    amounts: parsed?.amounts ?? [1, 5, 10],
    currency: parsed?.currency ?? 'USD',
  }
  // The service: plain request handlers, dispatched by `kernel.request({ method, params })`.
  // The view calls them the same way a host or another plugin would.
  const pledge: RpcHandler = async (request, kernel: Kernel) => {
    const amount = (request.params as { amount?: unknown } | undefined)?.amount
    if (typeof amount !== 'number' || !settings.amounts.includes(amount))
      throw new InvalidPledgeError({ amount, amounts: settings.amounts })
    tipJarSlice.update(kernel, (draft) => {
      draft.pledges.push({ amount, at: kernel.env.now() })
    })
    return { total: totalOf(tipJarSlice.get(kernel)) }
  }
  return definePlugin({
    name: 'tipJar',
    views: { TipJar: loadTipJarView },
    slice: tipJarSlice,
    rpc: {
      tipJar_pledge: pledge,
      tipJar_total: async (_request, kernel) => ({ total: totalOf(tipJarSlice.get(kernel)) }),
    },
    entries: [{ where: 'account', label: 'tipJar.entry', view: 'TipJar', icon: tipJarIcon }],
    messages: { en, de: () => import('./de.js') },
    setup(kernel) {
      tipJarSettings.set(kernel, settings)
      return () => tipJarSettings.delete(kernel)
    },
  })
}
