// The secure site's frame page: the wallet end of the SPEC §7 frame protocol. It answers
// only its parent window, and only when the parent's origin is on the site's allow-list
// (SPEC §5); it keeps the session token in its own origin's storage; the visitor approves
// signing requests here, where the host page cannot click for them (SPEC §6).
import {
  type AppMessage,
  approvalMethods,
  type EmbeddedUser,
  type FrameEventName,
  type FramePayload,
  framePrefix,
  frameSignableMethods,
  parseAppMessage,
} from 'gangway/embedded'
import { isAllowedOrigin } from '../src/isAllowedOrigin.js'
import { type Origin, parseOrigin } from '../src/origin.js'
import { showAllowStorage } from './allowStorage.js'
import { ApiError, api, session, visitor } from './api.js'
import { showApproval } from './approve.js'
import type { RecoveryParams } from './custody/frameCustody.js'
import { closeExportedKeys, type ExportedKeys, showExportedKeys } from './exportKeys.js'
import {
  canAskStorageAccess,
  frameStorage,
  requestStorageAccess,
  storagePersists,
} from './frameStorage.js'
import { setLocale, text } from './messages.js'
import type { ConfiguredNetwork } from './networks.js'
import { describeSmartRequest, functionName, typedDataJson } from './smart/describeSmartRequest.js'
import {
  createSmartAccounts,
  type SmartAccountNetwork,
  type SmartAccounts,
} from './smart/smartAccounts.js'
import { expectSocialResult, listenForSocialResults, takeSocialResult } from './socialResult.js'

type ServerUser = EmbeddedUser
type AccountType = 'eoa' | 'smartAccount'

const state: {
  email: string | undefined
  user: ServerUser | undefined
  chainId: number
  /** SPEC §6: an embedded eip155 wallet is a smart account unless the visitor chose eoa. */
  preferredAccountType: AccountType
  smart: { owner: string; accounts: SmartAccounts } | undefined
  /** The Sign In With Farcaster channel under way (its token stays in the frame). */
  farcasterChannel: string | undefined
  /**
   * CUSTODY=shares: what this login's keys still need from the visitor (UNLOCK_KEYS); `migrate`:
   * a server-held key moves into shares (the host is told `set`).
   */
  keysNeeded: 'set' | 'enter' | 'migrate' | undefined
  /** The stored recovery factor, read at a login on a device without a share (`enter`). */
  recoveryParams: RecoveryParams | undefined
} = {
  email: undefined,
  user: undefined,
  chainId: 1,
  preferredAccountType: 'smartAccount',
  smart: undefined,
  farcasterChannel: undefined,
  keysNeeded: undefined,
  recoveryParams: undefined,
}

/** The site's error codes the host words in the visitor's language: passed on with the message. */
const hostWordedCodes: readonly string[] = [
  'STORAGE_BLOCKED',
  'MAIL_UNAVAILABLE',
  'SESSION_EXPIRED',
]

/** How often the frame asks whether the Farcaster app has signed in. */
const farcasterPollMs = 1_000

/** A list of networks read once from the API; SPEC §8: a failed read is an empty list. */
function networkList<network>(path: string): () => Promise<network[]> {
  let cached: Promise<network[]> | undefined
  return () => {
    cached ??= api<{ networks: network[] }>(path, { method: 'GET' })
      .then(({ body }) => body.networks)
      .catch(() => {
        cached = undefined
        return []
      })
    return cached
  }
}
/** The operator's smart-account networks (SMART_ACCOUNT_NETWORKS). */
const readSmartNetworks = networkList<SmartAccountNetwork>('smart-accounts')
/** The chains the operator gave an RPC for (NETWORKS). */
const readChainNetworks = networkList<ConfiguredNetwork>('networks')
/** What the approval knows of networks: the operator's own lists, NETWORKS first. */
const readApprovalNetworks = async (): Promise<ConfiguredNetwork[]> => [
  ...(await readChainNetworks()),
  ...(await readSmartNetworks()),
]

/** The recovery-password view UNLOCK_KEYS shows, while it is open. */
let openPrompt: { cancel(): void } | undefined

