import type { HttpEnvironment, HttpRequestParameters } from './http.js'
// Through the index, like every lazy module (see actions.ts).
import { HttpRequestError, httpDefaults, sleep, TimeoutError, ValidationError } from './internal.js'

/** Retry-After as ms: delta-seconds or an HTTP date. */
function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

function withQuery(url: string, query: HttpRequestParameters<unknown>['query']): string {
  if (!query) return url
  const parsed = new URL(url)
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) parsed.searchParams.set(key, String(value))
  return parsed.toString()
}

/** One request with SPEC §9's timeout and retry rules; see `createHttp`. */
export async function httpRequest<value>(
  env: HttpEnvironment,
  url: string,
  parameters: HttpRequestParameters<value>,
): Promise<value> {
  const fetchFn = env.fetch
  if (!fetchFn)
    throw new HttpRequestError({ url, message: 'fetch is not available in this environment.' })
  const target = withQuery(url, parameters.query)
  const timeout = parameters.timeout ?? httpDefaults.timeout
  const retryCount = parameters.retryCount ?? httpDefaults.retryCount
  const textBody = parameters.text
  const method =
    parameters.method ?? (parameters.body === undefined && textBody === undefined ? 'GET' : 'POST')
  const contentType =
    textBody !== undefined
      ? 'text/plain'
      : parameters.body === undefined
        ? undefined
        : 'application/json'

  for (let attempt = 0; ; attempt++) {
    // A listener added to an already aborted signal never fires: check first (also after a wait).
    parameters.signal?.throwIfAborted()
    const controller = new AbortController()
    const onAbort = () => controller.abort(parameters.signal?.reason)
    parameters.signal?.addEventListener('abort', onAbort, { once: true })
    let timedOut = false
    const timer = env.setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeout)
    let response: Response | undefined
    let failure: HttpRequestError
    try {
      response = await fetchFn(target, {
        method,
        headers: {
          accept: 'application/json',
          ...(contentType ? { 'content-type': contentType } : {}),
          ...parameters.headers,
        },
        body:
          textBody ?? (parameters.body === undefined ? undefined : JSON.stringify(parameters.body)),
        signal: controller.signal,
      })
      const text = await response.text()
      let body: unknown = text
      try {
        body = text ? JSON.parse(text) : undefined
      } catch {
        // not JSON: keep the text
      }
      if (response.ok) {
        const result = parameters.schema.safeParse(body)
        if (result.success) return result.data
        throw new ValidationError('Unexpected response from the server.', {
          details: `${target}: ${result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`).join('; ')}`,
        })
      }
      failure = new HttpRequestError({ url: target, status: response.status, body })
    } catch (error) {
      if (error instanceof ValidationError || parameters.signal?.aborted) throw error
      failure = timedOut
        ? new HttpRequestError({
            url: target,
            cause: new TimeoutError('HTTP request', timeout),
            message: 'HTTP request timed out.',
          })
        : new HttpRequestError({ url: target, cause: error })
    } finally {
      env.clearTimeout(timer)
      parameters.signal?.removeEventListener('abort', onAbort)
    }
    const retryable =
      failure.status === undefined || httpDefaults.retryStatuses.includes(failure.status)
    if (!retryable || attempt >= retryCount) throw failure
    const retryAfter = parseRetryAfter(response?.headers.get('retry-after') ?? null, env.now())
    await sleep(env, retryAfter ?? httpDefaults.retryDelay * 2 ** attempt)
  }
}
