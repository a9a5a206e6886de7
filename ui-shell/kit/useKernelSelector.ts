import type { Connection, Kernel, Namespace, State } from 'gangway/kernel'
import { shallowEqual, useKernelSelector as useSelector } from '../shared/hooks.js'

/**
 * Reads the instance's state with a selector and re-renders when the selected value changes
 * (shallowly, unless `equals` says otherwise).
 *
 * @example
 * const open = useKernelSelector(kernel, { selector: (state) => state.modal.open })
 */
export function useKernelSelector<selected>(
  kernel: Kernel,
  {
    selector,
    equals = shallowEqual,
  }: { selector: (state: State) => selected; equals?: (a: selected, b: selected) => boolean },
): selected {
  return useSelector(kernel, selector, selector(kernel.store.getState()), equals)
}

/**
 * The connection of a namespace (the active namespace's when none is given), kept current.
 *
 * @example
 * const connection = useConnection(kernel)
 */
export function useConnection(kernel: Kernel, namespace?: Namespace): Connection | undefined {
  return useKernelSelector(kernel, { selector: () => kernel.connections.get(namespace) })
}
