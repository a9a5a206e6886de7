import { defineSlice, type Kernel } from 'gangway'
import * as z from 'zod/mini'

/** One pledge the visitor made: how much, and when (ms since the epoch). */
export type Pledge = { amount: number; at: number }

/** The tip jar's state, kept in the visitor's storage so it survives a reload. */
export type TipJarState = { pledges: Pledge[] }

/**
 * The slice: `initial` types it, `persist` is the schema every stored value is checked
 * against when the page loads (a corrupt or outdated value is dropped, never thrown).
 * The descriptor (index.ts) and the lazily loaded view share this one handle.
 */
export const tipJarSlice = defineSlice({
  name: 'tipJar',
  initial: { pledges: [] } as TipJarState,
  persist: z.object({
    pledges: z.array(z.object({ amount: z.number(), at: z.number() })),
  }),
})

/** The sum of every pledge. */
export const totalOf = (state: TipJarState): number =>
  state.pledges.reduce((sum, pledge) => sum + pledge.amount, 0)

/** What a host chose in `tipJar(options)`, with the defaults filled in. */
export type TipJarSettings = { amounts: readonly number[]; currency: string }

/**
 * Each instance's settings, set by the plugin's `setup`. Keyed by the kernel, not kept at
 * module level: two widgets on one page may use two differently configured tip jars.
 */
export const tipJarSettings = new WeakMap<Kernel, TipJarSettings>()
