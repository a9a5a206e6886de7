import type { Namespace } from 'gangway/kernel'

/** The parts of a session a wallet declares itself in (CAIP-25). */
type DeclaringSession = {
  sessionProperties?: Readonly<Record<string, unknown>> | undefined
  scopedProperties?: Readonly<Record<string, unknown>> | undefined
}

type Capabilities = Record<string, Record<string, unknown>>

/** Property values beyond these are not a capability a wallet means (and not read). */
const maxKeys = 64
const maxText = 8_192

/** A CAIP-25 property: an object, or an object as a JSON string (as wallets send them). */
function readValue(value: unknown): unknown {
  if (typeof value !== 'string' || value.length > maxText) return value
  if (value === 'true') return true
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A flat list property ("a,b") as an array of its names. */
const list = (value: unknown) =>
  typeof value === 'string' && value.length <= maxText
    ? value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : Array.isArray(value)
      ? value
      : undefined

/**
 * One scope's properties as EIP-5792 capabilities: objects (or JSON strings of them) as they
 * are, and the flat forms ERCs give for CAIP-25 — `permissions: "true"` with `permissionTypes`
 * "a,b" (ERC-7715's earlier text), or `assetDiscovery: "true"` (ERC-7811) — as
 * `{ supported: true, … }`. What the capability says is checked by whoever reads it.
 */
function toCapabilities(properties: unknown): Capabilities {
  if (!isObject(properties)) return {}
  const capabilities: Capabilities = {}
  for (const [key, raw] of Object.entries(properties).slice(0, maxKeys)) {
    // `eip155:1:0x…` inside a chain's scope is the account's own scope, read separately.
    if (key.includes(':')) continue
    const value = readValue(raw)
    if (isObject(value)) capabilities[key] = value
    else if (value === true) capabilities[key] = { supported: true }
  }
  if (capabilities.permissions?.supported === true && !capabilities.permissions.permissionTypes) {
    const types = list(properties.permissionTypes)
    if (types) capabilities.permissions = { ...capabilities.permissions, permissionTypes: types }
  }
  return capabilities
}

/**
 * The capabilities a wallet declared in its WalletConnect session, as `wallet_getCapabilities`
 * would answer them (by hex chain id) for `address` on `chainIds`: the session-wide
 * `sessionProperties`, then `scopedProperties` for the chain (`eip155:8453`), then for the
 * account on it (`eip155:8453:0x…`), later ones winning. Read from the session only — asking
 * the wallet wakes the visitor's phone, and @walletconnect/universal-provider keeps only the
 * few capabilities it knows before it asks.
 *
 * @returns The capabilities, or `undefined` when the session declares none.
 * @example
 * sessionCapabilities(session, { namespace: 'eip155', address, chainIds: [8453] })
 * // { '0x2105': { assetDiscovery: { supported: true } } }
 */
export function sessionCapabilities(
  session: DeclaringSession,
  parameters: { namespace: Namespace; address: string; chainIds: readonly number[] },
): Capabilities | undefined {
  const { namespace, address } = parameters
  const common = toCapabilities(session.sessionProperties)
  const scoped = isObject(session.scopedProperties) ? session.scopedProperties : {}
  const result: Capabilities = {}
  for (const chainId of parameters.chainIds) {
    if (!Number.isSafeInteger(chainId) || chainId < 0) continue
    const chain = `${namespace}:${chainId}`
    const forChain = readValue(scoped[chain])
    const forAccount = isObject(forChain)
      ? readValue(
          Object.entries(forChain).find(
            ([key]) => key.toLowerCase() === `${chain}:${address}`.toLowerCase(),
          )?.[1],
        )
      : undefined
    const merged = {
      ...common,
      ...toCapabilities(forChain),
      ...toCapabilities(forAccount),
    }
    if (Object.keys(merged).length) result[`0x${chainId.toString(16)}`] = merged
  }
  return Object.keys(result).length ? result : undefined
}
