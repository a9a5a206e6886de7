import { defineSlice, type TokenBalance } from 'gangway/kernel'

/** An NFT to send: `token.address` is its contract; the amount is how many (1 for ERC-721). */
export type SendNft = { tokenId: bigint; standard: 'erc721' | 'erc1155' }

/** A balance the form can send: a coin or fungible token, or one NFT (decimals 0). */
export type SendToken = TokenBalance & { nft?: SendNft | undefined }

/**
 * What another plugin or the host opens WalletSend with to send an NFT:
 * `kernel.router.push({ view: 'WalletSend', data: { nft } })`. Numbers are decimal strings, so the data stays
 * plain JSON; the form checks every field and ignores data for another network.
 */
export type WalletSendData = {
  nft: {
    caipNetworkId: string
    contract: string
    tokenId: string
    standard: 'erc721' | 'erc1155'
    /** How many the account holds (1 for ERC-721). */
    balance: string
    name?: string | undefined
    collection?: string | undefined
    /** https or data only; anything else is not shown. */
    imageUrl?: string | undefined
  }
}

/** SPEC §3 "Send state", kept in the kernel store as the `send` slice. */
export type SendState = {
  /** The token to send; `undefined` until the visitor picks one. */
  token: SendToken | undefined
  /** The amount as typed, a decimal string in the token's unit. */
  sendTokenAmount: string
  /** The receiver as typed; a name is replaced by its address once resolved. */
  receiverAddress: string
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  /** The native balance in US dollars, when a price is known. */
  networkBalanceInUSD: string | undefined
  /** A send is under way. */
  loading: boolean
  /** The connected account's balances on the active network. */
  tokenBalances: readonly TokenBalance[]
  /** When reading the balances last failed (SPEC §4: no retry for 30 s). */
  lastRetry: number | undefined
  /** What went wrong with the last send, in words for the visitor. */
  error: string | undefined
}

export const initialSendState: SendState = {
  token: undefined,
  sendTokenAmount: '',
  receiverAddress: '',
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
  tokenBalances: [],
  lastRetry: undefined,
  error: undefined,
}

/** The `send` slice: typed `get`, `update` and `subscribe` (`useSlice` in views). */
export const sendSlice = defineSlice({ name: 'send', initial: initialSendState })
