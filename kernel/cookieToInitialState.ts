import { defaultCookieName } from './cookieStorage.js'
import { buildInitialStateSchema, type GangwayInitialState } from './initialState.js'
import { readCookie } from './readCookie.js'

export type CookieToInitialStateParameters = {
  /** The cookie `cookieStorage` writes; default `gangway`. */
  name?: string | undefined
}

/**
 * Turns a request's `Cookie` header into `initialState` for `createGangway`, so a server's
 * first render already shows a returning visitor's account (the browser writes the cookie
 * through `storage: cookieStorage()`). The cookie is untrusted input: anything that is not
 * a valid snapshot gives `undefined`, never an error.
 *
 * @param cookie - The request's `Cookie` header (`(await headers()).get('cookie')` in Next.js).
 * @param parameters - `name` of the cookie, when not the default.
 * @returns The visitor's connections, or `undefined`.
 * @example
 * const initialState = cookieToInitialState((await headers()).get('cookie'))
 * const gangway = createGangway({ ...options, storage: cookieStorage(), initialState })
 */
export function cookieToInitialState(
  cookie: string | null | undefined,
  parameters: CookieToInitialStateParameters = {},
): GangwayInitialState | undefined {
  const value = readCookie(cookie, parameters.name ?? defaultCookieName)
  if (value === undefined) return undefined
  let json: unknown
  try {
    json = JSON.parse(value)
  } catch {
    return undefined
  }
  const result = buildInitialStateSchema().safeParse(json)
  return result.success && result.data.connections.length ? result.data : undefined
}
