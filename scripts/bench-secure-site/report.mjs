import { cpus, loadavg, totalmem } from 'node:os'
import { cpuGroups } from './cpu.mjs'

/**
 * The bench's report, on stdout: the machine and setup, the load rows, the CPU by process,
 * the CPU per signature past the database and the faults; a failed fault fails the run.
 */
export function printReport({ settings, haproxyVersion, loadAtStart, rows, cpuRows, faults }) {
  const { logins, loginConcurrency, signatures, signConcurrency } = settings
  const cpu = cpus()
  const loadAtEnd = loadavg()
  console.log(
    `secure-site bench: ${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z; load average ${loadAtStart[0].toFixed(1)} at the start, ${loadAtEnd[0].toFixed(1)} at the end`,
  )
  console.log(
    `balancer: ${haproxyVersion ? `haproxy ${haproxyVersion} (round robin, health check GET /readyz every 1 s, out after 2 failures, 3 s each)` : 'a Node TCP round-robin balancer in this script (haproxy not installed, or BENCH_BALANCER=node): no health checks, a refused connection goes to the next instance'}; SMTP: smtp-server in its own process, reading headers only (the faults' SMTP through a front that misbehaves on demand); ${logins} logins (${loginConcurrency} at once), ${signatures} personal_sign (${signConcurrency} at once) per row; the load from this process (node:http, kept-alive connections)`,
  )
  console.log('')
  /** A login's and a signature's figure side by side. */
  const pair = ([login, signature], digits = 2) =>
    `${login.toFixed(digits)} / ${signature.toFixed(digits)}`
  console.log(
    '| setup | logins/s | login p50 / p99 (ms) | signatures/s | signature p50 / p99 (ms) | instance CPU per login / signature (ms) | load generator CPU per login / signature (ms) | load average | failed |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const row of rows) {
    const { loginResult: l, signResult: s } = row
    console.log(
      `| ${row.setup} | ${l.perSecond.toFixed(0)} | ${pair([l.p50, l.p99], 0)} | ${s.perSecond.toFixed(0)} | ${pair([s.p50, s.p99], 0)} | ${l.cpu ? pair([l.cpu.perRequest.instances, s.cpu.perRequest.instances]) : 'in the load process'} | ${l.cpu ? pair([l.cpu.perRequest['load generator'], s.cpu.perRequest['load generator']]) : 'in the load process'} | ${(l.cpu?.load ?? l.load).toFixed(1)} | ${l.failed + s.failed} |`,
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
        `| ${setup} | ${cpuGroups.map((group) => pair([l.cpu.perRequest[group], s.cpu.perRequest[group]])).join(' | ')} | ${pair([l.cpu.ours, s.cpu.ours])} | ${percent(l.cpu.oursShare)} / ${percent(l.cpu.machineShare)} | ${percent(s.cpu.oursShare)} / ${percent(s.cpu.machineShare)} |`,
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
