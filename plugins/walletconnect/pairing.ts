/** SPEC §4 "Pairing": a pairing lasts 4 minutes and counts as expired 10 s early. */
export const pairingLifetime = 4 * 60_000
export const pairingExpiryMargin = 10_000
/** How long the relay gets to answer before the visitor sees an error with a retry. */
export const relayTimeout = 8_000

/** What the Connecting views show. */
export type PairingState = {
  status: 'idle' | 'pairing' | 'connecting' | 'connected' | 'error'
  /** The `wc:` URI of the current pairing (QR code, deep links). */
  uri?: string | undefined
  /** When the pairing counts as expired (ms since the epoch). */
  expiresAt?: number | undefined
  error?:
    | {
        kind: 'relay' | 'rejected' | 'reset' | 'failed'
        message: string
        /** What failed, for the view to say in the visitor's language (a chain's worded error). */
        cause?: unknown
      }
    | undefined
}

/** SPEC §4: when a pairing shown at `shownAt` counts as expired (4 minutes, 10 s early). */
export const getPairingExpiry = (shownAt: number): number =>
  shownAt + pairingLifetime - pairingExpiryMargin

/**
 * SPEC §4: Telegram mini apps and Safari on iOS keep an unexpired pairing (opening the wallet
 * and coming back must not replace the URI the wallet is about to answer).
 *
 * @param environment - Defaults to the page's `navigator.userAgent` and `window.Telegram.WebApp`.
 * @example
 * reusesPairings({ userAgent: 'Mozilla/5.0 (iPhone; …) Version/17.0 Mobile/15E148 Safari/604.1' }) // true
 */
export function reusesPairings(
  environment: { userAgent?: string | undefined; telegram?: boolean | undefined } = {},
): boolean {
  const agent = environment.userAgent ?? globalThis.navigator?.userAgent ?? ''
  const telegram =
    environment.telegram ??
    Boolean((globalThis as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp)
  const iosSafari =
    /iP(hone|ad|od)/.test(agent) && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent)
  return telegram || iosSafari
}

/**
 * SPEC §4: a session is stale when the configured chains are not all among those requested
 * when it was proposed; it is then ended and a new one proposed.
 *
 * @example
 * isStaleSession(['eip155:1'], ['eip155:1', 'eip155:8453']) // true
 */
export function isStaleSession(
  requested: readonly string[] | undefined,
  configured: readonly string[],
): boolean {
  return configured.some((chain) => !(requested ?? []).includes(chain))
}
