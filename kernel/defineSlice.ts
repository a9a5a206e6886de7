import type { Draft } from 'immer'
import type { Kernel, Slice, SliceDefinition } from './types.js'

/**
 * Declares a plugin's state slice and returns a typed handle on it: `get`, `update` (an
 * immer recipe, persisted when `persist` is given) and `subscribe`; React views use
 * `useSlice(kernel, slice)` from `gangway/ui`. The state type comes from `initial`, and
 * `persist` must validate exactly that type.
 *
 * @param definition - `name` (the key in state and storage), `initial`, optional `persist`.
 * @returns The handle, to pass as `definePlugin({ slice })` and to use in views and services.
 * @example
 * export const tips = defineSlice({ name: 'tipJar', initial: { count: 0 }, persist: z.object({ count: z.number() }) })
 * tips.update(kernel, (draft) => { draft.count++ })
 */
export function defineSlice<state>(
  definition: SliceDefinition<state> & { name: string },
): Slice<state> {
  const { name, initial, persist } = definition
  return {
    name,
    initial,
    persist,
    get: (kernel: Kernel) => kernel.store.getState().slices[name] as state,
    update: (kernel: Kernel, recipe: (draft: Draft<state>) => void) =>
      kernel.registry.updateSlice(name, recipe),
    subscribe: (kernel: Kernel, listener: (state: state) => void) =>
      kernel.store.subscribe((state) => state.slices[name] as state, listener),
  }
}
