import type { Kernel, Slice } from 'gangway/kernel'
import { useSyncExternalStore } from 'react'

/**
 * A plugin slice's state in a view, re-rendering when it changes.
 *
 * @param kernel - The view's `kernel` prop.
 * @param slice - The plugin's slice handle (`plugin.slice`, or one from `defineSlice`).
 * @example
 * const { count } = useSlice(kernel, tips)
 */
export function useSlice<state>(kernel: Kernel, slice: Slice<state>): state {
  const read = () => slice.get(kernel)
  return useSyncExternalStore((listener) => slice.subscribe(kernel, listener), read, read)
}
