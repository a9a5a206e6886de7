import type { CaipAddress, CaipNetworkId } from './types/network.js'

/**
 * What a wallet is asked to sign while it connects: the CAIP-122 fields it must echo back.
 * The wallet adds its account, the chain it signs on and the time it signed.
 */
export type ConnectAuthenticationRequest = {
  /** CAIP-2 chains the sign-in may be for, the preferred one first. */
  chains: readonly CaipNetworkId[]
  /** RFC 3986 authority that asks, e.g. `example.com`. */
  domain: string
  /** RFC 3986 URI the sign-in is for. */
  uri: string
  /** The nonce the message must carry (at least 8 alphanumerics). */
  nonce: string
  /** One line the visitor agrees to. */
  statement?: string | undefined
  /** RFC 3339 time the signed message stops being valid. */
  expirationTime?: string | undefined
}

/** One message the wallet built and signed for a `ConnectAuthenticationRequest`. */
export type ConnectAuthentication = {
  /** The account and chain that signed. */
  caipAddress: CaipAddress
  /** The exact text the wallet signed. */
  message: string
  /** The wallet's signature over `message`. */
  signature: string
}

/**
 * One-click sign-in: a sign-in plugin offers it (`connections.setConnectAuthenticator`) and a
 * connector that can sign in while it connects (a relay's authenticated session) uses it;
 * neither knows the other. A connector that cannot simply connects, and the sign-in plugin
 * asks for its signature afterwards.
 */
export type ConnectAuthenticator = {
  /**
   * The request for a connection on these chains, or `undefined` when no sign-in is wanted;
   * a throw means the same (the connector connects without it).
   */
  prepare(parameters: {
    chains: readonly CaipNetworkId[]
  }): Promise<ConnectAuthenticationRequest | undefined>
  /**
   * Checks the wallet's signed messages against the request and keeps the sessions, before the
   * connector reports the connection. Throws to refuse it: the connector then ends the wallet's
   * session and rethrows.
   */
  complete(parameters: {
    request: ConnectAuthenticationRequest
    authentications: readonly ConnectAuthentication[]
  }): Promise<void>
  /**
   * The wallet's answer was refused before `complete` could see it (its relay client found a
   * message for another request or a signature that does not verify). Returns the error the
   * connector throws, in the sign-in plugin's words.
   */
  refuse(parameters: { request: ConnectAuthenticationRequest; cause: unknown }): Promise<Error>
}
