import { type EmbeddedWallet, loadEmbeddedWallet, type SocialProvider } from 'gangway/embedded'
import { getShortMessage, type Kernel, perInstance } from 'gangway/kernel'
import { leaveFarcasterLogin } from './runFarcasterLogin.js'
import { setSocialLogin } from './socialLoginState.js'
import { socialStorageKeys } from './socialStorageKeys.js'
import { SocialPopupClosedError, waitForSocialResult } from './waitForSocialResult.js'

/** The popup's size: the providers' sign-in pages fit. */
const popupFeatures = 'popup=yes,width=500,height=700'
type Attempt = { id: number; popup: Window | null; stop: () => void }
const attemptOf = perInstance((): { current?: Attempt; next: number } => ({ next: 1 }))

const setState = setSocialLogin

/**
 * Starts a social login on the visitor's click. The popup (SPEC §3 socialWindow) opens
 * synchronously, inside the click, so that pop-up blockers allow it; it shows the secure
 * site's sign-in URL once the frame has made one (SPEC §7 get social redirect uri). The
 * provider sends the visitor back to the secure site's callback page, which hands the answer
 * to the site's frame (never to this page) and tells this window it finished; the frame
 * redeems it (connect social) and the namespaces connect.
 *
 * @param messages - The visitor-facing text of a closed popup.
 */
export function startSocialLogin(
  kernel: Kernel,
  { provider, messages }: { provider: SocialProvider; messages: { popupClosed: string } },
): void {
  cancelSocialLogin(kernel)
  leaveFarcasterLogin(kernel)
  const slot = attemptOf(kernel)
  // Phones get the full-page flow; so does a desktop whose blocker refused the window.
  const popup =
    typeof window === 'undefined' || kernel.env.isMobile()
      ? null
      : window.open('', 'gangway-social', popupFeatures)
  const attempt: Attempt = { id: slot.next++, popup, stop: () => {} }
  slot.current = attempt
  if (kernel.router.view !== 'ConnectingSocial')
    kernel.router.push({ view: 'ConnectingSocial', data: { provider } })
  setState(kernel, { provider, status: 'waiting', error: '' })
  if (!popup) {
    void redirectToProvider(kernel, provider, () => slot.current === attempt)
    return
  }
  const live = () => slot.current === attempt
  void (async () => {
    let wallet: EmbeddedWallet | undefined
    try {
      wallet = await loadEmbeddedWallet(kernel)
      const uri = await wallet.getSocialRedirectUri(provider)
      if (!live()) return
      if (popup.closed) throw new SocialPopupClosedError()
      popup.location.href = uri
      await waitForSocialResult(kernel, {
        popup,
        origin: wallet.siteOrigin,
        onStop: (stop) => {
          attempt.stop = stop
        },
        onAbandoned: () => cancelSocialLogin(kernel),
      })
      if (!live()) return
      setState(kernel, { status: 'connecting' })
      const user = await wallet.connectSocial()
      kernel.storage.set(socialStorageKeys.connectedSocialProvider, provider)
      kernel.analytics.track('SOCIAL_LOGIN_SUCCESS', { provider, address: user.address })
      if (live()) setState(kernel, { status: 'idle', error: '', failure: undefined })
    } catch (error) {
      if (!live()) return
      if (!popup.closed) popup.close()
      if (error instanceof SocialPopupClosedError) {
        // Back to Connect, with a word on why.
        setState(kernel, { status: 'idle', error: '', failure: undefined })
        if (kernel.router.view === 'ConnectingSocial') kernel.router.goBack()
        kernel.toasts.show({ variant: 'error', message: messages.popupClosed })
      } else {
        kernel.log.warn(`social login (${provider}) failed`, error)
        setState(kernel, { status: 'error', error: getShortMessage(error), failure: error })
      }
    } finally {
      if (live()) {
        attempt.stop()
        slot.current = undefined
      }
    }
  })()
}

/**
 * The full-page flow: the page goes to the provider, which sends the visitor back to this
 * page with `result_uri` (SPEC §2); `resumeSocialLogin` finishes there.
 */
async function redirectToProvider(kernel: Kernel, provider: SocialProvider, live: () => boolean) {
  try {
    const wallet = await loadEmbeddedWallet(kernel)
    const back = new URL(location.href)
    back.searchParams.delete('result_uri')
    const uri = await wallet.getSocialRedirectUri(provider, back.href)
    if (!live()) return
    // Remembered across the page load: the answer names no provider.
    kernel.storage.set(socialStorageKeys.connectedSocialProvider, provider)
    location.assign(uri)
  } catch (error) {
    if (!live()) return
    kernel.log.warn(`social login (${provider}) failed`, error)
    setState(kernel, { status: 'error', error: getShortMessage(error), failure: error })
  }
}

/** Abandons the login under way (the visitor went back): its popup closes, its result is ignored. */
export function cancelSocialLogin(kernel: Kernel): void {
  const slot = attemptOf(kernel)
  const attempt = slot.current
  if (!attempt) return
  slot.current = undefined
  attempt.stop()
  if (attempt.popup && !attempt.popup.closed) attempt.popup.close()
  setState(kernel, { status: 'idle', error: '', failure: undefined })
}