type CustodyAnswer = { mode: 'server' | 'shares'; custody: 'server' | 'shares' }
/** This login's custody and the site's (GET /api/v1/custody), asked once per session token. */
let custodyOfLogin: { token: string | undefined; custody: Promise<CustodyAnswer> } | undefined
function loginCustody(): Promise<'server' | 'shares'> {
  return custodyAnswer().then((answer) => answer.custody)
}
function custodyAnswer(): Promise<CustodyAnswer> {
  const token = session.token
  const known = custodyOfLogin
  if (known && known.token === token) return known.custody
  const custody = api<CustodyAnswer>('custody', { method: 'GET', auth: true })
    .then(({ body }) => body)
    .catch((error: unknown) => {
      custodyOfLogin = undefined
      throw error
    })
  custodyOfLogin = { token, custody }
  return custody
}

/**
 * After a login (CUSTODY=shares, issue 32): whether the visitor must set a recovery factor
 * (no keys yet: the frame makes them) or open the wallet with it (this browser holds no
 * device share), and what the frame will ask (`factor`, the host's header). The host then
 * shows the frame and sends UNLOCK_KEYS.
 */
async function findKeysNeeded(
  user: ServerUser,
): Promise<{ keys?: 'set' | 'enter'; factor?: 'password' | 'passkey' | 'choice' }> {
  state.keysNeeded = undefined
  state.recoveryParams = undefined
  const { mode, custody } = await custodyAnswer()
  // A server-held key on a site now in shares moves into shares at this fresh login.
  if (custody === 'server') {
    if (mode === 'shares') state.keysNeeded = 'migrate'
  } else if (user.address === '') state.keysNeeded = 'set'
  else {
    const { hasDeviceShares } = await import('./custody/frameCustody.js')
    if (!(await hasDeviceShares(user.address))) state.keysNeeded = 'enter'
  }
  const needed = state.keysNeeded
  if (!needed) return {}
  const keys = needed === 'migrate' ? 'set' : needed
  const custodyCode = await import('./custody/frameCustody.js')
  if (keys === 'enter') state.recoveryParams = await custodyCode.readRecoveryParams(api)
  return { keys, factor: await custodyCode.recoveryFactor(keys, state.recoveryParams) }
}

async function sign(namespace: 'eip155' | 'solana', method: string, params: unknown) {
  if ((await loginCustody()) === 'shares') {
    // CUSTODY=shares (issue 32): the key is joined here, from this device's share and the
    // server's, only for this signature; the server cannot sign.
    const { passwordPrompt, signInFrame } = await import('./custody/frameCustody.js')
    const user = await currentUser()
    const eip155Address = user.accounts.find((a) => a.namespace === 'eip155')?.address ?? ''
    const prompt = passwordPrompt(text)
    try {
      return await signInFrame({
        api,
        eip155Address,
        request: { namespace, method, params },
        ask: prompt.ask,
      })
    } finally {
      prompt.close()
    }
  }
  return (
    await api<{ result: unknown }>('sign', { body: { namespace, method, params }, auth: true })
  ).body.result
}

/** The signed-in user's smart accounts (the embedded eip155 key owns them). */
async function smartAccounts(user: ServerUser): Promise<SmartAccounts> {
  if (state.smart?.owner === user.address) return state.smart.accounts
  const owner = user.address as `0x${string}`
  const accounts = createSmartAccounts({
    networks: await readSmartNetworks(),
    owner: {
      address: owner,
      signTypedData: async (typedData) =>
        (await sign('eip155', 'eth_signTypedData_v4', [
          owner,
          typedDataJson(typedData),
        ])) as `0x${string}`,
      signMessage: async (message) =>
        (await sign('eip155', 'personal_sign', [message, owner])) as `0x${string}`,
    },
  })
  state.smart = { owner: user.address, accounts }
  return accounts
}

/** The smart accounts when the active account on the current chain is the smart one. */
async function activeSmartAccounts(user: ServerUser): Promise<SmartAccounts | undefined> {
  if (state.preferredAccountType !== 'smartAccount') return undefined
  const accounts = await smartAccounts(user)
  return accounts.isEnabled(state.chainId) ? accounts : undefined
}

/**
 * SPEC §3 embedded user as the host sees it on the current chain: both eip155 accounts
 * (the smart account where the operator enabled it, and the key), `address` the preferred
 * one, and whether the smart account is deployed.
 */
