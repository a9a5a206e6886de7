import type { Network } from 'gangway/kernel'
import { numberToHex } from 'viem'
import { askWallet } from './askWallet.js'
import { getSessionCapabilities, isOverRelay } from './getSessionCapabilities.js'
import {
  type PermissionsSupport,
  permissionsCapability,
  supportedExecutionPermissions,
} from './parsePermissions.js'
import type { Eip155Context } from './types.js'

/** How long a wallet gets to answer each of the two questions (they never prompt). */
export const permissionsSupportTimeout = 2_000

export type GetPermissionsSupportParameters = {
  connectorId: string
  /** The connected account. */
  address: string
  network: Network
}

/**
 * Whether the connected wallet grants ERC-7715 permissions (sessions) on the network, and in
 * which form (SPEC §7 `wallet_grantPermissions`). Both questions are silent reads:
 *
 * 1. `wallet_getSupportedExecutionPermissions` (the ERC's current text): permission types on
 *    the chain mean requests go as `wallet_requestExecutionPermissions`.
 * 2. Otherwise EIP-5792 `wallet_getCapabilities` with `permissions: { supported: true }` on the
 *    chain (the ERC's earlier text): requests go as `wallet_grantPermissions`.
 *
 * A wallet that answers neither, refuses, takes over 2 s or answers something invalid does not
 * offer sessions. A WalletConnect wallet is not asked (every request there reaches the
 * visitor's phone): what it declared in its CAIP-25 session properties (`permissions`,
 * ERC-7715's earlier text) is read from the session instead.
 *
 * @returns The form and the permission types, or `undefined`.
 * @example
 * const support = await getPermissionsSupport(context, { connectorId, address, network: base })
 * if (support) offerSessions(support.permissionTypes)
 */
export async function getPermissionsSupport(
  context: Eip155Context,
  parameters: GetPermissionsSupportParameters,
): Promise<PermissionsSupport | undefined> {
  const chainId = Number(parameters.network.id)
  if (isOverRelay(context, parameters.connectorId)) {
    // ERC-7715 (earlier text) has such wallets declare `permissions` in the CAIP-25 session.
    const declared = permissionsCapability(
      await getSessionCapabilities(context, { ...parameters, chainId }),
      chainId,
    )
    return declared ? { method: 'wallet_grantPermissions', permissionTypes: declared } : undefined
  }
  let provider: ReturnType<Eip155Context['getProvider']>
  try {
    provider = context.getProvider(parameters.connectorId)
  } catch {
    return undefined
  }
  const ask = (method: string, params: unknown) =>
    askWallet(context, { provider, method, params, timeout: permissionsSupportTimeout }).catch(
      (error: unknown) => {
        context.kernel.log.debug(`${method} failed`, error)
        return undefined
      },
    )
  const current = supportedExecutionPermissions(
    await ask('wallet_getSupportedExecutionPermissions', []),
    chainId,
  )
  if (current) return { method: 'wallet_requestExecutionPermissions', permissionTypes: current }
  const earlier = permissionsCapability(
    await ask('wallet_getCapabilities', [parameters.address, [numberToHex(chainId)]]),
    chainId,
  )
  return earlier ? { method: 'wallet_grantPermissions', permissionTypes: earlier } : undefined
}
