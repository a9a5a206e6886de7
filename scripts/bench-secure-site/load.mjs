// The load: e-mail logins (connect → the mailed code → otp) and personal_sign, many at once,
// with their rate, latencies and failures.
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { cpuBetween, cpuSnapshot } from './cpu.mjs'
import { call } from './http.mjs'

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

/** Runs `count` tasks, `concurrency` at a time; the rate, latencies and failures. */
export async function measure({ count, concurrency, task }) {
  const latencies = []
  const failures = []
  let next = 0
  const startedAt = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++
        const begun = performance.now()
        try {
          await task(index)
          latencies.push(performance.now() - begun)
        } catch (error) {
          failures.push(error)
        }
      }
    }),
  )
  const seconds = (performance.now() - startedAt) / 1000
  latencies.sort((a, b) => a - b)
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    failed: failures.length,
    failures,
  }
}

/** One e-mail login of a new address (`index` names it), its code read with `codeOf`. */
export async function login(target, { codeOf, index }) {
  const email = `bench${index}x${randomBytes(4).toString('hex')}@example.com`
  const device = randomBytes(24).toString('base64url')
  await call(target, { path: '/api/v1/email/connect', body: { email }, device })
  const otp = await codeOf(email)
  const { token, user } = await call(target, {
    path: '/api/v1/email/otp',
    body: { email, otp },
    device,
  })
  return { email, token, device, address: user.address }
}

/** One personal_sign of `session`'s address (`index` makes the message). */
export const sign = (target, { session, index }) =>
  call(target, {
    path: '/api/v1/sign',
    body: {
      namespace: 'eip155',
      method: 'personal_sign',
      params: [`0x${Buffer.from(`bench ${index}`).toString('hex')}`, session.address],
    },
    device: session.device,
    token: session.token,
  })

/**
 * The logins, then the signatures, as many and as many at once as `settings` says; with `known`
 * (the instances' and the SMTP server's pids), also each process group's CPU per login and per
 * signature (an instance's is the whole request: HTTP, session check, database, keys, signing).
 */
export async function loadRun(target, { codeOf, known, settings }) {
  const { logins, loginConcurrency, signatures, signConcurrency } = settings
  const sessions = []
  const before = known ? await cpuSnapshot(known) : undefined
  const loginResult = await measure({
    count: logins,
    concurrency: loginConcurrency,
    task: async (index) => {
      sessions.push(await login(target, { codeOf, index }))
    },
  })
  const between = known ? await cpuSnapshot(known) : undefined
  const signResult = await measure({
    count: signatures,
    concurrency: signConcurrency,
    task: (index) => sign(target, { session: sessions[index % sessions.length], index }),
  })
  if (known) {
    const after = await cpuSnapshot(known)
    loginResult.cpu = cpuBetween({ before, after: between, count: logins })
    signResult.cpu = cpuBetween({ before: between, after, count: signatures })
  } else {
    loginResult.load = loadavg()[0]
  }
  return { loginResult, signResult, sessions }
}