async function presentUser(user: ServerUser): Promise<ServerUser> {
  const accounts = await smartAccounts(user)
  // Gangway's addition: CUSTODY=shares users can set a new recovery password from Account.
  // Said only for them: a host older than the field refuses it, and a shares site needs a
  // newer host anyway (UNLOCK_KEYS).
  const custody = await loginCustody().catch(() => undefined)
  if (custody === 'shares') user = { ...user, custody }
  if (!accounts.isEnabled(state.chainId))
    return {
      ...user,
      chainId: state.chainId,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    }
  const smartAddress = await accounts.address(state.chainId)
  const smart = state.preferredAccountType === 'smartAccount'
  return {
    ...user,
    chainId: state.chainId,
    accounts: [
      { namespace: 'eip155', address: smartAddress, type: 'smartAccount' },
      ...user.accounts,
    ],
    address: smart ? smartAddress : user.address,
    preferredAccountType: state.preferredAccountType,
    smartAccountDeployed: await accounts.isDeployed(state.chainId).catch(() => false),
  }
}

/**
 * Which app asked for each session (the chain keeps no origin): `account:key` → origin, in
 * the frame's own storage, so Account can name the app.
 */
const sessionOriginsKey = 'gangway:session-origins'
function sessionOrigins(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(frameStorage.getItem(sessionOriginsKey) ?? '{}')
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {}
  } catch {
    return {}
  }
}

const query = new URLSearchParams(location.search)
{
  const chain = query.get('chainId')
  const reference = chain?.startsWith('eip155:') ? Number(chain.slice(7)) : Number(chain)
  if (Number.isSafeInteger(reference) && reference > 0) state.chainId = reference
}
// English until the host says its language (sync dapp data): the frame speaks the page's
// language, not the browser's.
void setLocale('en')

/**
 * The parent's origin: what the browser says (ancestorOrigins), else the query's claim
 * (Firefox), which only matters if true: messages to a parent of another origin are dropped by
 * the browser. Either way exactly an origin, or nothing.
 */
