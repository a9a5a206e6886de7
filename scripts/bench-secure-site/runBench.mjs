import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres } from '../../secure-site/test/support/startPostgres.ts'
import { startSmtpFront } from '../../secure-site/test/support/startSmtpFront.ts'
import { detectHaproxy } from './balancer.mjs'
import { stopChild } from './childProcesses.mjs'
import { startCluster } from './cluster.mjs'
import { runFaults } from './faults/index.mjs'
import { failureKind } from './http.mjs'
import { loadRun } from './load.mjs'
import { pgliteRun } from './pgliteRun.mjs'
import { progress } from './progress.mjs'
import { printReport } from './report.mjs'
import { readSettings } from './settings.mjs'
import { signingCpu } from './signingCpu.mjs'
import { startSmtpServer } from './smtpSink.mjs'

/** The whole bench, in the order of the entry's header (1–4), then the report. */
export async function runBench() {
  const settings = readSettings()
  const loadAtStart = loadavg()
  const started = [] // child processes this bench started, ended by their own handles
  const cleanups = []
  const haproxyVersion = detectHaproxy(settings)
  const processes = { haproxyVersion, profileDir: settings.profileDir, started }

  // 1. CPU per signature past the database.
  const cpuRows = await signingCpu(settings.cpuSignatures)
  // 2. PGlite in this process.
  const rows = []
  if (settings.pglite) {
    progress('PGlite, in this process')
    const pglite = await pgliteRun(settings)
    rows.push({ setup: 'PGlite, 1 instance in the load process', ...pglite })
  }

  // 3. Instances behind a balancer.
  const postgres = await startPostgres()
  cleanups.push(() => postgres.stop())
  const sink = await startSmtpServer({ started })
  cleanups.push(() => sink.close())
  const front = await startSmtpFront(sink.port)
  cleanups.push(() => front.close())
  const faults = []
  const report = () => printReport({ settings, haproxyVersion, loadAtStart, rows, cpuRows, faults })
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
      ...(faults ? { SMTP_TIMEOUT_MS: String(settings.smtpTimeoutMs) } : {}),
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
    for (const count of settings.instanceCounts) {
      progress(`PostgreSQL, ${count} instance(s)`)
      const cluster = await startCluster(count, {
        ...processes,
        environment: environmentFor(origin),
      })
      try {
        const result = await loadRun(cluster.target, {
          codeOf,
          known: {
            instances: cluster.instances.map((instance) => instance.child.pid),
            sink: sink.pid,
          },
          settings,
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

    // 4. Faults, against 2 instances (BENCH_FAULTS=0: none, and the report is printed before
    // the processes end).
    if (!settings.faults) return report()
    const cluster = await startCluster(2, {
      ...processes,
      environment: environmentFor(origin, { faults: true }),
    })
    try {
      const { smtpTimeoutMs } = settings
      const parameters = { postgres, front, codeOf, origin, haproxyVersion, smtpTimeoutMs }
      faults.push(...(await runFaults(cluster, parameters)))
    } finally {
      await cluster.stop()
    }
  } finally {
    for (const child of started) await stopChild(child)
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
  }
  report()
}
