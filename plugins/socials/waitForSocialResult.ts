import { BaseError, type Kernel } from 'gangway/kernel'
import * as z from 'zod/mini'

/** How often the popup is checked for being closed by the visitor. */
const closedCheckMs = 500
/**
 * How long a closed popup may still deliver its result: the callback page posts it and
 * closes at once, and the two may arrive in either order.
 */
const closedGraceMs = 1_000

/**
 * What the secure site's callback page posts to the window that opened it: only that the
 * sign-in finished. The answer itself went to the site's frame, never to this page.
 */
const socialDoneSchema = z.object({
  // A pattern, not z.literal: the literal schema's code would join the host's first load.
  type: z.string().check(z.regex(/^@w3m-frame\/SOCIAL_DONE$/)),
})

/** The visitor closed the provider's window before signing in. */
export class SocialPopupClosedError extends BaseError {
  override name = 'SocialPopupClosedError'
  constructor() {
    super('SOCIAL_POPUP_CLOSED', 'The sign-in window was closed')
  }
}

export type WaitForSocialResultParameters = {
  /** The provider's window this page opened (SPEC §3 socialWindow). */
  popup: Pick<Window, 'closed'>
  /** The secure site's origin: the only one the result may come from. */
  origin: string
  /** Receives the function that stops waiting (removes the listener and the timer). */
  onStop?: ((stop: () => void) => void) | undefined
  /** The visitor left ConnectingSocial or closed the modal: the wait ends unanswered. */
  onAbandoned?: (() => void) | undefined
}

/**
 * Waits for the provider's window to say the sign-in finished: only from that window
 * (`event.source`), only from the secure site's origin, only in the expected shape; anything
 * else is ignored. Rejects with SocialPopupClosedError once the window is closed.
 *
 * @example
 * await waitForSocialResult(kernel, { popup, origin: 'https://wallet.example.com' })
 * await wallet.connectSocial()
 */
export function waitForSocialResult(
  kernel: Kernel,
  { popup, origin, onStop, onAbandoned }: WaitForSocialResultParameters,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let timer: unknown
    const stop = () => {
      window.removeEventListener('message', onMessage)
      kernel.env.clearTimeout(timer)
    }
    onStop?.(stop)
    function onMessage(event: MessageEvent) {
      if (event.source !== popup || event.origin !== origin) return
      if (!socialDoneSchema.safeParse(event.data).success) return
      stop()
      resolve()
    }
    function check() {
      if (kernel.router.view !== 'ConnectingSocial' || !kernel.modal.isOpen) {
        stop()
        onAbandoned?.()
        return
      }
      if (popup.closed) {
        timer = kernel.env.setTimeout(() => {
          stop()
          reject(new SocialPopupClosedError())
        }, closedGraceMs)
        return
      }
      timer = kernel.env.setTimeout(check, closedCheckMs)
    }
    window.addEventListener('message', onMessage)
    check()
  })
}
