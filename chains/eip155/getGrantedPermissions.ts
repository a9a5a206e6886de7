import type { Network } from 'gangway/kernel'
import * as z from 'zod/mini'
import { askWallet } from './askWallet.js'
import { isOverRelay } from './getSessionCapabilities.js'
import {
  type GrantedPermissionRecord,
  grantedPermissionsKey,
  readGrantedPermissions,
} from './grantedPermissions.js'
import type { Eip155Context } from './types.js'

/** How long a wallet gets to list what it granted (a silent read; it never prompts). */
export const grantedPermissionsTimeout = 2_000

export type GetGrantedPermissionsParameters = {
  connectorId: string
  /** The connected account. */
  address: string
  network: Network
}

const address = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const hexValue = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

/** One entry of `wallet_getGrantedExecutionPermissions` (the ERC's current text). */
const listedSchema = z.object({
  chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,13}$/)),
  from: z.optional(address()),
  to: address(),
  context: z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2}){1,32768}$/)),
  permission: z.object({
    type: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/)),
    data: z.optional(z.record(z.string(), z.unknown())),
  }),
  rules: z.optional(
    z.array(z.object({ type: z.string(), data: z.optional(z.unknown()) })).check(z.maxLength(64)),
  ),
})

/**
 * The sessions (ERC-7715 permissions) the connected wallet granted this site on the network,
 * not yet expired, oldest first: the ones Gangway recorded when the wallet granted them
 * (`requestPermissions`) and, from a wallet of the ERC's current text, the ones it lists
 * itself (`wallet_getGrantedExecutionPermissions`, a silent read, 2 s). A recorded one such a
 * wallet no longer lists was revoked in the wallet: it is dropped. A WalletConnect wallet is
 * not asked (every request there reaches the visitor's phone): its recorded ones are shown.
 *
 * @example
 * const sessions = await getGrantedPermissions(context, { connectorId, address, network: base })
 */
export async function getGrantedPermissions(
  context: Eip155Context,
  parameters: GetGrantedPermissionsParameters,
): Promise<GrantedPermissionRecord[]> {
  const { kernel } = context
  const { connectorId } = parameters
  const chainId = Number(parameters.network.id)
  const account = parameters.address.toLowerCase()
  const now = Math.floor(kernel.env.now() / 1000)
  const mine = (r: GrantedPermissionRecord) =>
    r.connectorId === connectorId && r.address === account && r.chainId === chainId
  const live = (r: GrantedPermissionRecord) => r.expiry === undefined || r.expiry > now
  const recorded = readGrantedPermissions(kernel).filter(mine)
  const listed = await askGranted(context, parameters, chainId)
  if (!listed) return recorded.filter(live)
  const byContext = new Map(recorded.map((r) => [r.context.toLowerCase(), r]))
  const sessions = listed.map((entry) => byContext.get(entry.context.toLowerCase()) ?? entry)
  // What the wallet no longer lists of the current form was revoked there: forget it.
  const gone = recorded.filter(
    (r) =>
      r.method === 'wallet_requestExecutionPermissions' &&
      !listed.some((entry) => entry.context.toLowerCase() === r.context.toLowerCase()),
  )
  if (gone.length) {
    const revoked = new Set(gone.map((r) => r.context.toLowerCase()))
    kernel.storage.set(
      grantedPermissionsKey,
      readGrantedPermissions(kernel).filter(
        (r) => !(mine(r) && revoked.has(r.context.toLowerCase())),
      ),
    )
  }
  return sessions.filter(live)
}

/** `wallet_getGrantedExecutionPermissions`, for this account and chain; `undefined` if not answered. */
async function askGranted(
  context: Eip155Context,
  parameters: GetGrantedPermissionsParameters,
  chainId: number,
): Promise<GrantedPermissionRecord[] | undefined> {
  if (isOverRelay(context, parameters.connectorId)) return undefined
  let answer: unknown
  try {
    const provider = context.getProvider(parameters.connectorId)
    answer = await askWallet(context, {
      provider,
      method: 'wallet_getGrantedExecutionPermissions',
      params: [],
      timeout: grantedPermissionsTimeout,
    })
  } catch (error) {
    context.kernel.log.debug('wallet_getGrantedExecutionPermissions failed', error)
    return undefined
  }
  if (!Array.isArray(answer) || answer.length > 256) return undefined
  const account = parameters.address.toLowerCase()
  const sessions: GrantedPermissionRecord[] = []
  for (const item of answer) {
    const parsed = z.safeParse(listedSchema, item)
    if (!parsed.success) continue
    const entry = parsed.data
    if (Number(entry.chainId) !== chainId) continue
    if (entry.from !== undefined && entry.from.toLowerCase() !== account) continue
    const allowance = z.safeParse(hexValue(), entry.permission.data?.allowance)
    const expiry = entry.rules?.find((rule) => rule.type === 'expiry')?.data as
      | { timestamp?: unknown }
      | undefined
    const timestamp = expiry?.timestamp
    sessions.push({
      connectorId: parameters.connectorId,
      address: account,
      chainId,
      method: 'wallet_requestExecutionPermissions',
      context: entry.context as `0x${string}`,
      to: entry.to,
      type: entry.permission.type,
      allowance: allowance.success ? (allowance.data as `0x${string}`) : undefined,
      expiry:
        typeof timestamp === 'number' && Number.isSafeInteger(timestamp) && timestamp >= 0
          ? timestamp
          : undefined,
    })
  }
  return sessions
}
