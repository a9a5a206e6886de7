// The secure site's HTTP API, as the frame calls it (same origin: the host page cannot).
import { FrameError } from './frameError.js'
import { frameStorage } from './frameStorage.js'

const deviceKey = 'gangway-device'
const tokenKey = 'gangway-session-token'

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * The frame's device id, kept in its own origin's storage, or in memory for the frame's
 * lifetime where the browser blocks that storage: one id for every call of one login (a code
 * is bound to the device that asked for it).
 */
export function deviceId(): string {
  let id = frameStorage.getItem(deviceKey) ?? ''
  if (!/^[\w-]{16,128}$/.test(id)) {
    id = randomId()
    frameStorage.setItem(deviceKey, id)
  }
  return id
}

/** The host page's language (SPEC §7 sync dapp data): the site writes the mails in it. */
export const visitor = { language: 'en' }

export const session = {
  get token(): string | undefined {
    return frameStorage.getItem(tokenKey) ?? undefined
  },
  set token(value: string | undefined) {
    if (value) frameStorage.setItem(tokenKey, value)
    else frameStorage.removeItem(tokenKey)
  },
}

/**
 * Calls `/api/v1/<path>`; JSON in and out. Non-2xx replies become a `FrameError` with the
 * server's status, code and message (shown to the visitor as the server wrote them).
 */
export async function api<result>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; auth?: boolean } = {},
): Promise<{ status: number; body: result }> {
  const headers: Record<string, string> = {
    'X-Gangway-Device': deviceId(),
    'Accept-Language': visitor.language,
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (options.auth) {
    const token = session.token
    if (!token)
      throw new FrameError('SESSION_EXPIRED', 'Session expired. Please reconnect.', { status: 401 })
    headers.Authorization = `Bearer ${token}`
  }
  const response = await fetch(`/api/v1/${path}`, {
    method: options.method ?? 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'omit',
    cache: 'no-store',
  })
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  if (!response.ok) {
    const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown }
    if (response.status === 401) session.token = undefined
    throw new FrameError(
      typeof code === 'string' ? code : 'HTTP_ERROR',
      typeof message === 'string' && message ? message : 'An error occurred',
      { status: response.status },
    )
  }
  return { status: response.status, body: body as result }
}
