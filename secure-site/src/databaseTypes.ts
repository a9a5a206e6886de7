// The storage's shape, which both openers (PGlite in database.ts, PostgreSQL in openPostgres.ts)
// implement.
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
