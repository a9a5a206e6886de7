import {
  BaseError,
  caches,
  getShortMessage,
  type Kernel,
  type Namespace,
  type State,
  storageKeys,
} from 'gangway/kernel'
import type { EmbeddedParameters } from './attachEmbeddedConnector.js'
import { createEmbeddedProvider, type EmbeddedProvider } from './createEmbeddedProvider.js'
import { createEmbeddedSolanaSession } from './createEmbeddedSolanaSession.js'
import { createFrameClient, type FrameClient } from './createFrameClient.js'
import { frameAlerts } from './errors.js'
import { frameStorageKeys } from './frameStorageKeys.js'
import type { EmbeddedUser, FramePayload, FrameResult } from './protocol.js'

/** A session (ERC-7715) the smart account holds on the current chain. */
export type EmbeddedSession = FrameResult<'GET_SESSIONS'>['sessions'][number]

/** SPEC §5: the social providers the frame accepts. */
export type SocialProvider = FramePayload<'GET_SOCIAL_REDIRECT_URI'>['provider']

/** SPEC §9: the e-mail login throttle. */
export const emailLoginThrottle = 30_000
/** SPEC §9: the default embedded chain. */
export const defaultEmbeddedChainId = 1
/** SPEC §9: the Farcaster metadata resync, after the frame reload. */
export const farcasterResyncDelay = 100
/** What the frame hears as the SDK's version (SPEC §2 `version` query parameter). */
export const embeddedSdkVersion = 'gangway-0.1.0'
/** SPEC §7 dapp data `sdkType`. */
export const embeddedSdkType = 'gangway'

/** SPEC §5: 'Please try again after {n} seconds' (n rounded up). */
export class EmailThrottledError extends BaseError {
  override name = 'EmailThrottledError'
  readonly retryAfter: number
  constructor(seconds: number) {
    super('THROTTLED', `Please try again after ${seconds} seconds`)
    this.retryAfter = seconds
  }
}

export type EmailConnectAction = 'verify-device' | 'verify-otp' | 'connect'

/** SPEC §6 account types of the embedded eip155 wallet. */
export type AccountType = 'eoa' | 'smartAccount'

