import type { UserRecord } from './findUser.js'

/** SPEC §3 embedded user, as the API returns it. */
export type EmbeddedUser = {
  email: string | null
  /** The social login's username; null after an e-mail login. */
  username: string | null
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

/** The API's view of a user (SPEC §3 embedded user). */
export function toEmbeddedUser(
  user: UserRecord,
  { username = null }: { username?: string | null | undefined } = {},
): EmbeddedUser {
  return {
    email: user.email,
    username,
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
