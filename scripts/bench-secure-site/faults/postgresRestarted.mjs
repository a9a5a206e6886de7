import { waitUntil } from '../waitUntil.mjs'
import { describeOutcomes } from './backgroundSigning.mjs'

/**
 * PostgreSQL restarted (a fast shutdown, then started again) under signing load: while it is
 * down an instance answers /sign 503 with Retry-After, /readyz 503 and /healthz 200; passes
 * when that holds, the instances live on and a login works once it is back.
 */
export async function postgresRestarted(context) {
  const { cluster, target, postgres, origin, sessions, signing, everyoneAlive, loginWorks } =
    context
  const load = signing()
  await new Promise((resolve) => setTimeout(resolve, 500))
  await postgres.halt()
  // Asked of an instance itself: the balancer has taken both out by then (/readyz).
  const direct = `http://127.0.0.1:${cluster.instances[0].port}`
  const down = await fetch(`${direct}/api/v1/sign`, {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/json',
      'x-gangway-device': sessions[0].device,
      authorization: `Bearer ${sessions[0].token}`,
    },
    body: JSON.stringify({
      namespace: 'eip155',
      method: 'personal_sign',
      params: ['0x00', sessions[0].address],
    }),
    signal: AbortSignal.timeout(15_000),
  }).then(async (response) => ({
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json().catch(() => ({})),
  }))
  const readyz = (await fetch(`${direct}/readyz`)).status
  const healthz = (await fetch(`${direct}/healthz`)).status
  await postgres.resume()
  // Back when the balancer has taken the instances in again (/readyz, rise 2).
  await waitUntil('the database back', {
    check: async () => (await fetch(`${target.url}/readyz`)).ok,
    timeoutMs: 30_000,
  })
  const outcomes = await load.stop()
  const alive = everyoneAlive()
  const after = await loginWorks().catch(() => false)
  const pass =
    alive &&
    after &&
    down.status === 503 &&
    down.retryAfter !== null &&
    readyz === 503 &&
    healthz === 200
  return {
    name: 'PostgreSQL restarted under load',
    pass,
    detail: `while down: /sign ${down.status} ${down.body.code} Retry-After ${down.retryAfter}, /readyz ${readyz}, /healthz ${healthz}; instances alive: ${alive}; signatures: ${describeOutcomes(outcomes)}; after: ${after ? 'ok' : 'failed'}`,
  }
}
