import { type EmbeddedWallet, loadEmbeddedWallet, type SocialProvider } from 'gangway/embedded'
import { getShortMessage, type Kernel, perInstance, storageKeys } from 'gangway/kernel'
import { socialsSlice } from './socialsSlice.js'
import { SocialPopupClosedError, waitForSocialResult } from './waitForSocialResult.js'

/** The popup's size: the providers' sign-in pages fit. */
const popupFeatures = 'popup=yes,width=500,height=700'
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
      const resultUri = await waitForSocialResult(kernel, {
        popup,
        origin: wallet.siteOrigin,
        onStop: (stop) => {
          attempt.stop = stop
        },
        onAbandoned: () => cancelSocialLogin(kernel),
      })
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
