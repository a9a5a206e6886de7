import type { Http } from './types/http.js'
import type { Environment } from './types.js'

export type { Http, HttpRequestParameters } from './types/http.js'

/** SPEC §9 HTTP constants. */
export const httpDefaults = {
  timeout: 10_000,
  retryCount: 3,
  retryDelay: 150,
  retryStatuses: [403, 408, 413, 429, 500, 502, 503, 504] as readonly number[],
} as const

export type HttpEnvironment = Pick<Environment, 'fetch' | 'setTimeout' | 'clearTimeout' | 'now'>

/**
 * fetch with a 10 s timeout, 3 retries from 150 ms doubling on SPEC §9's statuses (and on
 * network failures, whose status is unknown), Retry-After honoured, responses checked with
 * zod. The implementation loads on the first request: most pages never make one.
 */
export function createHttp(env: HttpEnvironment): Http {
  return {
    request: (url, parameters) =>
      import('./httpRequest.js').then((module) => module.httpRequest(env, url, parameters)),
    preload: () => import('./httpRequest.js').then(() => undefined),
  }
}
