import pg from 'pg'
import type { Database, DatabaseLimits, Queryable } from './databaseTypes.js'
import { DatabaseUnavailableError } from './errors.js'
import { isDatabaseUnavailable } from './isDatabaseUnavailable.js'
import { logError } from './logError.js'

// Past the statement timeout, how long to wait for an answer PostgreSQL should have sent:
// a frozen server or a cut network enforces no timeout of its own.
const answerGraceMs = 1_000
// At most this many distinct statements are prepared per connection (see `statementName`).
const maxPreparedStatements = 500

/**
 * Opens a pool on PostgreSQL where no database fault can crash the process or hold a
 * request past its limits: every client has an `'error'` listener while checked out too,
 * statements and idle transactions are bounded on the server, waits for an answer and
 * for a connection in the process, and every such fault becomes a DatabaseUnavailableError
 * (503). A client that failed this way is discarded, never pooled again.
 *
 * @param url - DATABASE_URL; it never reaches a log line.
 * @example
 * const database = openPostgres(url, { poolSize: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 5_000, idleInTransactionTimeoutMs: 10_000 })
 */
export function openPostgres(url: string, limits: DatabaseLimits): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolSize,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    application_name: 'gangway-secure-site',
    keepAlive: true,
  })
  // Clients whose connection failed; a WeakSet because the pool drops them on release.
  const broken = new WeakSet<pg.PoolClient>()
  // An idle client's error (the server restarting) must not crash the process.
  pool.on('error', (error) =>
    logError(error, { context: 'secure-site: idle PostgreSQL client error' }),
  )
  // The pool removes its own listener while a client is checked out: without this one a
  // backend terminated mid-transaction (57P01) is an unhandled 'error' event. The query
  // in flight, or the next one, reports the fault.
  pool.on('connect', (client) => client.on('error', () => broken.add(client)))

  // Statements with parameters run as named prepared statements: each connection parses and
  // plans one once, then only binds and executes it (about half PostgreSQL's CPU for a
  // login's statements, measured on issue 34's bench). Names are given to the first
  // `maxPreparedStatements` distinct texts; the site's SQL is a fixed set well below that.
  const statementNames = new Map<string, string>()
  const statementName = (sql: string, params: readonly unknown[]): string | undefined => {
    if (params.length === 0) return undefined
    let name = statementNames.get(sql)
    if (name === undefined && statementNames.size < maxPreparedStatements) {
      name = `gangway_${statementNames.size}`
      statementNames.set(sql, name)
    }
    return name
  }

  const checkOut = async (): Promise<pg.PoolClient> => {
    try {
      return await pool.connect()
    } catch (error) {
      // Whatever stops us getting a connection (refused, too many clients, our own
      // timeout, a password changed under us) is the database being unavailable.
      throw new DatabaseUnavailableError({ cause: error })
    }
  }

  /** The fault to report for `error` on `client`, if it is one. */
  const asFault = (client: pg.PoolClient, error: unknown) => {
    if (error instanceof DatabaseUnavailableError) return error
    if (broken.has(client) || isDatabaseUnavailable(error)) {
      return new DatabaseUnavailableError({ cause: error })
    }
    return undefined
  }

  const run = async (client: pg.PoolClient, sql: string, params: unknown[], waitMs: number) => {
    const name = statementName(sql, params)
    const query = (
      name === undefined
        ? client.query(sql, params)
        : client.query({ name, text: sql, values: params })
    ).catch((error: unknown) => {
      // A prepared statement whose tables changed shape under it (a newer instance's
      // migration, in a rolling deploy) fails with 0A000 on this connection until it ends:
      // discard the connection; the visitor's retry gets a fresh one.
      if (name !== undefined && (error as { code?: unknown }).code === '0A000') {
        broken.add(client)
        throw new DatabaseUnavailableError({
          details: 'A prepared statement outlived a schema change',
          cause: error,
        })
      }
      throw error
    })
    if (waitMs === 0) return query
    let timer: NodeJS.Timeout | undefined
    const silence = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        broken.add(client)
        reject(
          new DatabaseUnavailableError({
            details: `PostgreSQL did not answer within ${waitMs} ms`,
          }),
        )
      }, waitMs)
    })
    // Its late failure (the client is ended) has no one left to tell.
    query.catch(() => undefined)
    try {
      return await Promise.race([query, silence])
    } finally {
      clearTimeout(timer)
    }
  }

  const clientQueryable = (client: pg.PoolClient, waitMs: () => number): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        return (await run(client, sql, [...params], waitMs())).rows as Row[]
      } catch (error) {
        throw asFault(client, error) ?? error
      }
    },
    async exec(sql: string) {
      try {
        await run(client, sql, [], waitMs())
      } catch (error) {
        throw asFault(client, error) ?? error
      }
    },
  })

  const defaultWaitMs = () => limits.statementTimeoutMs + answerGraceMs

  /** Runs `work` on a client of its own, then pools it again or discards it if it failed. */
  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await checkOut()
    let fault: DatabaseUnavailableError | undefined
    try {
      return await work(client)
    } catch (error) {
      fault = asFault(client, error)
      throw fault ?? error
    } finally {
      client.release(fault !== undefined || broken.has(client))
    }
  }

  return {
    kind: 'postgres',
    query: <Row>(sql: string, params?: readonly unknown[]) =>
      withClient((client) => clientQueryable(client, defaultWaitMs).query<Row>(sql, params)),
    exec: (sql) => withClient((client) => clientQueryable(client, defaultWaitMs).exec(sql)),
    transaction: (work, options = {}) =>
      withClient(async (client) => {
        const statementTimeoutMs = options.statementTimeoutMs ?? limits.statementTimeoutMs
        const tx = clientQueryable(client, () =>
          statementTimeoutMs === 0 ? 0 : statementTimeoutMs + answerGraceMs,
        )
        await tx.exec('BEGIN')
        try {
          if (options.statementTimeoutMs !== undefined) {
            await tx.query("SELECT set_config('statement_timeout', $1, true)", [
              String(options.statementTimeoutMs),
            ])
          }
          const result = await work(tx)
          await tx.exec('COMMIT')
          return result
        } catch (error) {
          // A failed connection rolls back on its own; ROLLBACK on it would only wait.
          if (asFault(client, error) === undefined) await tx.exec('ROLLBACK').catch(() => undefined)
          throw error
        }
      }),
    close: () => pool.end(),
  }
}
