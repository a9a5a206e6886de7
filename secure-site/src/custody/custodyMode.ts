import { ConfigError } from '../errors.js'

/**
 * Who holds the users' keys (CUSTODY). `server`: the site seals each key under MASTER_KEY
 * and signs on request. `shares`: the frame generates the key and splits it 2-of-3 (device,
 * auth, recovery); the server keeps only the auth share and the recovery ciphertext.
 */
export type CustodyMode = 'server' | 'shares'

/**
 * What CUSTODY may say: a mode, or `auto` — the command's default when CUSTODY is unset:
 * `shares` for a new site, and the mode the database last recorded for an existing one
 * (`server` for users from before custody was recorded). See `chooseCustody`.
 */
export type CustodySetting = CustodyMode | 'auto'

/**
 * `createSecureSite`'s default when it is given no `custody` (embedding and tests): `server`.
 * The command (`npx gangway-secure-site`) passes `auto` instead, so new sites are `shares`.
 */
export const defaultCustodyMode: CustodyMode = 'server'

/**
 * Reads CUSTODY (`shares` or `server`; absent: `auto`). Anything else throws a ConfigError
 * naming the variable.
 *
 * @example
 * readCustodyMode('shares') // 'shares'
 * readCustodyMode(undefined) // 'auto'
 */
export function readCustodyMode(text: string | undefined): CustodySetting {
  if (text === undefined) return 'auto'
  if (text === 'server' || text === 'shares') return text
  throw new ConfigError(
    'CUSTODY',
    `CUSTODY must be shares (keys split 2-of-3 in the visitor's browser) or server (the site holds the keys) (got ${JSON.stringify(text)})`,
  )
}