/** One instance's embedded wallet: the frame, the signed-in user, the providers. */
export type EmbeddedWallet = {
  readonly connectorId: string
  /** The secure site's origin: where the keys are kept and shown. */
  readonly siteOrigin: string
  /** SPEC §9 `smartSessions`: dapps may ask for sessions; Account lists them. */
  readonly smartSessions: boolean
  /** The signed-in user, once known. */
  readonly user: EmbeddedUser | undefined
  /** The frame client (loads the frame on first use). */
  frame(): Promise<FrameClient>
  /** SPEC §4 step 1; throttled for 30 s per SPEC §5. */
  connectEmail(email: string): Promise<EmailConnectAction>
  /** SPEC §4 device check: resolves once the visitor approved this device from the mail. */
  connectDevice(): Promise<void>
  /** SPEC §4 one-time code, then get user, then connects every namespace it covers. */
  connectOtp(otp: string): Promise<EmbeddedUser>
  /** Seconds until another e-mail may be sent (0 = now). */
  throttleRemaining(): number
  /**
   * SPEC §7 get social redirect uri: the provider's sign-in URL for the popup, or for the
   * whole page (`returnUrl`: the host page the answer comes back to as `result_uri`).
   */
  getSocialRedirectUri(provider: SocialProvider, returnUrl?: string): Promise<string>
  /**
   * SPEC §7 connect social: the frame redeems the provider's answer, then, as after an e-mail
   * code, get user and every namespace it covers connects. After the popup, the answer went
   * from the site's callback page straight to the frame (pass nothing); after the full-page
   * flow, pass the `result_uri` the page came back with.
   */
  connectSocial(resultUri?: string): Promise<EmbeddedUser>
  /** SPEC §7 get farcaster uri: the Sign In With Farcaster link (QR code, deep link). */
  getFarcasterUri(): Promise<string>
  /**
   * SPEC §7 connect farcaster: resolves once the visitor signed in with their Farcaster app
   * and the site verified it; then, as after an e-mail code, every namespace connects.
   */
  connectFarcaster(): Promise<EmbeddedUser>
  /**
   * SPEC §2 going back from ConnectingFarcaster: reloads the frame (its wait for the
   * Farcaster app ends; the host's open request rejects), then re-syncs the dapp data.
   */
  reloadFrame(): Promise<void>
  updateEmail(newEmail: string): Promise<'verify-primary-otp' | 'verify-secondary-otp'>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  updateEmailSecondaryOtp(otp: string): Promise<string>
  /** Mails a fresh key-export code to the signed-in address. */
  exportKeyCode(): Promise<void>
  /**
   * Checks the export code and shows the private keys inside the frame, laid over `area`;
   * resolves once the visitor closed them there. The keys never reach this page.
   */
  exportKey(otp: string, area: Element): Promise<void>
  /** CUSTODY=shares (`user.custody`): mails a fresh code for a new recovery password. */
  recoveryPasswordCode(): Promise<void>
  /**
   * CUSTODY=shares: lays the frame over `area`, where the visitor types the new recovery
   * password; the frame splits the key again under it and the site checks the code with it.
   * Resolves once the new password is in place; a wrong code rejects, nothing changed.
   */
  setRecoveryPassword(otp: string, area: Element): Promise<void>
  /**
   * SPEC §6 account types: switches the eip155 account between the smart account and the
   * plain key (stored per namespace); the connection's address follows.
   */
  setPreferredAccountType(type: AccountType): Promise<EmbeddedUser>
  /**
   * The sessions (ERC-7715 grants) the smart account holds on the current chain, read from
   * the chain by the frame; each names the app that asked, where the frame saw the grant.
   */
  sessions(): Promise<EmbeddedSession[]>
  /**
   * Ends a session: the visitor approves the revoke in the frame (ApproveTransaction), and
   * the account forgets the key on chain; resolves once that is included.
   */
  revokeSession(key: string): Promise<void>
  /** SPEC §7: the chains where the smart account is offered (SPEC §8: failure → []). */
  smartAccountEnabledNetworks(): Promise<number[]>
  /** The namespace's wallet for the chain plugin; `undefined` without a session. */
  getProvider(namespace: Namespace): Promise<unknown>
  /** Ends the session (SPEC §4: sign-out clears the cached login data). */
  signOut(): Promise<void>
  /**
   * Ends every session of the signed-in user at the secure site, on every device, then signs
   * out here as `signOut` does (the connection ends). Rejects, leaving the visitor signed in,
   * when the site could not end them.
   */
  signOutEverywhere(): Promise<void>
  destroy(): void
}

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
  const { storage, env } = kernel
  const { connectorId } = parameters
  let user: EmbeddedUser | undefined
  let client: Promise<FrameClient> | undefined
  let restored: Promise<EmbeddedUser | undefined> | undefined
  let eip155Provider: EmbeddedProvider | undefined
  let stopAborting: (() => void) | undefined

  function frame(): Promise<FrameClient> {
    client ??= createFrameClient({
      secureSiteUrl: parameters.secureSiteUrl,
      env,
      projectId: kernel.options.walletConnect?.projectId,
      chainId: `eip155:${lastChainId()}`,
      version: embeddedSdkVersion,
      enableLogger: kernel.options.logLevel === 'debug',
      // SPEC §8 alerts, as the modal's error toast in the visitor's language.
      onTimeout: (reason) => {
        kernel.log.warn(`embedded wallet: ${reason}`)
        kernel.toasts.show(
          'error',
          reason === 'iframe_load_failed'
            ? { text: frameAlerts.networkError, key: 'embedded.alertNetworkError' }
            : { text: frameAlerts.timedOut, key: 'embedded.alertTimedOut' },
        )
      },
      onSessionExpired: () => {
        kernel.toasts.show('error', {
          text: frameAlerts.sessionExpired,
          key: 'embedded.alertSessionExpired',
        })
        // SPEC §4: a failed session check deletes the cached login; a signed-in visitor is
        // taken to Connect to reconnect (SPEC §8), not left on an account whose requests fail.
        const signedIn = Boolean(user)
        wallet
          .signOut()
          .then(() => {
            if (signedIn && !kernel.connections.get()) kernel.router.reset('Connect')
          })
          .catch((error: unknown) => kernel.log.warn('embedded wallet: expired session', error))
      },
    }).then(
      (created) => {
        // SPEC §2/§4: closing the modal with no transaction open aborts the open requests.
        stopAborting = kernel.bus.on('rejectPendingRequests', () => created.abortRpcRequests())
        // SPEC §7 sync dapp data, first: the frame's text and mails follow the host's language.
        void created
          .request('SYNC_DAPP_DATA', dappData())
          .catch((error: unknown) => kernel.log.warn('embedded wallet: sync dapp data', error))
        // SPEC §7 sync theme: the approval view looks like the modal, now and on every change.
        const syncTheme = ({ mode, variables }: State['theme']) => {
          const dark =
            mode === 'dark' ||
            (mode === 'system' &&
              typeof matchMedia === 'function' &&
              matchMedia('(prefers-color-scheme: dark)').matches)
          const { accent, borderRadius } = variables
          const themeVariables = {
            ...(typeof accent === 'string' ? { accent } : {}),
            ...(typeof borderRadius === 'string' ? { borderRadius } : {}),
          }
          void created
            .request('SYNC_THEME', { themeMode: dark ? 'dark' : 'light', themeVariables })
            .catch(() => undefined)
        }
        syncTheme(kernel.store.getState().theme)
        const stopTheme = kernel.store.subscribe((state) => state.theme, syncTheme)
        const stop = stopAborting
        stopAborting = () => {
          stop()
          stopTheme()
        }
        return created
      },
      (error: unknown) => {
        client = undefined
        throw error
      },
    )
    return client
  }

  /** SPEC §7 dapp data payload, plus the host page's language. */
  function dappData(): FramePayload<'SYNC_DAPP_DATA'> {
    const { metadata, locale, walletConnect } = kernel.options
    return {
      metadata: {
        name: metadata.name,
        ...(metadata.description === undefined ? {} : { description: metadata.description }),
        ...(metadata.url === undefined ? {} : { url: metadata.url }),
        ...(metadata.icons === undefined ? {} : { icons: [...metadata.icons] }),
      },
      sdkVersion: embeddedSdkVersion,
      sdkType: embeddedSdkType,
      projectId: walletConnect?.projectId ?? '',
      language: locale ?? 'en',
    }
  }

  /** The last used chain if still configured, else the active eip155 network, else SPEC's default. */
  function lastChainId(): number {
    const configured = (id: number) =>
      Number.isSafeInteger(id) && id > 0 && kernel.networks.get(`eip155:${id}`) !== undefined
    const stored = Number(storage.get(frameStorageKeys.frameLastUsedChain))
    if (configured(stored)) return stored
    const active = Number(kernel.networks.getActiveId('eip155')?.slice(7))
    if (configured(active)) return active
    const first = kernel.networks.all('eip155')[0]?.id
    return typeof first === 'number' ? first : defaultEmbeddedChainId
  }

  function clearLoginData() {
    storage.remove(frameStorageKeys.frameEmailLoginUsed)
    storage.remove(frameStorageKeys.frameEmail)
    storage.remove(frameStorageKeys.frameLastUsedChain)
    storage.remove(frameStorageKeys.frameSocialUsername)
  }

  /** SPEC §6: eip155 defaults to the smart account. */
  function preferredAccountType(): AccountType {
    return storage.get(storageKeys.preferredAccountTypes)?.eip155 === 'eoa' ? 'eoa' : 'smartAccount'
  }

  async function loadUser(): Promise<EmbeddedUser> {
    const fetched = await (await frame()).request('GET_USER', {
      chainId: lastChainId(),
      preferredAccountType: preferredAccountType(),
    })
    user = fetched
    return fetched
  }

  /** SPEC §4 connected check; a failed check deletes the cached login data. */
  function restore(): Promise<EmbeddedUser | undefined> {
    if (user) return Promise.resolve(user)
    restored ??= (async () => {
      if (!storage.get(frameStorageKeys.frameEmailLoginUsed)) return undefined
      try {
        const { isConnected } = await (await frame()).request('IS_CONNECTED', {})
        if (isConnected) {
          const restoredUser = await loadUser()
          // The balances cached before the reload may predate it (a reload is how a visitor
          // looks again after topping up): Account reads them afresh for the restored session.
          storage.clearCache(caches.portfolio)
          storage.clearCache(caches.nativeBalance)
          return restoredUser
        }
      } catch (error) {
        kernel.log.warn('embedded wallet: connected check failed', error)
      }
      clearLoginData()
      return undefined
    })().finally(() => {
      restored = undefined
    })
    return restored
  }

  const wallet: EmbeddedWallet = {
    connectorId,
    siteOrigin: new URL(parameters.secureSiteUrl).origin,
    smartSessions: parameters.smartSessions === true,
    get user() {
      return user
    },
    frame,
    throttleRemaining() {
      const last = storage.get(frameStorageKeys.frameLastEmailLoginTime)
      if (last === undefined) return 0
      const left = last + emailLoginThrottle - env.now()
      return left > 0 ? Math.ceil(left / 1000) : 0
    },
    async connectEmail(email) {
      const seconds = wallet.throttleRemaining()
      if (seconds > 0) throw new EmailThrottledError(seconds)
      const reply = await (await frame()).request('CONNECT_EMAIL', { email })
      storage.set(frameStorageKeys.frameLastEmailLoginTime, env.now())
      storage.set(frameStorageKeys.frameEmail, email)
      // The browser blocks the frame's storage here: the visitor allows it in the frame (a
      // refusal fails with FrameStorageBlockedError, which the views word).
      if (reply.storage === 'blocked') {
        const { inFrameView } = await import('./requestApproval.js')
        await inFrameView(
          kernel,
          wallet,
          (client) => client.request('ALLOW_STORAGE'),
          undefined,
          'ApproveTransaction.storageTitle',
        )
      }
      return reply.action
    },
    async connectDevice() {
      await (await frame()).request('CONNECT_DEVICE')
    },
    async connectOtp(otp) {
      const client = await frame()
      const reply = await client.request('CONNECT_OTP', { otp })
      await unlockKeys(reply)
      return finishLogin()
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
      await unlockKeys(reply)
      return finishLogin()
    },
    async getFarcasterUri() {
      return (await (await frame()).request('GET_FARCASTER_URI')).url
    },
    async connectFarcaster() {
      const reply = await (await frame()).request('CONNECT_FARCASTER')
      if (reply.userName) storage.set(frameStorageKeys.frameSocialUsername, reply.userName)
      await unlockKeys(reply)
      return finishLogin()
    },
    async reloadFrame() {
      if (!client) return
      const created = await client
      await created.request('RELOAD')
      // SPEC §9: the metadata re-sync follows 100 ms later (it waits for the reloaded frame).
      await new Promise<void>((resolve) => env.setTimeout(() => resolve(), farcasterResyncDelay))
      await created.request('SYNC_DAPP_DATA', dappData())
    },
    async updateEmail(newEmail) {
      return (await (await frame()).request('UPDATE_EMAIL', { newEmail })).action
    },
    async updateEmailPrimaryOtp(otp) {
      await (await frame()).request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    async updateEmailSecondaryOtp(otp) {
      const { newEmail } = await (await frame()).request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      if (user) user = { ...user, email: newEmail }
      storage.set(frameStorageKeys.frameEmail, newEmail)
      return newEmail
    },
    async exportKeyCode() {
      await (await frame()).request('EXPORT_KEY_CODE')
    },
    async exportKey(otp, area) {
      const client = await frame()
      const { overlayFrame } = await import('./overlayFrame.js')
      const hide = overlayFrame(kernel, client.frame, area)
      // A closed modal takes the frame off the page: a recovery view the export opened there
      // (CUSTODY=shares, a device whose share is stale) is cancelled with it.
      const stopClose = kernel.bus.on('close', () => {
        client.request('CANCEL_PROMPT').catch(() => undefined)
      })
      try {
        await client.request('EXPORT_KEY', { otp })
      } finally {
        stopClose()
        hide()
      }
    },
    async recoveryPasswordCode() {
      await (await frame()).request('RECOVERY_PASSWORD_CODE')
    },
    async setRecoveryPassword(otp, area) {
      const client = await frame()
      const { overlayFrame } = await import('./overlayFrame.js')
      const hide = overlayFrame(kernel, client.frame, area)
      // A closed modal takes the frame off the page: its password view is cancelled, or the
      // frame would keep it open over the next request.
      const stopClose = kernel.bus.on('close', () => {
        client.request('CANCEL_PROMPT').catch(() => undefined)
      })
      try {
        await client.request('SET_RECOVERY_PASSWORD', { otp })
      } finally {
        stopClose()
        hide()
      }
    },
    async setPreferredAccountType(type) {
      const before = user?.address
      const client = await frame()
      // SPEC §3 account state: the preferred account type, per namespace.
      const remember = (chosen: AccountType) =>
        storage.set(storageKeys.preferredAccountTypes, {
          ...storage.get(storageKeys.preferredAccountTypes),
          eip155: chosen,
        })
      const settle = async () => {
        const switched = await loadUser()
        if (switched.address !== before) eip155Provider?.emit('accountsChanged', [switched.address])
        markSmartAccount()
        return switched
      }
      // SPEC §4: changing the type tracks an event.
      kernel.analytics.track('SET_PREFERRED_ACCOUNT_TYPE', {
        accountType: type,
        network: `eip155:${lastChainId()}`,
      })
      try {
        await client.request('SET_PREFERRED_ACCOUNT', { type })
      } catch (error) {
        // SPEC §4: a failed set falls back to the ordinary account type; the caller still
        // hears that the choice failed.
        if (type !== 'eoa') {
          remember('eoa')
          await client
            .request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
            .then(settle)
            .catch((fallback: unknown) =>
              kernel.log.warn('embedded wallet: falling back to the key account', fallback),
            )
        }
        throw error
      }
      remember(type)
      return settle()
    },
    async sessions() {
      return (await (await frame()).request('GET_SESSIONS')).sessions
    },
    async revokeSession(key) {
      const { approvalNetwork, requestApproval } = await import('./requestApproval.js')
      const chainId = lastChainId()
      const network = kernel.networks.get(`eip155:${chainId}`)
      await requestApproval(kernel, wallet, {
        method: 'wallet_revokePermissions',
        params: [{ permissionsContext: key }],
        chainId,
        ...(network ? { network: approvalNetwork(network) } : {}),
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
      const current = await restore()
      if (!current) return undefined
      if (namespace === 'eip155') {
        eip155Provider ??= createEmbeddedProvider(kernel, {
          wallet,
          getChainId: lastChainId,
          setChainId: (chainId) => storage.set(frameStorageKeys.frameLastUsedChain, chainId),
        })
        return eip155Provider
      }
      if (namespace === 'solana') {
        const account = current.accounts.find((a) => a.namespace === 'solana')
        if (!account) return undefined
        return createEmbeddedSolanaSession(kernel, wallet, account.address)
      }
      return undefined
    },
    async signOut() {
      const signedIn = user
      user = undefined
      clearLoginData()
      if (client) await (await client).request('SIGN_OUT').catch(() => undefined)
      if (!signedIn) return
      eip155Provider?.emit('disconnect', { code: 4900, message: 'Disconnected' })
      eip155Provider = undefined
      for (const connection of kernel.connections.all())
        if (connection.connector.id === connectorId)
          kernel.connections.handleDisconnect(connection.namespace, connectorId)
    },
    async signOutEverywhere() {
      await (await frame()).request('SIGN_OUT_EVERYWHERE')
      // The frame has forgotten the token already; this clears the page's side and disconnects.
      await wallet.signOut()
    },
    destroy() {
      for (const stop of stopMarking) stop()
      stopAborting?.()
      void client?.then((created) => created.destroy()).catch(() => undefined)
      client = undefined
    },
  }

  /**
   * The eip155 plugin reads a wallet's accounts as plain keys (eth_accounts says no more);
   * the embedded connection's smart account is marked `smartAccount`, so what reads the
   * connection knows (SIWX: SPEC §8 'This application might not support Smart Accounts').
   */
  function markSmartAccount() {
    const connection = kernel.connections
      .all('eip155')
      .find((candidate) => candidate.connector.id === connectorId)
    const smart = user?.accounts.find((account) => account.type === 'smartAccount')?.address
    if (!connection || !smart) return
    const accounts = connection.accounts.map((account) =>
      account.address.toLowerCase() === smart.toLowerCase() && account.type !== 'smartAccount'
        ? { ...account, type: 'smartAccount' as const }
        : account,
    )
    if (accounts.some((account, index) => account !== connection.accounts[index]))
      kernel.connections.update('eip155', connectorId, { accounts })
  }
  const stopMarking = [
    kernel.bus.on('connect', ({ connector }) => {
      if (connector.id === connectorId) markSmartAccount()
    }),
    kernel.bus.on('accountsChanged', ({ namespace }) => {
      if (namespace === 'eip155') markSmartAccount()
    }),
  ]

  /**
   * CUSTODY=shares: a login whose keys need the visitor (a recovery factor to set, or to open
   * the wallet with on a new device) shows the frame, where the visitor answers, until they
   * are ready. The header names what the frame asks (`factor`).
   */
  async function unlockKeys(
    reply: {
      keys?: 'set' | 'enter' | undefined
      factor?: keyof typeof factorTitles | undefined
    } = {},
  ): Promise<void> {
    if (!reply.keys) return
    const { inFrameView } = await import('./requestApproval.js')
    try {
      await inFrameView(
        kernel,
        wallet,
        (client) => client.request('UNLOCK_KEYS'),
        // A closed modal cancels the password view; the frame ends that login.
        (client) => {
          client.request('SIGN_OUT').catch(() => undefined)
        },
        factorTitles[reply.factor ?? 'password'],
      )
    } catch (error) {
      // The login view under the frame came back afresh: the frame's reason (in the visitor's
      // language) is said here. Cancel needs no words.
      if (!/rejected the request/.test(getShortMessage(error)))
        kernel.toasts.show('error', getShortMessage(error))
      throw error
    }
  }

  /** After a login (code or social): get user, store the login, connect the namespaces. */
  async function finishLogin(): Promise<EmbeddedUser> {
    const signedIn = await loadUser()
    // SPEC §4: on success store the e-mail and the login flag, clear the last-login time.
    storage.set(frameStorageKeys.frameEmailLoginUsed, true)
    if (signedIn.email) storage.set(frameStorageKeys.frameEmail, signedIn.email)
    storage.remove(frameStorageKeys.frameLastEmailLoginTime)
    const namespaces = kernel.chains
      .namespaces()
      .filter((namespace) => namespace === 'eip155' || namespace === 'solana')
    const active = kernel.store.getState().activeNamespace
    // The active namespace last, so it ends up current.
    namespaces.sort((a, b) => Number(a === active) - Number(b === active))
    for (const namespace of namespaces) await kernel.connections.connect({ namespace, connectorId })
    return signedIn
  }
  return wallet
}

/** The modal's title while the frame asks for a recovery factor (issue 32). */
const factorTitles = {
  password: 'ApproveTransaction.recoveryTitle',
  passkey: 'ApproveTransaction.passkeyTitle',
  choice: 'ApproveTransaction.recoveryMethodTitle',
} as const
