import { type Environment, HttpRequestError } from 'gangway/kernel'
import {
  FrameAbortedError,
  FrameLoadError,
  FrameRequestError,
  FrameStorageBlockedError,
  FrameTimeoutError,
  type FrameTimeoutReason,
  frameErrorMessages,
  InvalidAppConfigurationError,
} from './errors.js'
import { isAllowedOrigin } from './isAllowedOrigin.js'
import { routeMethod } from './methods.js'
import {
  appPrefix,
  createMessageId,
  type FrameEventName,
  type FramePayload,
  type FrameResult,
  framePrefix,
  parseFrameMessage,
} from './protocol.js'

/** SPEC §9 frame timeouts. */
export const frameTimeouts = {
  /** Waiting for the frame to announce READY. */
  load: 20_000,
  /** Connect e-mail, device, otp, social, social-redirect. */
  request: 30_000,
  /** After READY, before the first request. */
  afterReady: 500,
} as const

/** SPEC §9: these wait for the frame without the load timeout. */
const withoutLoadTimeout: readonly FrameEventName[] = [
  'SYNC_DAPP_DATA',
  'SYNC_THEME',
  'SET_PREFERRED_ACCOUNT',
]
/** SPEC §9: these get the request timeout. */
const withRequestTimeout: readonly FrameEventName[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]

export type FrameClientParameters = {
  /** The secure site's origin (and optional path), e.g. `https://wallet.example.com`. */
  secureSiteUrl: string
  env: Environment
  projectId?: string | undefined
  /** SPEC §9 default embedded chain: eip155:1. */
  chainId?: string | undefined
  version: string
  enableLogger?: boolean | undefined
  /** The page's window (injectable for tests). */
  window?: Window | undefined
  /** SPEC §8 timeout callbacks. */
  onTimeout?: ((reason: FrameTimeoutReason) => void) | undefined
  /** SPEC §8 'Session Expired': the secure site refused the session (SESSION_EXPIRED). */
  onSessionExpired?: (() => void) | undefined
}

export type FrameClient = {
  /** The frame element (hidden unless an approval shows it). */
  readonly frame: HTMLIFrameElement
  /** Resolves 500 ms after the frame announced READY. */
  readonly ready: Promise<void>
  request<name extends FrameEventName>(
    name: name,
    ...payload: FramePayload<name> extends undefined
      ? [payload?: FramePayload<name>]
      : [payload: FramePayload<name>]
  ): Promise<FrameResult<name>>
  /** SPEC §4: aborts open RPC requests, except those on the safe list. */
  abortRpcRequests(): void
  destroy(): void
}

type Pending = {
  name: FrameEventName
  method: string | undefined
  resolve(value: unknown): void
  reject(error: unknown): void
  timer: unknown
}

/**
 * The host's end of the SPEC §7 frame protocol. It first asks the secure site whether this
 * page's origin is allowed (`GET /projects/v1/origins`; SPEC §8 'Invalid App Configuration'
 * otherwise, and no frame is added), then adds the hidden frame SPEC §2 describes and talks
 * to it with window messages: ids match replies to requests, only messages from that frame
 * (`event.source`) and the site's origin (`event.origin`) that pass the schema count.
 *
 * @throws InvalidAppConfigurationError, FrameLoadError ('Unable to load email login dependency').
 * @example
 * const client = await createFrameClient({ secureSiteUrl, env: kernel.env, version: '0.1.0' })
 * const { action } = await client.request('CONNECT_EMAIL', { email })
 */
