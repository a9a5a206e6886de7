// The load's HTTP client: node:http on kept-alive connections (fetch costs this process
// several times more CPU per request, on the cores the instances need).
import { Agent, request as httpRequest } from 'node:http'

const agent = new Agent({ keepAlive: true })

/** An error answer: its status, body and Retry-After. */
export class HttpFailure extends Error {
  constructor({ path, status, body, retryAfter }) {
    super(`${path}: ${status} ${JSON.stringify(body)}`)
    this.status = status
    this.body = body
    this.retryAfter = retryAfter
  }
}

/** A failed request in a few words: the status and code, or the network error. */
export const failureKind = (error) =>
  error instanceof HttpFailure
    ? `${error.status} ${error.body.code ?? 'from the balancer'}`
    : String(error.cause?.code ?? error.code ?? error.message).slice(0, 60)

/** A POST on `agent`: its status, Retry-After and body text; fails after 30 s. */
const post = (url, { headers, body }) =>
  new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers, agent, timeout: 30_000 })
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')))
    request.on('error', reject)
    request.on('response', (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          retryAfter: response.headers['retry-after'] ?? null,
          text: Buffer.concat(chunks).toString(),
        }),
      )
    })
    request.end(body)
  })

/** One POST to `target` as the frame sends it; throws HttpFailure on an error answer. */
export async function call(target, { path, body, device, token }) {
  const headers = {
    origin: target.origin,
    'content-type': 'application/json',
    'x-gangway-device': device,
  }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await post(`${target.url}${path}`, { headers, body: JSON.stringify(body) })
  const answer = response.text.startsWith('{') ? JSON.parse(response.text) : { text: response.text }
  if (response.status < 200 || response.status > 299) {
    throw new HttpFailure({
      path,
      status: response.status,
      body: answer,
      retryAfter: response.retryAfter,
    })
  }
  return answer
}
