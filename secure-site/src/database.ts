import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { Database, DatabaseLimits, Queryable } from './databaseTypes.js'
import { SecureSiteError } from './errors.js'
import { openPostgres } from './openPostgres.js'

export type {
  Database,
  DatabaseLimits,
  Queryable,
  TransactionOptions,
} from './databaseTypes.js'

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
  throw new SecureSiteError('DATABASE_VALUE_INVALID', 'Expected a bytea column')
}

/** Reads a bigint column: pg gives a string, PGlite a number or bigint. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'bigint' || typeof value === 'string') return Number(value)
  throw new SecureSiteError('DATABASE_VALUE_INVALID', 'Expected a numeric column')
}