function parentOrigin(): Origin | undefined {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  return parseOrigin(ancestors?.length ? ancestors[0] : query.get('parent'))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function withChain(user: ServerUser): ServerUser {
  return { ...user, chainId: state.chainId }
}

async function currentUser(): Promise<ServerUser> {
  if (state.user) return state.user
  const { body } = await api<{ isConnected: boolean; user: ServerUser }>('session', {
    method: 'GET',
    auth: true,
  })
  state.user = body.user
  return body.user
}

/** This frame's login, gone: the token, and what it knew of the user. */
function forgetLogin() {
  session.token = undefined
  state.user = undefined
  state.email = undefined
  state.smart = undefined
  state.keysNeeded = undefined
}

/**
 * A login step whose start this frame no longer knows (it was reloaded, or the page came back
 * from a sign-in): where the browser blocks the frame's storage that is why, and the visitor is
 * told so (STORAGE_BLOCKED, worded by the host) rather than that a code was wrong.
 */
function lostLogin(error: ApiError): ApiError {
  return storagePersists()
    ? error
    : new ApiError(
        error.status,
        'STORAGE_BLOCKED',
        "This browser blocks the wallet's storage on this page: start the sign-in again and finish it without leaving the page, or allow third-party cookies for this site.",
      )
}

type Handler<name extends FrameEventName> = (payload: FramePayload<name>) => Promise<unknown>
const handlers: { [name in FrameEventName]: Handler<name> } = {
  async CONNECT_EMAIL({ email }) {
    // The site answers every address alike, `verify-otp` (issue 31).
    const { body } = await api<{ action: 'verify-otp' }>('email/connect', { body: { email } })
    state.email = email
    // Blocked storage would lose the login with this frame: the visitor may allow it first.
    return canAskStorageAccess()
      ? { action: body.action, storage: 'blocked' as const }
      : { action: body.action }
  },
  async ALLOW_STORAGE() {
    if (storagePersists() || (await showAllowStorage())) return undefined
    throw new ApiError(
      400,
      'STORAGE_BLOCKED',
      "This browser blocks the wallet's storage on this page: allow storage, or allow third-party cookies for this site.",
    )
  },
  async CONNECT_DEVICE() {
    // SPEC §2's device step: the site mails no approval link any more and this frame never
    // answers `verify-device`, so nothing can be pending.
    throw new ApiError(
      400,
      'DEVICE_NOT_PENDING',
      'No device approval is pending. Please start again',
    )
  },
  async CONNECT_OTP({ otp }) {
    if (!state.email) throw lostLogin(new ApiError(400, 'INVALID_CODE', 'Invalid code'))
    const { body } = await api<{ token: string; user: ServerUser }>('email/otp', {
      body: { email: state.email, otp },
    })
    session.token = body.token
    state.user = body.user
    const needed = await findKeysNeeded(body.user)
    return needed.keys ? needed : undefined
  },
  async UNLOCK_KEYS() {
    const needed = state.keysNeeded
    if (!needed) return undefined
    const custody = await import('./custody/frameCustody.js')
    const prompt = custody.passwordPrompt(text)
    openPrompt = prompt
    try {
      if (needed === 'set' || needed === 'migrate') {
        // The recovery password, or a passkey; a failed site asks again (custody's createKeys).
        await custody.createKeys({
          api,
          ask: prompt.ask,
          label: state.email ?? state.user?.email ?? '',
          migrating: needed === 'migrate',
        })
        custodyOfLogin = undefined
        state.user = undefined
      } else {
        await custody.recover({
          api,
          eip155Address: (await currentUser()).address,
          ask: prompt.ask,
          params: state.recoveryParams,
        })
      }
    } catch (error) {
      // No half login: without its keys the session is ended (the next login asks again).
      await api('signout', { auth: true }).catch(() => undefined)
      forgetLogin()
      if (error instanceof ApiError && error.code === 'RECOVERY_LOCKED')
        throw new ApiError(error.status, error.code, text('custodyLocked'))
      throw error
    } finally {
      prompt.close()
      openPrompt = undefined
    }
    state.keysNeeded = undefined
    return undefined
  },
  async GET_USER(payload) {
    if (payload?.chainId !== undefined) state.chainId = payload.chainId
    if (payload?.preferredAccountType) state.preferredAccountType = payload.preferredAccountType
    return presentUser(await currentUser())
  },
  async IS_CONNECTED() {
    if (!session.token) return { isConnected: false }
    try {
      await currentUser()
      return { isConnected: true }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return { isConnected: false }
      throw error
    }
  },
  async SIGN_OUT() {
    // The host closed its modal over an open recovery-password view: that login ends too.
    openPrompt?.cancel()
    if (session.token) await api('signout', { auth: true }).catch(() => undefined)
    forgetLogin()
    return undefined
  },
  async SIGN_OUT_EVERYWHERE() {
    // Unlike SIGN_OUT, a failure is the visitor's to know: the other devices may still be in.
    await api('signout/all', { auth: true })
    forgetLogin()
    return undefined
  },
  async GET_CHAIN_ID() {
    return { chainId: state.chainId }
  },
  async SWITCH_NETWORK({ chainId }) {
    state.chainId = chainId
    return { chainId }
  },
  async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
    return { smartAccountEnabledNetworks: (await readSmartNetworks()).map((n) => n.chainId) }
  },
  async INIT_SMART_ACCOUNT() {
    const accounts = await smartAccounts(await currentUser())
    if (accounts.isEnabled(state.chainId)) await accounts.address(state.chainId)
    return undefined
  },
  async GET_SESSIONS() {
    const user = await currentUser()
    const accounts = await smartAccounts(user)
    if (!accounts.isEnabled(state.chainId)) return { sessions: [] }
    const account = await accounts.address(state.chainId)
    const origins = sessionOrigins()
    const held = await accounts.sessions(state.chainId, Math.floor(Date.now() / 1000))
    return {
      sessions: held.map((session) => {
        const origin = origins[`${account}:${session.key}`.toLowerCase()]
        return {
          key: session.key,
          origin: typeof origin === 'string' ? origin : null,
          target: session.target,
          call: /^0x0{8}$/.test(session.selector) ? null : functionName(session.selector),
          spendLimit: session.spendLimit.toString(),
          spent: session.spent.toString(),
          validUntil: session.validUntil,
        }
      }),
    }
  },
  async SET_PREFERRED_ACCOUNT({ type }) {
    const user = await currentUser()
    if (type === 'smartAccount' && !(await smartAccounts(user)).isEnabled(state.chainId))
      throw new Error('Action not allowed')
    state.preferredAccountType = type
    return { type, address: (await presentUser(user)).address }
  },
  async RPC_REQUEST(payload) {
    const { method } = payload
    const user = await currentUser()
    // Reads of the smart account's own state: no approval (SPEC §6 lists them as allowed).
    if (method === 'wallet_getCapabilities') {
      const smart = await activeSmartAccounts(user)
      return smart ? smart.capabilities() : {}
    }
    if (method === 'wallet_getCallsStatus') {
      const smart = await activeSmartAccounts(user)
      const [id] = Array.isArray(payload.params) ? payload.params : []
      if (!smart || typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
        throw new Error('Invalid request parameters')
      return smart.callsStatus(state.chainId, id as `0x${string}`)
    }
    if (!(approvalMethods as readonly string[]).includes(method))
      throw new Error('Requested RPC call is not allowed')
    if (!(frameSignableMethods as readonly string[]).includes(method))
      throw new Error('Action not allowed')
    const smart = await activeSmartAccounts(user)
    const networks = await readApprovalNetworks()
    const described = smart
      ? await describeSmartRequest({
          request: payload,
          address: await smart.address(state.chainId),
          chainId: state.chainId,
          accounts: smart,
          sponsored: (await readSmartNetworks()).some(
            (n) => n.chainId === state.chainId && Boolean(n.paymasterUrl),
          ),
          networks,
        })
      : undefined
    closeExportedKeys()
    const origin = parentOrigin() ?? ''
    const result = await showApproval({
      request: payload,
      origin,
      user,
      chainId: state.chainId,
      sign,
      networks,
      described,
    })
    const granted =
      method === 'wallet_grantPermissions' && smart ? (result as { context?: unknown }) : undefined
    if (granted && typeof granted.context === 'string' && smart) {
      const account = await smart.address(state.chainId)
      frameStorage.setItem(
        sessionOriginsKey,
        JSON.stringify({
          ...sessionOrigins(),
          [`${account}:${granted.context}`.toLowerCase()]: origin,
        }),
      )
    }
    return result
  },
  async UPDATE_EMAIL({ newEmail }) {
    const { body } = await api<{ action: 'verify-primary-otp' }>('email/update', {
      body: { newEmail },
      auth: true,
    })
    return { action: body.action }
  },
  async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
    await api('email/update/primary', { body: { otp }, auth: true })
    return { action: 'verify-secondary-otp' }
  },
  async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
    const { body } = await api<{ email: string }>('email/update/secondary', {
      body: { otp },
      auth: true,
    })
    if (state.user) state.user = { ...state.user, email: body.email }
    return { newEmail: body.email }
  },
  async SYNC_THEME({ themeMode, themeVariables }) {
    const root = document.documentElement
    root.classList.toggle('dark', themeMode === 'dark')
    // CSSOM (allowed under style-src 'self'), and only values that are plainly a colour or a
    // length: nothing from the host reaches a url() or another property.
    const accent = themeVariables?.accent
    if (accent && /^(#[0-9a-fA-F]{3,8}|(rgb|hsl)a?\([\d\s.,%/]{1,60}\))$/.test(accent))
      root.style.setProperty('--accent', accent)
    const radius = themeVariables?.borderRadius
    if (radius && /^\d{1,3}(\.\d{1,2})?(px|rem|em)$/.test(radius))
      root.style.setProperty('--radius', radius)
    return undefined
  },
  async SYNC_DAPP_DATA({ language }) {
    if (language) {
      visitor.language = language
      await setLocale(language)
    }
    return undefined
  },
  async EXPORT_KEY_CODE() {
    await api('export/code', { auth: true })
    return undefined
  },
  async EXPORT_KEY({ otp }) {
    if ((await loginCustody()) === 'shares') {
      // CUSTODY=shares (issue 32): the key is rebuilt here, after the code, from this device's
      // share and the auth share; the server has no key to send.
      const custody = await import('./custody/frameCustody.js')
      const prompt = custody.passwordPrompt(text)
      openPrompt = prompt
      let keys: ExportedKeys
      try {
        keys = await custody.exportKeys({
          api,
          eip155Address: (await currentUser()).address,
          otp,
          ask: prompt.ask,
        })
      } finally {
        prompt.close()
        openPrompt = undefined
      }
      await showExportedKeys(keys)
      return undefined
    }
    const { body } = await api<ExportedKeys>('export', { body: { otp }, auth: true })
    await showExportedKeys(body)
    return undefined
  },
  async RECOVERY_PASSWORD_CODE() {
    await api('custody/recovery/code', { auth: true })
    return undefined
  },
  async SET_RECOVERY_PASSWORD({ otp }) {
    // CUSTODY=shares (issue 32): the new password is typed here; the code is checked with it.
    const custody = await import('./custody/frameCustody.js')
    const prompt = custody.passwordPrompt(text)
    openPrompt = prompt
    try {
      const { address, email } = await currentUser()
      await custody.changeRecoveryPassword({
        api,
        eip155Address: address,
        otp,
        ask: prompt.ask,
        label: email ?? '',
      })
    } finally {
      prompt.close()
      openPrompt = undefined
    }
    return undefined
  },
  async CANCEL_PROMPT() {
    openPrompt?.cancel()
    return undefined
  },
  async RELOAD() {
    setTimeout(() => location.reload(), 0)
    return undefined
  },
  async CONNECT_SOCIAL({ uri }) {
    const { body } = await api<{ token: string; user: ServerUser }>('social/connect', {
      body: { uri: uri ?? (await takeSocialResult()) },
    }).catch((error: unknown) => {
      // The sign-in was started by a frame whose device id this one could not keep.
      throw error instanceof ApiError && error.code === 'SOCIAL_STATE_INVALID'
        ? lostLogin(error)
        : error
    })
    session.token = body.token
    state.user = body.user
    const user = withChain(body.user)
    const needed = await findKeysNeeded(body.user)
    return {
      email: user.email ?? null,
      address: user.address,
      chainId: user.chainId,
      // No accounts yet when the frame is to make the keys (CUSTODY=shares).
      ...(needed.keys === 'set' ? {} : { accounts: user.accounts }),
      userName: user.username ?? null,
      ...needed,
    }
  },
  async GET_SOCIAL_REDIRECT_URI({ provider, returnUrl }) {
    const { body } = await api<{ uri: string; state: string }>('social/start', {
      body: { provider, origin: parentOrigin(), returnUrl },
    })
    expectSocialResult(body.state)
    return { uri: body.uri }
  },
  async GET_FARCASTER_URI() {
    const { body } = await api<{ url: string; channelToken: string }>('farcaster/channel', {
      body: { origin: parentOrigin() },
    })
    state.farcasterChannel = body.channelToken
    return { url: body.url }
  },
  async CONNECT_FARCASTER() {
    const channelToken = state.farcasterChannel
    if (!channelToken) throw new ApiError(400, 'FARCASTER_CHANNEL_INVALID', 'An error occurred')
    // Until the visitor's Farcaster app signed in, or the channel ended (the site's error). A
    // newer channel (asked for again) ends this wait.
    for (;;) {
      const { status, body } = await api<{
        token: string
        user: ServerUser
        username: string | null
      }>('farcaster/connect', { body: { channelToken } })
      if (status === 200) {
        state.farcasterChannel = undefined
        session.token = body.token
        state.user = body.user
        return { userName: body.username, ...(await findKeysNeeded(body.user)) }
      }
      await sleep(farcasterPollMs)
      if (state.farcasterChannel !== channelToken) throw new Error('Request was aborted')
    }
  },
}

async function start() {
  const parent = window.parent
  const origin = parentOrigin()
  if (parent === window || !origin) return
  let allowed: readonly string[] = []
  try {
    const response = await fetch('/projects/v1/origins', { credentials: 'omit' })
    allowed = ((await response.json()) as { allowedOrigins: string[] }).allowedOrigins
  } catch {
    return
  }
  // SPEC §5: answer only a parent on the allow-list.
  if (!isAllowedOrigin(origin, allowed)) return
  // Third-party storage blocked: a grant made before (or one the browser gives by its own
  // rules) comes without a click; otherwise the frame keeps its login in memory.
  if (!storagePersists()) void requestStorageAccess()
  listenForSocialResults()

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== parent || event.origin !== origin) return
    const message: AppMessage | undefined = parseAppMessage(event.data)
    if (!message) return
    const name = message.type.slice('@w3m-app/'.length) as FrameEventName
    const handler = handlers[name] as Handler<FrameEventName>
    handler(message.payload as never).then(
      (result) =>
        parent.postMessage(
          result === undefined
            ? { id: message.id, type: `${framePrefix}${name}_SUCCESS` }
            : { id: message.id, type: `${framePrefix}${name}_SUCCESS`, payload: result },
          origin,
        ),
      (error: unknown) =>
        parent.postMessage(
          {
            id: message.id,
            type: `${framePrefix}${name}_ERROR`,
            payload: {
              message: (error instanceof Error && error.message) || 'An error occurred',
              // The reasons the host words itself (older hosts refuse unknown keys).
              ...(error instanceof ApiError && hostWordedCodes.includes(error.code)
                ? { code: error.code }
                : {}),
            },
          },
          origin,
        ),
    )
  })
  parent.postMessage({ type: `${framePrefix}READY` }, origin)
}

void start()
