import type { Kernel } from 'gangway/kernel'
import { onrampReturnParameter } from './onramp.js'
import { pendingPurchaseKey } from './pendingPurchase.js'
import { purchaseWindowName } from './purchaseWindow.js'

/**
 * The visitor came back from the provider's page (a phone left this page for it): the
 * return parameter is removed from the address bar at once, and, when it names the stored
 * purchase, the modal opens on Onramp, which waits for the funds on chain.
 *
 * @example
 * await resumePurchase(kernel)
 */
export async function resumePurchase(kernel: Kernel): Promise<void> {
  // In the popup, the page that opened it reads the return and closes the popup.
  if (window.name === purchaseWindowName) return
  const url = new URL(location.href)
  const id = url.searchParams.get(onrampReturnParameter)
  if (id === null) return
  url.searchParams.delete(onrampReturnParameter)
  history.replaceState(history.state, '', url.href)
  const pending = kernel.storage.get(pendingPurchaseKey)
  kernel.storage.remove(pendingPurchaseKey)
  if (!pending || pending.id !== id) return
  await kernel.modal.open({ view: 'Onramp', data: { resume: pending } })
}
