import { readCookie } from './readCookie.js'
import { createMemoryBackend, detectLocalStorage } from './storage.js'
import { storageKeys } from './storageKeys.js'
import type { StorageBackend } from './types.js'

/** The cookie `cookieStorage` writes and `cookieToInitialState` reads by default. */
export const defaultCookieName = 'gangway'

export type CookieStorageParameters = {
  /** The cookie's name (default `gangway`); two instances on one site need distinct ones. */
  name?: string | undefined
  /** Where every other value lives; default `localStorage` when usable, else memory. */
  backend?: StorageBackend | undefined
  /** Seconds the cookie lives after the last change; default 30 days. */
  maxAge?: number | undefined
  /** Cookie `Path`; default `/`, so every page's request carries it. */
  path?: string | undefined
}

/**
 * A storage backend for server-rendered hosts: it keeps the current connections' public
 * snapshot (namespace, address, network, connector; no keys, tokens or sessions) in a
 * cookie, which `cookieToInitialState` reads from the next request. Everything else stays in
 * `backend` (localStorage by default): caches never ride along with every request.
 *
 * @param parameters - `name`, `backend`, `maxAge` (seconds) and `path` of the cookie.
 * @returns A `StorageBackend` for the `storage` option.
 * @example
 * const gangway = createGangway({ ...options, storage: cookieStorage(), initialState })
 */
export function cookieStorage(parameters: CookieStorageParameters = {}): StorageBackend {
  const name = parameters.name ?? defaultCookieName
  const maxAge = parameters.maxAge ?? 30 * 24 * 60 * 60
  const path = parameters.path ?? '/'
  const base = parameters.backend ?? detectLocalStorage() ?? createMemoryBackend()
  const isSnapshot = (key: string) => key.endsWith(storageKeys.connectionSnapshot.name)
  // Read on each call: the cookie is written by other tabs too, and there is none on a server.
  const page = () => (typeof document === 'undefined' ? undefined : document)
  const write = (value: string, seconds: number) => {
    const target = page()
    if (!target) return
    const secure = target.location?.protocol === 'https:' ? '; Secure' : ''
    // An expiry in the past beside Max-Age=0: engines that round Max-Age keep no empty cookie.
    const expires = seconds > 0 ? '' : '; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
    target.cookie = `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${seconds}${expires}; SameSite=Lax${secure}`
  }
  return {
    getItem(key) {
      if (!isSnapshot(key)) return base.getItem(key)
      const target = page()
      // An expired cookie can linger as an empty value until the next read.
      return target ? readCookie(target.cookie, name) || null : base.getItem(key)
    },
    setItem(key, value) {
      if (isSnapshot(key) && page()) write(value, maxAge)
      else base.setItem(key, value)
    },
    removeItem(key) {
      if (isSnapshot(key) && page()) write('', 0)
      else base.removeItem(key)
    },
  }
}
