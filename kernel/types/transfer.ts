import type { CaipNetworkId, Network } from './network.js'

/** A balance as shown to the visitor (SPEC §3 "Token balance entry"). */
export type TokenBalance = {
  name: string
  symbol: string
  caipNetworkId: CaipNetworkId
  /** Absent for the native currency. */
  address?: string | undefined
  /** Raw amount in the smallest unit. */
  value: bigint
  decimals: number
  /** Decimal string, full precision. */
  formatted: string
  price?: number | undefined
  iconUrl?: string | undefined
}

/** A transfer of the native coin, or of a token when `token` is set. */
export type TransferParameters = {
  /** The paying address (the connection's active account). */
  from: string
  /** The receiver's address. */
  to: string
  /** In the asset's smallest unit (wei, lamports, satoshis…). */
  amount: bigint
  /** The token's contract or mint address; absent for the native coin. */
  token?: string | undefined
  /**
   * With `token`, the transfer moves this NFT (`amount` of it for an ERC-1155-like token)
   * instead of a fungible amount (eip155: `safeTransferFrom`). A chain whose NFTs are plain
   * tokens (a Solana NFT is a mint with 0 decimals) moves `amount` of `token` as usual.
   */
  nft?: { tokenId: bigint; standard: 'erc721' | 'erc1155' } | undefined
  network: Network
}

/** What a transfer costs the sender besides the amount, in the native coin's smallest unit. */
export type TransferEstimate = {
  /** The most the sender pays besides the amount: the network fee, plus `rent` where charged. */
  fee: bigint
  /** The part of `fee` that opens an account for the receiver (a Solana token account). */
  rent?: bigint | undefined
  /**
   * The chain's own pricing behind `fee` (gas and fee per gas, a fee rate…): given back to
   * `sendTransfer`, so a transfer pays at most the fee the visitor saw.
   */
  quote?: Readonly<Record<string, bigint | number | undefined>> | undefined
}

/** What `sendTransfer` sends: a transfer, through one connector's wallet. */
export type SendTransferParameters = TransferParameters & {
  connectorId: string
  /** The estimate the visitor saw; the transfer pays at most its `fee`. */
  estimate?: TransferEstimate | undefined
}
