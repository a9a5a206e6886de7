import { randomUUID } from 'node:crypto'
import type { Database, Queryable } from './database.js'
import { toBytes } from './database.js'
import type { MasterKey } from './envelope.js'
import { generateUserSecrets, type StoredUserKeys, sealUserSecrets } from './keys.js'

/** A user as the service knows it. */
export type UserRecord = {
  id: string
  email: string
  eip155Address: string
  solanaAddress: string
}

/** SPEC §3 embedded user, as the API returns it. */
export type EmbeddedUser = {
  email: string
  username: null
  accounts: [
    { namespace: 'eip155'; address: string; type: 'eoa' },
    { namespace: 'solana'; address: string; type: 'eoa' },
  ]
  address: string
  chainId: number
  preferredAccountType: 'eoa'
  smartAccountDeployed: false
}

/** SPEC §9: the default embedded chain. */
const defaultEmbeddedChainId = 1

const selectUser = `SELECT u.id, u.email, k.eip155_address, k.solana_address
  FROM users u JOIN user_keys k ON k.user_id = u.id`

type UserRow = { id: string; email: string; eip155_address: string; solana_address: string }

const toRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  eip155Address: row.eip155_address,
  solanaAddress: row.solana_address,
})

export async function findUserByEmail(
  database: Queryable,
  email: string,
): Promise<UserRecord | undefined> {
  const [row] = await database.query<UserRow>(`${selectUser} WHERE u.email = $1`, [email])
  return row && toRecord(row)
}

export async function findUserById(
  database: Queryable,
  id: string,
): Promise<UserRecord | undefined> {
  const [row] = await database.query<UserRow>(`${selectUser} WHERE u.id = $1`, [id])
  return row && toRecord(row)
}

/**
 * Returns the user of `email`, creating it with new keys on its first login. Concurrent
 * first logins of one address (any instance) end with one user: the unique e-mail decides,
 * and the loser reads the winner's row.
 */
export async function findOrCreateUser(
  database: Database,
  masterKey: MasterKey,
  email: string,
  now: number,
): Promise<UserRecord> {
  const existing = await findUserByEmail(database, email)
  if (existing) return existing
  const id = randomUUID()
  const stored = sealUserSecrets(masterKey, id, generateUserSecrets())
  const created = await database.transaction(async (tx) => {
    const inserted = await tx.query(
      'INSERT INTO users (id, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING RETURNING id',
      [id, email, now],
    )
    if (inserted.length === 0) return false
    await tx.query(
      `INSERT INTO user_keys (user_id, eip155_address, solana_address, master_key_id,
         wrapped_data_key, eip155_secret, solana_secret) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        stored.eip155Address,
        stored.solanaAddress,
        stored.masterKeyId,
        stored.wrappedDataKey,
        stored.eip155Secret,
        stored.solanaSecret,
      ],
    )
    return true
  })
  const user = created
    ? { id, email, eip155Address: stored.eip155Address, solanaAddress: stored.solanaAddress }
    : await findUserByEmail(database, email)
  if (!user) throw new Error(`The user ${email} vanished while being created`)
  return user
}

/** Reads a user's sealed keys. */
export async function readStoredKeys(database: Queryable, userId: string): Promise<StoredUserKeys> {
  const [row] = await database.query<{
    eip155_address: string
    solana_address: string
    master_key_id: string
    wrapped_data_key: unknown
    eip155_secret: unknown
    solana_secret: unknown
  }>('SELECT * FROM user_keys WHERE user_id = $1', [userId])
  if (!row) throw new Error(`No keys stored for user ${userId}`)
  return {
    eip155Address: row.eip155_address,
    solanaAddress: row.solana_address,
    masterKeyId: row.master_key_id,
    wrappedDataKey: toBytes(row.wrapped_data_key),
    eip155Secret: toBytes(row.eip155_secret),
    solanaSecret: toBytes(row.solana_secret),
  }
}

/** The API's view of a user (SPEC §3 embedded user). */
export function toEmbeddedUser(user: UserRecord): EmbeddedUser {
  return {
    email: user.email,
    username: null,
    accounts: [
      { namespace: 'eip155', address: user.eip155Address, type: 'eoa' },
      { namespace: 'solana', address: user.solanaAddress, type: 'eoa' },
    ],
    address: user.eip155Address,
    chainId: defaultEmbeddedChainId,
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
}
