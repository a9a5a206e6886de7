import type { Kernel, ViewEntry } from 'gangway/kernel'
import { useEffect, useRef } from 'react'
import { useKernelState } from '../context.js'
import { canPrerenderConnect, usePrerenderAllowed } from '../prerender.js'

export type UseShownViewParameters = {
  kernel: Kernel
  /** Open, or embedded. */
  visible: boolean
  /** The dialog is in the page (also while it closes). */
  rendered: boolean
  embedded: boolean
}

export type UseShownViewReturnType = {
  /** The view on top, as shown; `undefined` when the stack is empty. */
  top: ViewEntry | undefined
  /** The stack's depth, as shown. */
  depth: number
  /** The router's own stack. */
  stack: readonly ViewEntry[]
  /** Changes with every view shown: the view's React key. */
  viewKey: string
  /** The last move went back (a shorter stack): the view animates the other way. */
  back: boolean
  /** Connect waits out of sight (hidden, inert, laid out) for the next open. */
  prerendering: boolean
}

/**
 * The router's stack as the modal shows it. Closed, once the browser was idle: when the next
 * open shows Connect, Connect waits out of sight, so opening only shows it. The stack a
 * closed modal kept does not matter: `open()` starts it again. Re-checked when a wallet is
 * announced.
 */
export function useShownView({
  kernel,
  visible,
  rendered,
  embedded,
}: UseShownViewParameters): UseShownViewReturnType {
  const stack = useKernelState((state) => state.router.stack, Object.is)
  const previousDepth = useRef(stack.length)
  const prerenderAllowed = usePrerenderAllowed(kernel)
  const candidate = prerenderAllowed && !visible && !rendered && !embedded
  useKernelState((state) => (candidate ? state.connectors : undefined))
  const prerendering = candidate && canPrerenderConnect(kernel)
  // The stack as shown: the one `open()` will start, while Connect waits.
  const depth = prerendering ? 1 : stack.length
  const top: ViewEntry | undefined = prerendering ? { view: 'Connect' } : stack.at(-1)
  // The key the view will have once opened, so opening keeps the prerendered one.
  const viewKey = `${depth}:${top?.view ?? ''}`
  const back = stack.length < previousDepth.current
  useEffect(() => {
    previousDepth.current = stack.length
  }, [stack.length])
  return { top, depth, stack, viewKey, back, prerendering }
}
