import type { CustodyChain } from './deviceShareStore.js'
import type { RecoveryEnvelope } from './recoveryPassword.js'

/** The frame's API call (`frame/api.ts`), passed in so this module shares its device and token. */
export type CustodyApi = <result>(
  path: string,
  options?: { method?: 'GET' | 'POST'; body?: unknown; auth?: boolean },
) => Promise<{ status: number; body: result }>

/** `GET custody/auth-share` (and `POST custody/export`): the server's share of each key. */
export type AuthShares = Record<CustodyChain, { address: string; authShare: string }>

/** The stored recovery factor's parameters (`GET custody/recovery`): no ciphertext. */
export type RecoveryParams = Record<
  CustodyChain,
  { address: string; recovery: { kind: RecoveryEnvelope['kind']; params: unknown } }
>

/** Both chains' keys are held alike: each in its three shares. */
export const chains = ['eip155', 'solana'] as const

/** Device shares are kept per account: its EVM address, lower case. */
export const accountOf = (eip155Address: string) => eip155Address.toLowerCase()

/** The user's stored recovery factor: its kind (`prf`: a passkey) and parameters. */
export async function readRecoveryParams(api: CustodyApi): Promise<RecoveryParams> {
  return (await api<RecoveryParams>('custody/recovery', { method: 'GET', auth: true })).body
}
