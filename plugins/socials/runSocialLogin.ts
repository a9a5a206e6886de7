import { type EmbeddedWallet, loadEmbeddedWallet, type SocialProvider } from 'gangway/embedded'
import { BaseError, getShortMessage, type Kernel, perInstance, storageKeys } from 'gangway/kernel'
import * as z from 'zod/mini'
import { socialsSlice } from './socialsSlice.js'

/** The popup's size: the providers' sign-in pages fit. */
const popupFeatures = 'popup=yes,width=500,height=700'
/** How often the popup is checked for being closed by the visitor. */
const closedCheckMs = 500
/**
 * How long a closed popup may still deliver its result: the callback page posts it and
 * closes at once, and the two may arrive in either order.
 */
const closedGraceMs = 1_000

/** What the secure site's callback page posts to the window that opened it. */
const socialResultSchema = z.object({
  type: z.literal('@w3m-frame/SOCIAL_RESULT'),
  resultUri: z.string().check(z.regex(/^https?:\/\/\S{1,3000}$/)),
})

/** The visitor closed the provider's window before signing in. */
export class SocialPopupClosedError extends BaseError {
  override name = 'SocialPopupClosedError'
  constructor() {
    super('SOCIAL_POPUP_CLOSED', 'The sign-in window was closed')
  }
}

type Attempt = { id: number; popup: Window | null; stop: () => void }
const attemptOf = perInstance((): { current?: Attempt; next: number } => ({ next: 1 }))

const setState = (kernel: Kernel, state: Partial<ReturnType<typeof socialsSlice.get>>) =>
  socialsSlice.update(kernel, (draft) => {
    Object.assign(draft, state)
  })

/**
 * Starts a social login on the visitor's click. The popup (SPEC §3 socialWindow) opens
 * synchronously, inside the click, so that pop-up blockers allow it; it shows the secure
 * site's sign-in URL once the frame has made one (SPEC §7 get social redirect uri). The
 * provider sends the visitor back to the secure site's callback page, which hands the URL to
 * this window; the frame redeems it (connect social) and the namespaces connect.
 *
 * @param messages - The visitor-facing texts of the outcomes that are not errors of a step.
 */
export function startSocialLogin(
  kernel: Kernel,
  provider: SocialProvider,
  messages: { popupBlocked: string; popupClosed: string },
): void {
  cancelSocialLogin(kernel)
  const slot = attemptOf(kernel)
  const popup =
    typeof window === 'undefined' ? null : window.open('', 'gangway-social', popupFeatures)
  const attempt: Attempt = { id: slot.next++, popup, stop: () => {} }
  slot.current = attempt
  if (kernel.router.view !== 'ConnectingSocial')
    kernel.router.push('ConnectingSocial', { provider })
  if (!popup) {
    setState(kernel, { provider, status: 'error', error: messages.popupBlocked })
    return
  }
  setState(kernel, { provider, status: 'waiting', error: '' })
  const live = () => slot.current === attempt
  void (async () => {
    let wallet: EmbeddedWallet | undefined
    try {
      wallet = await loadEmbeddedWallet(kernel)
      const uri = await wallet.getSocialRedirectUri(provider)
      if (!live()) return
      if (popup.closed) throw new SocialPopupClosedError()
      popup.location.href = uri
      const resultUri = await waitForResult(kernel, attempt, wallet.siteOrigin)
      if (!live()) return
      setState(kernel, { status: 'connecting' })
      const user = await wallet.connectSocial(resultUri)
      kernel.storage.set(storageKeys.connectedSocialProvider, provider)
      kernel.analytics.track('SOCIAL_LOGIN_SUCCESS', { provider, address: user.address })
      if (live()) setState(kernel, { status: 'idle', error: '' })
    } catch (error) {
      if (!live()) return
      if (!popup.closed) popup.close()
      if (error instanceof SocialPopupClosedError) {
        // Back to Connect, with a word on why.
        setState(kernel, { status: 'idle', error: '' })
        if (kernel.router.view === 'ConnectingSocial') kernel.router.goBack()
        kernel.toasts.show('error', messages.popupClosed)
      } else {
        kernel.log.warn(`social login (${provider}) failed`, error)
        setState(kernel, { status: 'error', error: getShortMessage(error) })
      }
    } finally {
      if (live()) {
        attempt.stop()
        slot.current = undefined
      }
    }
  })()
}

/** Abandons the login under way (the visitor went back): its popup closes, its result is ignored. */
export function cancelSocialLogin(kernel: Kernel): void {
  const slot = attemptOf(kernel)
  const attempt = slot.current
  if (!attempt) return
  slot.current = undefined
  attempt.stop()
  if (attempt.popup && !attempt.popup.closed) attempt.popup.close()
  setState(kernel, { status: 'idle', error: '' })
}

/**
 * The callback URL the popup posts back: only from that popup (`event.source`) and the
 * secure site's origin, and only in the expected shape. Rejects once the popup is closed.
 */
function waitForResult(kernel: Kernel, attempt: Attempt, origin: string): Promise<string> {
  const { popup } = attempt
  return new Promise((resolve, reject) => {
    let timer: unknown
    const stop = () => {
      window.removeEventListener('message', onMessage)
      kernel.env.clearTimeout(timer)
    }
    attempt.stop = stop
    function onMessage(event: MessageEvent) {
      if (event.source !== popup || event.origin !== origin) return
      const parsed = socialResultSchema.safeParse(event.data)
      if (!parsed.success) return
      stop()
      resolve(parsed.data.resultUri)
    }
    function check() {
      // The visitor left the view or closed the modal: the login is abandoned.
      if (kernel.router.view !== 'ConnectingSocial' || !kernel.modal.isOpen) {
        cancelSocialLogin(kernel)
        return
      }
      if (popup?.closed) {
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
