import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { logError } from './logError.js'

/** Something that runs SQL: the database, or one transaction on it. */
export interface Queryable {
  /** Runs one statement with `$1…` parameters and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>
}

/** The service's storage: PGlite (embedded) or PostgreSQL, behind one interface. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `work` in one transaction; it commits when `work` resolves, else rolls back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export type OpenDatabaseParameters =
  /** A PostgreSQL connection string (`postgres://…`). */
  | { url: string; dataDir?: undefined }
  /** A folder for an embedded PGlite database; absent: in memory (tests). */
  | { url?: undefined; dataDir?: string | undefined }

/**
 * Opens PostgreSQL when a URL is given, else an embedded PGlite database.
 *
 * @example
 * const database = await openDatabase({ dataDir: '.gangway-secure-site/db' })
 */
export async function openDatabase(parameters: OpenDatabaseParameters): Promise<Database> {
  if (parameters.url !== undefined) return openPostgres(parameters.url)
  if (parameters.dataDir !== undefined) mkdirSync(parameters.dataDir, { recursive: true })
  const lite = await PGlite.create(parameters.dataDir)
  const liteQueryable = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params])
      return result.rows
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  })
  return {
    kind: 'pglite',
    ...liteQueryable(lite),
    transaction: (work) => lite.transaction((tx) => work(liteQueryable(tx))),
    close: () => lite.close(),
  }
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client's error (the server restarting) must not crash the process.
  pool.on('error', (error) => logError('secure-site: idle PostgreSQL client error', error))
  const clientQueryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params])
      return result.rows as Row[]
    },
    async exec(sql: string) {
      await target.query(sql)
    },
  })
  return {
    kind: 'postgres',
    ...clientQueryable(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work(clientQueryable(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

/** Reads a bytea column: PGlite gives Uint8Array, pg gives Buffer. */
export function toBytes(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return new Uint8Array(value)
  throw new TypeError('Expected a bytea column')
}

/** Reads a bigint column: pg gives a string, PGlite a number or bigint. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'bigint' || typeof value === 'string') return Number(value)
  throw new TypeError('Expected a numeric column')
}
