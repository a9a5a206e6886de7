import type { Kernel } from 'gangway/kernel'
import { onrampReturnParameter } from './onrampSettings.js'
import { pendingPurchaseKey } from './pendingPurchase.js'
import { purchaseWindowName } from './purchaseWindow.js'

/**
 * The visitor came back from the provider's page (a phone left this page for it): when the
 * return parameter names the stored purchase, it is removed from the address bar and the
 * modal opens on Onramp, which waits for the funds on chain.
 *
 * @example
 * await resumePurchase(kernel)
 */
export async function resumePurchase(kernel: Kernel): Promise<void> {
  // In the popup, the page that opened it reads the return and closes the popup.
  if (window.name === purchaseWindowName) return
  const url = new URL(location.href)
  const id = url.searchParams.get(onrampReturnParameter)
  const pending = kernel.storage.get(pendingPurchaseKey)
  if (id === null || !pending || pending.id !== id) return
  url.searchParams.delete(onrampReturnParameter)
  history.replaceState(history.state, '', url.href)
  kernel.storage.remove(pendingPurchaseKey)
  await kernel.modal.open({ view: 'Onramp', data: { resume: pending } })
}
