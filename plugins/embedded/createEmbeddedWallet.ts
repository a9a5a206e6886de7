import type { Kernel } from 'gangway/kernel'
import { connectEmail, throttleRemaining } from './connectEmail.js'
import { createEmbeddedProvider } from './createEmbeddedProvider.js'
import { createEmbeddedSolanaSession } from './createEmbeddedSolanaSession.js'
import { createFrameLoader } from './createFrameLoader.js'
import type { EmbeddedContext } from './embeddedContext.js'
import type { EmbeddedParameters, EmbeddedWallet } from './embeddedWalletTypes.js'
import { finishLogin } from './finishLogin.js'
import { frameStorageKeys } from './frameStorageKeys.js'
import { lastChainId } from './lastChainId.js'
import { watchSmartAccount } from './markSmartAccount.js'
import { reloadFrame } from './reloadFrame.js'
import { restoreSession } from './restoreSession.js'
import { setPreferredAccountType } from './setPreferredAccountType.js'
import { signOut } from './signOut.js'

// The wallet's actions live one per file, as wagmi keeps its actions; these names were here.
export { EmailThrottledError, emailLoginThrottle } from './connectEmail.js'
export { embeddedSdkType, embeddedSdkVersion } from './dappData.js'
export type {
  AccountType,
  EmailConnectAction,
  EmbeddedSession,
  EmbeddedWallet,
  SocialProvider,
} from './embeddedWalletTypes.js'
export { defaultEmbeddedChainId } from './lastChainId.js'
export { farcasterResyncDelay } from './reloadFrame.js'

/**
 * The lazily loaded half of the embedded connector: it loads the frame, runs SPEC §4's
 * e-mail login through it, and gives the chain plugins an EIP-1193 provider (eip155) and a
 * relay-style session provider the solana plugin wraps as a Wallet Standard wallet.
 *
 * @example
 * const wallet = createEmbeddedWallet(kernel, { secureSiteUrl: 'https://wallet.example.com' })
 * await wallet.connectEmail('visitor@example.com')
 */
