import type * as z from 'zod/mini'
import type { Environment } from './types.js'

/** SPEC §9 HTTP constants. */
export const httpDefaults = {
  timeout: 10_000,
  retryCount: 3,
  retryDelay: 150,
  retryStatuses: [403, 408, 413, 429, 500, 502, 503, 504] as readonly number[],
} as const

export type HttpRequestParameters<value> = {
  method?: 'GET' | 'POST' | undefined
  /** Query parameters; `undefined` values are left out. */
  query?: Readonly<Record<string, string | number | boolean | undefined>> | undefined
  /** JSON body for POST. */
  body?: unknown
  /** A raw text body for POST, sent as `text/plain` instead of `body` (e.g. Esplora's POST /tx). */
  text?: string | undefined
  headers?: Readonly<Record<string, string>> | undefined
  /** The response is parsed with this schema; a mismatch is a `ValidationError`. */
  schema: z.ZodMiniType<value>
  timeout?: number | undefined
  retryCount?: number | undefined
  signal?: AbortSignal | undefined
}

export type Http = {
  request<value>(url: string, parameters: HttpRequestParameters<value>): Promise<value>
}

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
  }
}
