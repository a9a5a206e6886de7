import { loadEmbeddedWallet } from 'gangway/embedded'
import { getShortMessage, type Kernel } from 'gangway/kernel'
import { setSocialLogin } from './socialLoginState.js'
import { socialStorageKeys } from './socialStorageKeys.js'

/**
 * The end of the full-page flow (phones, blocked popups, Telegram mini-apps): the provider
 * sent the visitor back with `result_uri` (SPEC §2). It is read, removed from the address
 * bar at once (it must not be bookmarked or shared), and redeemed through the frame; a
 * failure opens the modal on ConnectingSocial with the message.
 *
 * @example
 * await resumeSocialLogin(kernel)
 */
export async function resumeSocialLogin(kernel: Kernel): Promise<void> {
  const url = new URL(location.href)
  const resultUri = url.searchParams.get('result_uri')
  if (resultUri === null) return
  url.searchParams.delete('result_uri')
  history.replaceState(history.state, '', url.href)
  const provider = kernel.storage.get(socialStorageKeys.connectedSocialProvider)
  const social = provider === 'farcaster' ? undefined : provider
  try {
    const wallet = await loadEmbeddedWallet(kernel)
    const user = await wallet.connectSocial(resultUri)
    kernel.analytics.track('SOCIAL_LOGIN_SUCCESS', { provider, address: user.address })
  } catch (error) {
    kernel.log.warn('social login failed', error)
    kernel.storage.remove(socialStorageKeys.connectedSocialProvider)
    setSocialLogin(kernel, {
      provider: social,
      status: 'error',
      error: getShortMessage(error),
      failure: error,
    })
    await kernel.modal.open()
    kernel.router.push({ view: 'ConnectingSocial', data: { provider: social } })
  }
}
