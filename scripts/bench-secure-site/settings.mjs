/**
 * The bench's knobs, read from the environment once at the start (README's bench section
 * describes them), so that every part of a run sees the same figures.
 */
export function readSettings(environment = process.env) {
  return {
    logins: Number(environment.BENCH_LOGINS ?? 400),
    signatures: Number(environment.BENCH_SIGNATURES ?? 2000),
    // Enough logins at once that the instances, not the round trips, set the pace: a login
    // waits on its mail and on PostgreSQL, and 64 at once left one instance idle at times.
    loginConcurrency: Number(environment.BENCH_LOGIN_CONCURRENCY ?? 128),
    signConcurrency: Number(environment.BENCH_SIGN_CONCURRENCY ?? 64),
    instanceCounts: (environment.BENCH_INSTANCES ?? '1,2,3').split(',').map(Number),
    /** Signatures per round of the CPU per signature past the database. */
    cpuSignatures: Number(environment.BENCH_CPU_SIGNATURES ?? 2000),
    /** BENCH_PGLITE=0: no PGlite row. */
    pglite: environment.BENCH_PGLITE !== '0',
    /** BENCH_FAULTS=0: no faults. */
    faults: environment.BENCH_FAULTS !== '0',
    /** BENCH_BALANCER=node: the Node balancer even where haproxy is installed. */
    nodeBalancer: environment.BENCH_BALANCER === 'node',
    /** BENCH_PROFILE_DIR: where each instance writes its V8 CPU profile, if set. */
    profileDir: environment.BENCH_PROFILE_DIR,
    /** The faults' SMTP_TIMEOUT_MS; the load rows keep the service's default. */
    smtpTimeoutMs: 3_000,
  }
}
