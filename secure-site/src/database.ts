import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { openPostgres } from './openPostgres.js'

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
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>
  close(): Promise<void>
}

export type TransactionOptions = {
  /**
   * Longest one statement of this transaction may run, in ms, instead of the database's
   * statement timeout; 0: no limit (migrations waiting for another instance's). PostgreSQL
   * only: PGlite runs in the process and has no such faults.
   */
  statementTimeoutMs?: number | undefined
}

/** How long a request may wait on PostgreSQL, and how many connections an instance opens. */
export type DatabaseLimits = {
  /** DATABASE_POOL_SIZE: connections this instance opens at most (default 10). */
  poolSize: number
  /** DATABASE_CONNECT_TIMEOUT_MS: longest wait for a connection, pooled or new (default 5000). */
  connectTimeoutMs: number
  /** DATABASE_STATEMENT_TIMEOUT_MS: longest one statement may run, lock waits included (default 5000). */
  statementTimeoutMs: number
  /**
   * DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: how long a transaction may sit idle before
   * PostgreSQL ends its session and frees its locks (default 10000).
   */
  idleInTransactionTimeoutMs: number
}

/** With these, no request waits on the database for much more than 10 s. */
export const defaultDatabaseLimits: DatabaseLimits = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 5_000,
  idleInTransactionTimeoutMs: 10_000,
}

export type OpenDatabaseParameters =
  /** A PostgreSQL connection string (`postgres://…`) and the pool's limits. */
  | { url: string; dataDir?: undefined; limits?: Partial<DatabaseLimits> | undefined }
  /** A folder for an embedded PGlite database; absent: in memory (tests). */
  | { url?: undefined; dataDir?: string | undefined; limits?: undefined }

/**
 * Opens PostgreSQL when a URL is given, else an embedded PGlite database.
 *
 * @example
 * const database = await openDatabase({ dataDir: '.gangway-secure-site/db' })
 */
export async function openDatabase(parameters: OpenDatabaseParameters): Promise<Database> {
  if (parameters.url !== undefined) {
    return openPostgres(parameters.url, { ...defaultDatabaseLimits, ...parameters.limits })
  }
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
