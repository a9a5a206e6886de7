import type { PreviewAction } from 'gangway/kernel'

/** One instruction of a Solana transaction, its account indexes resolved to addresses. */
export type SolanaInstruction = {
  programAddress: string
  accounts: readonly string[]
  data: Uint8Array
}

/** Which authority of a token account or mint a `setAuthority` changes. */
export type SolanaAuthorityKind = 'mintTokens' | 'freezeAccount' | 'accountOwner' | 'closeAccount'

/**
 * What a decoded instruction does to assets, before anything is read from the chain. Token
 * effects name token accounts; whose they are (and their mint) is read from the chain.
 */
export type SolanaEffect =
  /** Lamports from one account to another (System transfer, createAccount's funding, nonce withdraw). */
  | { type: 'moveSol'; from: string; to: string; amount: bigint }
  /** Tokens between token accounts; no `source` for a mint, `mint` only when the instruction names it. */
  | {
      type: 'moveToken'
      source?: string | undefined
      destination: string
      authority: string
      amount: bigint
      mint?: string | undefined
    }
  /** Tokens destroyed from a token account. */
  | { type: 'burn'; account: string; authority: string; amount: bigint; mint?: string | undefined }
  /** A delegate may move up to `amount` of the account's tokens (Token `approve`). */
  | {
      type: 'delegate'
      account: string
      delegate: string
      owner: string
      amount: bigint
      mint?: string | undefined
    }
  /** A token account's or mint's authority handed to someone else (absent: removed). */
  | {
      type: 'authority'
      account: string
      owner: string
      kind: SolanaAuthorityKind
      newAuthority?: string | undefined
    }
  /** A token account closed: its lamports go to `destination`. */
  | { type: 'close'; account: string; destination: string; owner: string }
  /** An account's owning program changed (System `assign`): that program then controls it. */
  | { type: 'assign'; account: string; program: string }

/** An instruction as the preview understood it (or not). */
export type SolanaDecoded = {
  action: PreviewAction
  effects: readonly SolanaEffect[]
  /** `false` when the preview does not know what it does. */
  known: boolean
  /** Compute Budget settings it carries, for the fee when the node cannot price the message. */
  computeUnitLimit?: number | undefined
  /** Micro-lamports per compute unit. */
  computeUnitPrice?: bigint | undefined
}
