import type * as z from 'zod/mini'

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
  /**
   * Loads the client's code (it loads on the first request) without requesting anything: for
   * a view rendered ahead whose first request comes with the first click (issue 35). The
   * kernel's client has it; a stand-in (`{ request }`) need not.
   */
  preload?(): Promise<void>
}
