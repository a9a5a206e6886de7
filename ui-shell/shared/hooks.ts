import type { Connection, Kernel, State } from 'gangway/kernel'
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { type BalanceSnapshot, getBalanceTracker } from './balances.js'

/** Shallow equality: same keys, `Object.is` values (arrays compared item by item). */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/**
 * Reads kernel state with a selector through `useSyncExternalStore`. `serverValue` is what
 * the server rendered, used while hydrating so the markup matches.
 * Positional, unlike the public API: an internal function on the first bundle's path, where a
 * parameters object costs every page bytes (issue 38's rewrite added ~0.12 KiB gzip to the
 * minimum host).
 */
export function useKernelSelector<selected>(
  kernel: Kernel,
  selector: (state: State) => selected,
  serverValue: selected,
  equals: (a: selected, b: selected) => boolean = shallowEqual,
): selected {
  const cache = useRef<{ value: selected } | null>(null)
  const getSnapshot = () => {
    const next = selector(kernel.store.getState())
    if (cache.current && equals(cache.current.value, next)) return cache.current.value
    cache.current = { value: next }
    return next
  }
  return useSyncExternalStore(kernel.store.subscribeAll, getSnapshot, () => serverValue)
}

const idleBalance: BalanceSnapshot = { status: 'idle', balances: [], native: undefined }

/** The balances of a connection, fetched through the chain adapter once it is known. */
export function useBalances(kernel: Kernel, connection: Connection | undefined): BalanceSnapshot {
  const tracker = getBalanceTracker(kernel)
  const namespace = connection?.namespace
  const address = connection?.address
  const caipNetworkId = connection?.caipNetworkId
  const target = useMemo(
    () =>
      namespace && address && caipNetworkId ? { namespace, address, caipNetworkId } : undefined,
    [namespace, address, caipNetworkId],
  )
  useEffect(() => {
    if (target) void tracker.load(target)
  }, [tracker, target])
  return useSyncExternalStore(
    tracker.subscribe,
    () => tracker.get(target),
    () => idleBalance,
  )
}
