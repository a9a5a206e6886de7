import { ConfigError } from '../errors.js'

/**
 * Who holds the users' keys (CUSTODY). `server`: the site seals each key under MASTER_KEY
 * and signs on request. `shares`: the frame generates the key and splits it 2-of-3 (device,
 * auth, recovery); the server keeps only the auth share and the recovery ciphertext.
 */
export type CustodyMode = 'server' | 'shares'

/** CUSTODY's default. `server` for now: flipping it to `shares` is a later step (issue 32). */
export const defaultCustodyMode: CustodyMode = 'server'

/**
 * Reads CUSTODY (`shares` or `server`; absent: the default). Anything else throws a
 * ConfigError naming the variable.
 *
 * @example
 * readCustodyMode('shares') // 'shares'
 */
export function readCustodyMode(text: string | undefined): CustodyMode {
  if (text === undefined) return defaultCustodyMode
  if (text === 'server' || text === 'shares') return text
  throw new ConfigError(
    'CUSTODY',
    `CUSTODY must be shares (keys split 2-of-3 in the visitor's browser) or server (the site holds the keys) (got ${JSON.stringify(text)})`,
  )
}
