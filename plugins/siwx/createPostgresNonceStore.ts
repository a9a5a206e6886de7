import type { SiwxNonceStore } from './types.js'

/**
 * The one method the store needs: `pg`'s `Client`/`Pool`, `postgres`-style wrappers and
 * PGlite all have it.
 */
export type SqlClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
}

export type CreatePostgresNonceStoreParameters = {
  /** A connected client or pool. */
  client: SqlClient
  /** The table, created when missing. Default `siwx_nonces`. */
  table?: string | undefined
}

const identifier = /^[a-z_][a-z0-9_]{0,62}$/

/**
 * A nonce store in PostgreSQL (or anything that speaks its SQL, like PGlite): several servers
 * share it, and `INSERT … ON CONFLICT DO NOTHING` makes a nonce's first use win atomically.
 * Expired rows are removed as new nonces arrive.
 *
 * @param parameters - `client` (`pg.Pool`, `pg.Client`, PGlite) and optionally `table`.
 * @returns A store for `verifySiwx({ nonceStore })`.
 * @example
 * const nonceStore = createPostgresNonceStore({ client: new pg.Pool({ connectionString }) })
 */
export function createPostgresNonceStore(
  parameters: CreatePostgresNonceStoreParameters,
): SiwxNonceStore {
  const { client } = parameters
  const table = parameters.table ?? 'siwx_nonces'
  if (!identifier.test(table))
    throw new TypeError(`"${table}" is not a plain lowercase SQL table name.`)
  let ready: Promise<unknown> | undefined
  const prepare = () => {
    ready ??= client
      .query(
        `CREATE TABLE IF NOT EXISTS ${table} (nonce text PRIMARY KEY, expires_at timestamptz NOT NULL)`,
      )
      .catch((error: unknown) => {
        ready = undefined
        throw error
      })
    return ready
  }
  return {
    async consume(nonce, expiresAt) {
      await prepare()
      await client.query(`DELETE FROM ${table} WHERE expires_at <= now()`)
      const { rows } = await client.query(
        `INSERT INTO ${table} (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
        [nonce, expiresAt.toISOString()],
      )
      return rows.length === 1
    },
  }
}
