import type { Kernel } from 'gangway/kernel'
import { useSyncExternalStore } from 'react'
import { connectMethodSlot } from './kit/slots.js'
import { shownWallets } from './views/Connect.js'
import { listConnectors, peekFirstWallets } from './walletSource.js'

// A first open that only shows what is already there. Once the browser was idle, the closed
// modal renders its first view out of sight (laid out, images decoded, inert): the click then
// changes one attribute, and the dialog with its wallet rows is painted in the next frame
// instead of after a render, a layout and an image decode per icon (issue 15).

/** Instances whose idle prefetch finished, with the modals that wait to hear of it. */
const allowed = new WeakMap<Kernel, Set<() => void> | true>()

/**
 * Lets the instance's closed modal render Connect out of sight: called once Connect's first
 * wallets were computed while the browser was idle (from the bundled list, never a hosted one).
 */
export function allowPrerender(kernel: Kernel): void {
  const waiting = allowed.get(kernel)
  allowed.set(kernel, true)
  if (waiting instanceof Set) for (const notify of waiting) notify()
}

function subscribe(kernel: Kernel, notify: () => void): () => void {
  const current = allowed.get(kernel)
  if (current === true) return () => {}
  const waiting = current ?? new Set<() => void>()
  allowed.set(kernel, waiting)
  waiting.add(notify)
  return () => {
    const current = allowed.get(kernel)
    if (current instanceof Set) current.delete(notify)
  }
}

/** Whether `allowPrerender` was called for this instance (re-renders when it is). */
export function usePrerenderAllowed(kernel: Kernel): boolean {
  return useSyncExternalStore(
    (notify) => subscribe(kernel, notify),
    () => allowed.get(kernel) === true,
    () => false,
  )
}

/**
 * The connect methods' forms Connect shows (`Connect:email`…), each with whether its plugin
 * declared that it renders ahead (`rendersAhead`): contacting no server before the modal opens.
 */
export function connectMethodForms(
  kernel: Kernel,
): readonly { name: string; rendersAhead: boolean }[] {
  const plugins = [...kernel.options.chains, ...kernel.options.plugins]
  return kernel.options.connectMethodsOrder
    .map(connectMethodSlot)
    .filter((name) => kernel.registry.hasView(name))
    .map((name) => ({
      name,
      // Declared by the plugin whose view it is (a view added at run time declares nothing).
      rendersAhead: plugins.some(
        (plugin) => plugin.views?.[name] !== undefined && plugin.rendersAhead?.includes(name),
      ),
    }))
}

/**
 * Whether Connect can be rendered before the visitor opens the modal without anything
 * leaving the page: no plugin button of its own, no plugin form that does not render ahead
 * (`Plugin.rendersAhead`: it could load from a server), and every image of its first rows
 * inline (`data:`). A wallet icon on a server would tell that server who visits the page
 * before anyone clicked.
 */
export function canPrerenderConnect(kernel: Kernel): boolean {
  if (kernel.modal.initialView() !== 'Connect') return false
  if (kernel.registry.entries('connect').length) return false
  if (connectMethodForms(kernel).some((form) => !form.rendersAhead)) return false
  const first = peekFirstWallets(kernel, shownWallets)
  if (!first) return false
  const images = [...first.data, ...listConnectors(kernel)].map((item) => item.imageUrl)
  return images.every((url) => url === undefined || url.startsWith('data:'))
}
