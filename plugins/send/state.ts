import { defineSlice, type TokenBalance } from 'gangway/kernel'

/** SPEC §3 "Send state", kept in the kernel store as the `send` slice. */
export type SendState = {
  /** The token to send; `undefined` until the visitor picks one. */
  token: TokenBalance | undefined
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
