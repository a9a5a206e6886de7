// Sessions (ERC-7715 grants, issue 18): a dapp's key allowed calls to one target, within a limit.
import type { Address, Hex } from 'viem'
import { encodeFunctionData } from 'viem/utils'
import { accountAbi } from './accountAbi.js'
import type { SmartCall } from './accountCalls.js'

/** A session the owner grants a dapp's key (GangwayAccount.grantSession). */
export type SessionGrant = {
  key: Address
  target: Address
  /** `0x00000000`: plain value transfers to `target`. */
  selector: Hex
  spendLimit: bigint
  /** Unix seconds. */
  validUntil: number
}

/** A session as the account holds it now (GangwayAccount.sessions). */
export type HeldSession = SessionGrant & { spent: bigint }

/** topic0 of `SessionGranted(address,address,bytes4,uint48,uint128)` (a unit test checks it). */
export const sessionGrantedTopic: Hex =
  '0x8f374842b981025d4f4b0e48d2eaa8f88719f6615505b4be8800f3a6bce1e46f'

/** The account's own call that grants a session (sent as a user operation the owner signs). */
export function grantSessionCall(account: Address, grant: SessionGrant): SmartCall {
  return {
    to: account,
    data: encodeFunctionData({
      abi: accountAbi,
      functionName: 'grantSession',
      args: [grant.key, grant.target, grant.selector, grant.spendLimit, grant.validUntil],
    }),
  }
}

/** The account's own call that revokes a session key. */
export function revokeSessionCall(account: Address, key: Address): SmartCall {
  return {
    to: account,
    data: encodeFunctionData({ abi: accountAbi, functionName: 'revokeSession', args: [key] }),
  }
}
