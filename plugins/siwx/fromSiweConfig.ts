import { InvalidOptionsError } from 'gangway/kernel'
import type { MaybePromise, SiwxOptions } from './types.js'

/** The legacy `siweConfig` option (Sign-In with Ethereum only), as far as Gangway reads it. */
export type SiweConfig = {
  /** Sign-in is required (default false). */
  required?: boolean | undefined
  statement?: string | undefined
  domain?: string | undefined
  uri?: string | undefined
  /** Message lifetime in seconds (the legacy unit). */
  expiry?: number | undefined
  getNonce?: (() => MaybePromise<string>) | undefined
  /** The host's check of a signed message (usually a call to its server). */
  verifyMessage?:
    | ((parameters: { message: string; signature: string }) => MaybePromise<boolean>)
    | undefined
}

const has = (config: Readonly<Record<string, unknown>>, key: string, type: string) =>
  config[key] === undefined || typeof config[key] === type

/**
 * Turns the legacy `siweConfig` into `siwx()` options: `createGangway({ siweConfig })` becomes
 * `createGangway({ plugins: [siwx(fromSiweConfig(siweConfig))] })` (both at once is an error).
 * `expiry` (seconds) becomes `expiration` (ms); `verifyMessage` becomes an eip155 verifier.
 * Other legacy fields (getSession, signOut, refetch intervals) are not used.
 *
 * @param config - The legacy configuration.
 * @returns Options for `siwx()`.
 * @example
 * siwx(fromSiweConfig({ required: true, getNonce: () => api.nonce(), verifyMessage: api.verify }))
 */
export function fromSiweConfig(
  config: SiweConfig | Readonly<Record<string, unknown>>,
): SiwxOptions {
  if (typeof config !== 'object' || config === null)
    throw new InvalidOptionsError({ plugin: 'siwx', issues: ['siweConfig: expected an object'] })
  const legacy = config as Readonly<Record<string, unknown>>
  const bad = [
    ['required', 'boolean'],
    ['statement', 'string'],
    ['domain', 'string'],
    ['uri', 'string'],
    ['expiry', 'number'],
    ['getNonce', 'function'],
    ['verifyMessage', 'function'],
  ].filter(([key, type]) => !has(legacy, key!, type!))
  if (bad.length)
    throw new InvalidOptionsError({
      plugin: 'siwx',
      issues: bad.map(([key, type]) => `siweConfig.${key}: expected a ${type}`),
    })
  const { required, statement, domain, uri, expiry, getNonce, verifyMessage } = config as SiweConfig
  const options: SiwxOptions = {}
  if (required !== undefined) options.required = required
  if (statement !== undefined) options.statement = statement
  if (domain !== undefined) options.domain = domain
  if (uri !== undefined) options.uri = uri
  if (expiry !== undefined) options.expiration = expiry * 1000
  if (getNonce) options.getNonce = () => getNonce()
  if (verifyMessage)
    options.verifiers = [
      {
        namespace: 'eip155',
        verify: ({ message, signature }) => verifyMessage({ message, signature }),
      },
    ]
  return options
}