export function createEmbeddedWallet(
  kernel: Kernel,
  parameters: EmbeddedParameters & { connectorId: string },
): EmbeddedWallet {
  const { storage } = kernel
  const { connectorId } = parameters
  const frames = createFrameLoader(kernel, {
    secureSiteUrl: parameters.secureSiteUrl,
    chainId: () => lastChainId(kernel),
    onSessionExpired: () => {
      // SPEC §4: a failed session check deletes the cached login; a signed-in visitor is
      // taken to Connect to reconnect (SPEC §8), not left on an account whose requests fail.
      const signedIn = Boolean(context.user)
      signOut(context)
        .then(() => {
          if (signedIn && !kernel.connections.get()) kernel.router.reset({ view: 'Connect' })
        })
        .catch((error: unknown) => kernel.log.warn('embedded wallet: expired session', error))
    },
  })
  const frame = () => frames.get()

  const wallet: EmbeddedWallet = {
    connectorId,
    siteOrigin: new URL(parameters.secureSiteUrl).origin,
    smartSessions: parameters.smartSessions === true,
    get user() {
      return context.user
    },
    frame,
    throttleRemaining: () => throttleRemaining(context),
    connectEmail: (email) => connectEmail(context, email),
    async connectDevice() {
      await (await frame()).request('CONNECT_DEVICE')
    },
    async connectOtp(otp) {
      return finishLogin(context, await (await frame()).request('CONNECT_OTP', { otp }))
    },
    async getSocialRedirectUri(provider, returnUrl) {
      const payload = returnUrl === undefined ? { provider } : { provider, returnUrl }
      return (await (await frame()).request('GET_SOCIAL_REDIRECT_URI', payload)).uri
    },
    async connectSocial(resultUri) {
      const reply = await (await frame()).request(
        'CONNECT_SOCIAL',
        resultUri === undefined ? {} : { uri: resultUri },
      )
      // SPEC §3 wallet-frame keys: the social username.
      if (reply.userName) storage.set(frameStorageKeys.frameSocialUsername, reply.userName)
      return finishLogin(context, reply)
    },
    async getFarcasterUri() {
      return (await (await frame()).request('GET_FARCASTER_URI')).url
    },
    async connectFarcaster() {
      const reply = await (await frame()).request('CONNECT_FARCASTER')
      if (reply.userName) storage.set(frameStorageKeys.frameSocialUsername, reply.userName)
      return finishLogin(context, reply)
    },
    reloadFrame: () => reloadFrame(context),
    async updateEmail(newEmail) {
      return (await (await frame()).request('UPDATE_EMAIL', { newEmail })).action
    },
    async updateEmailPrimaryOtp(otp) {
      await (await frame()).request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    async updateEmailSecondaryOtp(otp) {
      const { newEmail } = await (await frame()).request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      if (context.user) context.user = { ...context.user, email: newEmail }
      storage.set(frameStorageKeys.frameEmail, newEmail)
      return newEmail
    },
    async exportKeyCode() {
      await (await frame()).request('EXPORT_KEY_CODE')
    },
    async exportKey(otp, area) {
      const client = await frame()
      const { requestOverArea } = await import('./overlayFrame.js')
      // A recovery view the export opened (CUSTODY=shares, a device whose share is stale)
      // is cancelled with the modal.
      await requestOverArea(kernel, {
        client,
        area,
        run: () => client.request('EXPORT_KEY', { otp }),
      })
    },
    async recoveryPasswordCode() {
      await (await frame()).request('RECOVERY_PASSWORD_CODE')
    },
    async setRecoveryPassword(otp, area) {
      const client = await frame()
      const { requestOverArea } = await import('./overlayFrame.js')
      await requestOverArea(kernel, {
        client,
        area,
        run: () => client.request('SET_RECOVERY_PASSWORD', { otp }),
      })
    },
    setPreferredAccountType: (type) => setPreferredAccountType(context, type),
    async sessions() {
      return (await (await frame()).request('GET_SESSIONS')).sessions
    },
    async revokeSession(key) {
      const { approvalNetwork, requestApproval } = await import('./requestApproval.js')
      const chainId = lastChainId(kernel)
      const network = kernel.networks.get(`eip155:${chainId}`)
      await requestApproval(kernel, {
        wallet,
        request: {
          method: 'wallet_revokePermissions',
          params: [{ permissionsContext: key }],
          chainId,
          ...(network ? { network: approvalNetwork(network) } : {}),
        },
      })
    },
    async smartAccountEnabledNetworks() {
      try {
        return (await (await frame()).request('GET_SMART_ACCOUNT_ENABLED_NETWORKS'))
          .smartAccountEnabledNetworks
      } catch (error) {
        kernel.log.warn('embedded wallet: smart-account networks', error)
        return []
      }
    },
    async getProvider(namespace) {
      const current = await restoreSession(context)
      if (!current) return undefined
      if (namespace === 'eip155') {
        context.eip155Provider ??= createEmbeddedProvider(kernel, {
          wallet,
          getChainId: () => lastChainId(kernel),
          setChainId: (chainId) => storage.set(frameStorageKeys.frameLastUsedChain, chainId),
        })
        return context.eip155Provider
      }
      if (namespace === 'solana') {
        const account = current.accounts.find((a) => a.namespace === 'solana')
        if (!account) return undefined
        return createEmbeddedSolanaSession(kernel, { wallet, address: account.address })
      }
      return undefined
    },
    signOut: () => signOut(context),
    async signOutEverywhere() {
      await (await frame()).request('SIGN_OUT_EVERYWHERE')
      // The frame has forgotten the token already; this clears the page's side and disconnects.
      await signOut(context)
    },
    destroy() {
      stopMarking()
      frames.destroy()
    },
  }

  const context: EmbeddedContext = {
    kernel,
    connectorId,
    wallet,
    user: undefined,
    eip155Provider: undefined,
    restoring: undefined,
    frame,
    loadedFrame: frames.loaded,
  }
  const stopMarking = watchSmartAccount(context)
  return wallet
}
