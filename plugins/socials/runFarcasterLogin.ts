import { embeddedConnectorId, loadEmbeddedWallet } from 'gangway/embedded'
import { getShortMessage, type Kernel, perInstance } from 'gangway/kernel'
import { getSocialLogin, setSocialLogin } from './socialLoginState.js'
import { socialStorageKeys } from './socialStorageKeys.js'

const attemptOf = perInstance((): { current: number | undefined; next: number } => ({
  current: undefined,
  next: 1,
}))

/**
 * Sign In With Farcaster (SPEC §7 get farcaster uri, then connect farcaster): the secure site
 * opens a channel, ConnectingFarcaster shows its link as a QR code (a button on phones), and
 * the frame waits until the visitor's Farcaster app signed in and the site verified the
 * signature and the fid's custody address; then the namespaces connect.
 *
 * @example
 * startFarcasterLogin(kernel)
 */
export function startFarcasterLogin(kernel: Kernel): void {
  leaveFarcasterLogin(kernel)
  const slot = attemptOf(kernel)
  const attempt = slot.next++
  slot.current = attempt
  const live = () => slot.current === attempt
  if (kernel.router.view !== 'ConnectingFarcaster')
    kernel.router.push({ view: 'ConnectingFarcaster' })
  setSocialLogin(kernel, {
    provider: 'farcaster',
    status: 'loading',
    error: '',
    farcasterUrl: undefined,
  })
  void (async () => {
    try {
      const wallet = await loadEmbeddedWallet(kernel)
      const farcasterUrl = await wallet.getFarcasterUri()
      if (!live()) return
      setSocialLogin(kernel, { status: 'waiting', farcasterUrl })
      const user = await wallet.connectFarcaster()
      if (!live()) return
      slot.current = undefined
      kernel.storage.set(socialStorageKeys.connectedSocialProvider, 'farcaster')
      kernel.analytics.track('SOCIAL_LOGIN_SUCCESS', {
        provider: 'farcaster',
        address: user.address,
      })
      setSocialLogin(kernel, { status: 'idle', farcasterUrl: undefined })
    } catch (error) {
      if (!live()) return
      slot.current = undefined
      kernel.log.warn('farcaster login failed', error)
      setSocialLogin(kernel, { status: 'error', error: getShortMessage(error), failure: error })
    }
  })()
}

/**
 * The visitor left ConnectingFarcaster before signing in (SPEC §2): the attempt ends, and the
 * frame reloads (its wait for the Farcaster app ends with it) and gets the dapp data again
 * 100 ms later.
 */
export function leaveFarcasterLogin(kernel: Kernel): void {
  const slot = attemptOf(kernel)
  if (slot.current === undefined) return
  // The view went because the login finished (Account): there is an address, nothing to end.
  if (
    kernel.connections.all().some((connection) => connection.connector.id === embeddedConnectorId)
  )
    return
  slot.current = undefined
  if (getSocialLogin(kernel).provider === 'farcaster')
    setSocialLogin(kernel, { status: 'idle', error: '', farcasterUrl: undefined })
  void loadEmbeddedWallet(kernel)
    .then((wallet) => wallet.reloadFrame())
    .catch((error: unknown) => kernel.log.warn('embedded wallet: reload', error))
}
