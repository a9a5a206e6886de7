import { defineSlice } from './defineSlice.js'
import type { Plugin, Slice, SliceDefinition } from './types.js'

/** What `definePlugin` accepts: a plugin whose `slice` may be a plain definition. */
export type PluginDefinition<name extends string, state> = Omit<Plugin<name>, 'slice'> & {
  slice?: Slice<state> | SliceDefinition<state> | undefined
}

/** The plugin `definePlugin` returns: its `slice`, when it has one, is a typed handle. */
export type DefinedPlugin<name extends string, state> = Plugin<name> &
  ([state] extends [never] ? unknown : unknown extends state ? unknown : { slice: Slice<state> })

const isDefinition = <state>(
  slice: Slice<state> | SliceDefinition<state> | undefined,
): slice is SliceDefinition<state> =>
  typeof slice === 'object' && slice !== null && typeof (slice as Slice).get !== 'function'

/**
 * Declares a plugin. The state type of its slice is inferred from `slice.initial`, and
 * `slice.persist` must validate that type; the returned plugin's `slice` is a typed handle
 * (`plugin.slice.get(kernel)`, `.update(kernel, recipe)`, `.subscribe`). The kernel checks
 * the rest when an instance starts and refuses a malformed plugin with a `PluginError`
 * naming the plugin and the field.
 *
 * @param plugin - `name`, and any of `requires`, `chain`, `views`, `rendersAhead`, `slice`, `rpc`,
 *   `entries`, `messages`, `hostOptions`, `previewWarnings`, `setup`.
 * @returns The plugin, for a host's `plugins` (or `chains`) option.
 * @example
 * export const swap = (options: SwapOptions = {}) =>
 *   definePlugin({ name: 'swap', requires: ['eip155'], views: { Swap: () => import('./views/Swap.js') } })
 */
export function definePlugin<const name extends string, state = never>(
  plugin: PluginDefinition<name, state>,
): DefinedPlugin<name, state> {
  const { slice } = plugin
  if (!isDefinition(slice)) return plugin as DefinedPlugin<name, state>
  return {
    ...plugin,
    slice: defineSlice({ ...slice, name: slice.name ?? plugin.name }),
  } as DefinedPlugin<name, state>
}
