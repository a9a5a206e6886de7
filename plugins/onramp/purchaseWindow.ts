import type { Kernel } from 'gangway/kernel'
import { OnrampPopupBlockedError } from './errors.js'

/** How a purchase in the provider's window ended. */
export type PurchaseEnd = 'redirected' | 'closed'

/** The provider's window, opened on the visitor's click. */
export type PurchaseWindow = {
  /** Sends the window (opened blank on the click) to the checked widget URL. */
  navigate(url: string): void
  /** Resolves when the visitor closes it, or the provider sends it back to `returnUrl`'s origin. */
  readonly ended: Promise<PurchaseEnd>
  /** Closes the window and stops watching. */
  close(): void
}

/** The popup's window name: a page loaded in it knows it is the popup. */
export const purchaseWindowName = 'gangway-onramp'

/** How often the popup is looked at (closed? back on our page?). */
const watchInterval = 400

/**
 * Opens a blank popup at once (it must open inside the click, before the widget URL is
 * known), cut off from this page (`opener = null`: the provider's page cannot navigate
 * ours), and watches it: closed by the visitor, or back on `returnUrl` (our own origin,
 * so readable again).
 *
 * @throws OnrampPopupBlockedError when the browser refuses the window.
 * @example
 * const popup = openPurchaseWindow(kernel, returnUrl) // in the click handler
 * popup.navigate(await service.getWidgetUrl(provider, purchase))
 */
export function openPurchaseWindow(kernel: Kernel, returnUrl: string): PurchaseWindow {
  const width = 460
  const height = 720
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
  const popup = window.open(
    'about:blank',
    purchaseWindowName,
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  )
  if (!popup) throw new OnrampPopupBlockedError()
  popup.opener = null
  let timer: unknown
  let settle: (end: PurchaseEnd) => void = () => {}
  const ended = new Promise<PurchaseEnd>((resolve) => {
    settle = resolve
  })
  const watch = () => {
    if (popup.closed) return settle('closed')
    let href: string | undefined
    try {
      href = popup.location.href
    } catch {
      // The provider's origin: not readable, as it should be.
    }
    // Readable again and not the blank start: the provider sent it back to our origin (the
    // page loaded there may already have tidied its address, so the origin is what counts).
    if (href && href !== 'about:blank' && new URL(href).origin === new URL(returnUrl).origin) {
      popup.close()
      return settle('redirected')
    }
    timer = kernel.env.setTimeout(watch, watchInterval)
  }
  timer = kernel.env.setTimeout(watch, watchInterval)
  return {
    navigate(url) {
      popup.location.href = url
    },
    ended,
    close() {
      kernel.env.clearTimeout(timer)
      if (!popup.closed) popup.close()
      settle('closed')
    },
  }
}
