import type { PreviewAction } from 'gangway/kernel'
import type { Address, Hex } from 'viem'

/** One call of an EVM request, as `eth_sendTransaction` or `wallet_sendCalls` gives it. */
export type EvmCall = {
  to?: Address | undefined
  data?: Hex | undefined
  /** Wei. */
  value?: bigint | undefined
}

/**
 * Which standard an asset movement or approval is: `erc20or721` for the selectors the two
 * share (`transferFrom`, `approve`), settled by reading the contract.
 */
export type AssetStandard = 'native' | 'erc20' | 'erc721' | 'erc1155' | 'erc20or721'

/** What a decoded call does to assets, before anything is read from the chain. */
export type CallEffect =
  | {
      type: 'move'
      standard: AssetStandard
      /** The token contract; absent for the native coin. */
      token?: Address | undefined
      /** Absent: the caller itself (`transfer`, a native value). */
      from?: Address | undefined
      to: Address
      /** Smallest unit (ERC-20, native, ERC-1155) or the token id (ERC-721, ambiguous). */
      amount: bigint
      /** ERC-1155's id. */
      tokenId?: bigint | undefined
    }
  | {
      type: 'allow'
      standard: AssetStandard
      token: Address
      spender: Address
      scope: 'amount' | 'all'
      /** Smallest unit, or the token id for an ambiguous `approve`. */
      amount?: bigint | undefined
      expiresAt?: number | undefined
      via: 'approve' | 'increaseAllowance' | 'setApprovalForAll' | 'permit' | 'permit2' | 'seaport'
    }

/** A call or message a preview understood (or not). */
export type Decoded = {
  action: PreviewAction
  effects: readonly CallEffect[]
  /** `false` when the preview does not know what it does. */
  known: boolean
}
