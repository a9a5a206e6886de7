import type { CaipAddress, CaipNetworkId, Namespace } from 'gangway/kernel'

/** A value or a promise of it: host callbacks may answer either way. */
export type MaybePromise<value> = value | Promise<value>

/**
 * The CAIP-122 data model of one sign-in message. Dates are RFC 3339 strings so a session
 * stores as JSON unchanged.
 */
export type SiwxMessageData = {
  /** The signing account, without the chain (the CAIP-10 `account_address`). */
  accountAddress: string
  /** The chain as a CAIP-2 id, e.g. `eip155:1`. */
  chainId: CaipNetworkId
  /**
   * RFC 3986 scheme of the asking origin, when the message names one (`https://example.com
   * wants you to…`); without it `https` is meant.
   */
  scheme?: string | undefined
  /** RFC 3986 authority that asks for the signature, e.g. `example.com` or `localhost:5173`. */
  domain: string
  /** RFC 3986 URI the sign-in is for, e.g. `https://example.com/login`. */
  uri: string
  /** Always `1`. */
  version: '1'
  /** At least 8 alphanumerics; the host's server checks it to stop replays. */
  nonce: string
  /** One line the visitor agrees to; never contains a line break. */
  statement?: string | undefined
  /** When the message was made. */
  issuedAt: string
  /** When the signed message stops being valid. */
  expirationTime?: string | undefined
  /** When the signed message starts being valid. */
  notBefore?: string | undefined
  /** The host's id for this sign-in request. */
  requestId?: string | undefined
  /** URIs the visitor wants resolved as part of the sign-in. */
  resources?: readonly string[] | undefined
}

/** SPEC §3 "Sign-in session": what was signed, its text and the signature. */
export type SiwxSession = {
  data: SiwxMessageData
  message: string
  signature: string
}

/** Which session: one per account and chain. */
export type SiwxSessionKey = { caipNetworkId: CaipNetworkId; address: string }

/**
 * Where sessions live. The default keeps them in the instance's storage (localStorage);
 * a host may keep them on its server instead (e.g. `set` posts the signature for checking
 * and throws when the server refuses it).
 */
export type SiwxStorage = {
  /** The session of an account on a chain, or `undefined` when there is none. */
  get(key: SiwxSessionKey): MaybePromise<SiwxSession | undefined>
  /** Keeps a new session; throwing rejects the sign-in. */
  set(session: SiwxSession): MaybePromise<void>
  /** Forgets the session of an account on a chain (sign-out). */
  delete(key: SiwxSessionKey): MaybePromise<void>
}

/** Checks signatures of one namespace (eip155, solana, bip122, …). */
export type SiwxVerifier = {
  namespace: Namespace
  /** `false` when this verifier cannot check messages for that chain (e.g. another RPC's chain). */
  supports?: ((caipNetworkId: CaipNetworkId) => MaybePromise<boolean>) | undefined
  /** `true` when `signature` is the account's signature over `message`. */
  verify(parameters: {
    message: string
    data: SiwxMessageData
    signature: string
  }): MaybePromise<boolean>
}

/** What `getNonce` is told about the sign-in it makes a nonce for. */
export type GetNonceParameters = {
  /** The chain; for one-click sign-in over WalletConnect, the preferred of those offered. */
  caipNetworkId: CaipNetworkId
  /**
   * The account; absent for one-click sign-in over WalletConnect, where the wallet picks the
   * account as it signs.
   */
  address?: string | undefined
}

/** The options of `siwx(options)`. */
export type SiwxOptions = {
  /** The visitor must sign in: cancelling disconnects, the prompt cannot be closed (default false). */
  required?: boolean | undefined
  /** One line shown in the message, e.g. `I accept the Terms of Service`. */
  statement?: string | undefined
  /** Defaults to the page's host (`location.host`). */
  domain?: string | undefined
  /** Defaults to the page's address (`location.href`). */
  uri?: string | undefined
  /** Lifetime of a signed message in ms; absent = no Expiration Time. */
  expiration?: number | undefined
  /** A nonce from the host's server; defaults to a local random one (12 alphanumerics). */
  getNonce?: ((parameters: GetNonceParameters) => MaybePromise<string>) | undefined
  /** Where sessions live; defaults to the instance's storage. */
  storage?: SiwxStorage | undefined
  /** Checks a new signature in the page before its session is stored. */
  verifiers?: readonly SiwxVerifier[] | undefined
}

/** Why `verifySiwx` refused a message: the check that failed. */
export type SiwxFailureReason =
  | 'malformed'
  | 'domain'
  | 'uri'
  | 'nonce'
  | 'chain'
  | 'expired'
  | 'not-yet-valid'
  | 'signature'
  | 'replayed'

/**
 * Where `verifySiwx` remembers the nonces of accepted sign-ins, so a captured message and
 * signature cannot sign in twice. `createMemoryNonceStore` for one process,
 * `createPostgresNonceStore` for several servers on one database.
 */
export type SiwxNonceStore = {
  /**
   * Records `nonce` as used until `expiresAt`. Resolves `true` the first time, `false` when it
   * was already used (a replay). Must be atomic: two concurrent calls never both get `true`.
   */
  consume(nonce: string, expiresAt: Date): Promise<boolean>
}

/** The plugin's state slice, which the view reads. */
export type SiwxState = {
  /** `signing` while the wallet is asked; `error` after a failed attempt. */
  status: 'idle' | 'signing' | 'error'
  /** The account the prompt is for. */
  caipAddress: CaipAddress | undefined
  /**
   * One-click sign-in (a wallet that signs while it connects): `verifying` while its signed
   * messages are checked and kept, `refused` when they did not pass.
   */
  oneClick: 'idle' | 'verifying' | 'refused'
}