export async function createFrameClient(parameters: FrameClientParameters): Promise<FrameClient> {
  const { env } = parameters
  const page = parameters.window ?? (globalThis as { window?: Window }).window
  if (!page) throw new FrameLoadError({ details: frameErrorMessages.parentNotSet })
  const site = new URL(parameters.secureSiteUrl)
  const siteOrigin = site.origin
  const pageOrigin = page.location.origin

  let allowedOrigins: readonly string[]
  // A site that takes the connection and never answers gets the frame's own 20 s (SPEC §9),
  // then SPEC §8's load alert: the visitor is not left on a spinner.
  const aborter = new AbortController()
  let originsTimer: unknown
  const originsTimeout = new Promise<never>((_, reject) => {
    originsTimer = env.setTimeout(() => {
      reject(new FrameTimeoutError('iframe_load_failed'))
      aborter.abort()
    }, frameTimeouts.load)
  })
  try {
    const url = new URL('/projects/v1/origins', site)
    const body = (await Promise.race([
      (env.fetch ?? fetch)(url, { credentials: 'omit', signal: aborter.signal }).then(
        (response) => {
          if (!response.ok) throw new HttpRequestError({ url: url.href, status: response.status })
          return response.json()
        },
      ),
      originsTimeout,
    ])) as { allowedOrigins?: unknown }
    allowedOrigins = Array.isArray(body.allowedOrigins)
      ? body.allowedOrigins.filter((o): o is string => typeof o === 'string')
      : []
  } catch (error) {
    if (error instanceof FrameTimeoutError) parameters.onTimeout?.('iframe_load_failed')
    throw new FrameLoadError({ cause: error })
  } finally {
    env.clearTimeout(originsTimer)
  }
  if (!isAllowedOrigin(pageOrigin, allowedOrigins))
    throw new InvalidAppConfigurationError(pageOrigin)

  const document = page.document
  const frame = document.createElement('iframe')
  frame.id = 'w3m-iframe'
  frame.name = 'w3m-secure-iframe'
  const src = new URL('frame', site.href.endsWith('/') ? site : `${site.href}/`)
  if (parameters.projectId) src.searchParams.set('projectId', parameters.projectId)
  src.searchParams.set('chainId', parameters.chainId ?? 'eip155:1')
  src.searchParams.set('version', parameters.version)
  src.searchParams.set('enableLogger', String(Boolean(parameters.enableLogger)))
  src.searchParams.set('parent', pageOrigin)
  frame.src = src.href
  frame.title = 'Gangway secure wallet'
  // The key export's Copy buttons run inside the frame; a CUSTODY=shares wallet's recovery
  // passkey is made and asked for there (the secure site's host is its RP ID).
  frame.allow = 'clipboard-write; publickey-credentials-create; publickey-credentials-get'
  // CSSOM, not a style attribute: allowed under a strict style-src.
  Object.assign(frame.style, {
    position: 'fixed',
    border: '0',
    width: '0',
    height: '0',
    top: '0',
    left: '0',
    visibility: 'hidden',
  })
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1

  const pending = new Map<string, Pending>()
  let resolveReady!: () => void
  let rejectReady!: (error: unknown) => void
  let isReady = false
  let ready!: Promise<void>
  /** READY + 500 ms; rejects only when the frame element fails to load. Again after RELOAD. */
  const awaitReady = () => {
    isReady = false
    ready = new Promise<void>((resolve, reject) => {
      resolveReady = resolve
      rejectReady = reject
    })
    ready.catch(() => {})
  }
  awaitReady()
  let rejectLoadTimeout!: (error: unknown) => void
  /** SPEC §9: 20 s for READY, for the requests that apply the load timeout. */
  const loadTimeout = new Promise<never>((_, reject) => {
    rejectLoadTimeout = reject
  })
  loadTimeout.catch(() => {})

  const settle = (id: string) => {
    const entry = pending.get(id)
    if (!entry) return undefined
    pending.delete(id)
    if (entry.timer !== undefined) env.clearTimeout(entry.timer)
    return entry
  }

  function onMessage(event: MessageEvent) {
    if (event.source !== frame.contentWindow || event.origin !== siteOrigin) return
    const message = parseFrameMessage(event.data)
    if (!message) return
    if (message.type === `${framePrefix}READY`) {
      if (isReady) return
      isReady = true
      env.clearTimeout(loadTimer)
      env.setTimeout(resolveReady, frameTimeouts.afterReady)
      return
    }
    if (!('id' in message)) return
    const entry = settle(message.id)
    if (!entry) return
    if (message.type.endsWith('_ERROR')) {
      const { message: text, code } = message.payload as { message: string; code?: string }
      if (code === 'SESSION_EXPIRED') parameters.onSessionExpired?.()
      entry.reject(
        code === 'STORAGE_BLOCKED'
          ? new FrameStorageBlockedError(text)
          : new FrameRequestError(text, { siteCode: code }),
      )
    } else {
      if (entry.name === 'RELOAD') {
        // The frame reloads: what it was doing ends, and it says READY again.
        awaitReady()
        abortAll(() => new FrameAbortedError(frameErrorMessages.aborted))
      }
      entry.resolve(message.payload)
    }
  }
  page.addEventListener('message', onMessage)

  const loadTimer = env.setTimeout(() => {
    if (isReady) return
    parameters.onTimeout?.('iframe_load_failed')
    rejectLoadTimeout(new FrameLoadError({ cause: new FrameTimeoutError('iframe_load_failed') }))
  }, frameTimeouts.load)
  frame.addEventListener('error', () => {
    const error = new FrameLoadError()
    rejectReady(error)
    rejectLoadTimeout(error)
  })
  document.body.appendChild(frame)

  function abortAll(error: () => Error, keep?: (entry: Pending) => boolean) {
    for (const [id, entry] of [...pending])
      if (!keep?.(entry)) {
        settle(id)
        entry.reject(error())
      }
  }

  const client: FrameClient = {
    frame,
    get ready() {
      return ready
    },
    async request(name, ...[payload]) {
      await (withoutLoadTimeout.includes(name) ? ready : Promise.race([ready, loadTimeout]))
      const target = frame.contentWindow
      if (!target) throw new FrameLoadError({ details: frameErrorMessages.iframeNotSet })
      const id = createMessageId()
      const method =
        name === 'RPC_REQUEST' ? (payload as { method: string } | undefined)?.method : undefined
      return new Promise((resolve, reject) => {
        const timer = withRequestTimeout.includes(name)
          ? env.setTimeout(() => {
              const entry = settle(id)
              if (!entry) return
              parameters.onTimeout?.('iframe_request_timeout')
              entry.reject(new FrameTimeoutError('iframe_request_timeout'))
              // SPEC §4: on timeout the whole request set is aborted.
              abortAll(() => new FrameAbortedError(frameErrorMessages.abortedOther))
            }, frameTimeouts.request)
          : undefined
        pending.set(id, { name, method, resolve: resolve as (v: unknown) => void, reject, timer })
        target.postMessage(
          payload === undefined
            ? { id, type: `${appPrefix}${name}` }
            : { id, type: `${appPrefix}${name}`, payload },
          siteOrigin,
        )
      })
    },
    abortRpcRequests() {
      abortAll(
        () => new FrameAbortedError(frameErrorMessages.aborted),
        (entry) =>
          entry.name !== 'RPC_REQUEST' || !entry.method || routeMethod(entry.method) === 'safe',
      )
    },
    destroy() {
      page.removeEventListener('message', onMessage)
      env.clearTimeout(loadTimer)
      abortAll(() => new FrameAbortedError(frameErrorMessages.abortedOther))
      frame.remove()
    },
  }
  return client
}
