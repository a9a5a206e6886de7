import * as z from 'zod/mini'

/**
 * The two names of ERC-7715's request: `wallet_requestExecutionPermissions` (the ERC's current
 * text) and `wallet_grantPermissions` (its earlier text, the one SPEC §7 names).
 */
export type PermissionsMethod = 'wallet_requestExecutionPermissions' | 'wallet_grantPermissions'

/** A wallet's ERC-7715 support on one chain. */
export type PermissionsSupport = {
  /** The form the wallet takes requests in. */
  method: PermissionsMethod
  /** The permission types it says it grants (e.g. `native-token-allowance`); may be empty. */
  permissionTypes: readonly string[]
}

/** What a wallet granted (ERC-7715), reduced to what a dapp redeems or revokes it with. */
export type GrantedPermission = {
  method: PermissionsMethod
  /** Identifies the permission when redeeming (ERC-7710) or revoking it. */
  context: `0x${string}`
  /** Unix seconds; the wallet may have changed what was asked. `undefined`: not said. */
  expiry: number | undefined
  /** ERC-7710's delegation manager (current form). */
  delegationManager: `0x${string}` | undefined
  /** Accounts to deploy before the permission can be redeemed (ERC-4337 factory calls). */
  dependencies: readonly { factory: `0x${string}`; factoryData: `0x${string}` }[]
}

const hexChainId = /^0x[0-9a-fA-F]{1,13}$/
const address = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
/** A context is opaque bytes; 64 KiB of hex is far beyond any real one. */
const hexBytes = () => z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2}){0,32768}$/))
/** A permission or rule type: a short kebab-case name (shown to developers, never as HTML). */
const typeName = () => z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/))
// Checks written with `refine` and `regex` only: zod's number and union checks, used nowhere
// else, would land in a host's eager chunk under esbuild (it keeps a module's used parts in
// the chunk the module is placed in), and the minimum host is at its budget.
const unixSeconds = () =>
  z.number().check(z.refine((n) => Number.isSafeInteger(n) && n >= 0, 'not a time'))

const onChain = (key: string, chainId: number) =>
  hexChainId.test(key) && (Number(key) === chainId || Number(key) === 0)

/**
 * Whether `wallet_getCapabilities` (EIP-5792) says the wallet grants permissions on the chain:
 * `permissions: { supported: true }` under the chain's hex id or `0x0` (every chain), as the
 * ERC's earlier text has wallets say. Returns the `permissionTypes` it lists (valid names only).
 *
 * @returns The types (possibly none), or `undefined` when not supported.
 * @example
 * permissionsCapability({ '0x1': { permissions: { supported: true } } }, 1) // []
 */
export function permissionsCapability(
  capabilities: unknown,
  chainId: number,
): readonly string[] | undefined {
  if (typeof capabilities !== 'object' || capabilities === null) return undefined
  for (const [key, value] of Object.entries(capabilities)) {
    if (!onChain(key, chainId)) continue
    const permissions = (value as { permissions?: unknown } | null)?.permissions
    if (typeof permissions !== 'object' || permissions === null) continue
    if ((permissions as { supported?: unknown }).supported !== true) continue
    const types = (permissions as { permissionTypes?: unknown }).permissionTypes
    return Array.isArray(types)
      ? types.slice(0, 64).filter((type) => z.safeParse(typeName(), type).success)
      : []
  }
  return undefined
}

const supportedSchema = z.record(
  typeName(),
  z.object({ chainIds: z.array(z.string().check(z.regex(hexChainId))).check(z.maxLength(256)) }),
)

/**
 * The permission types a `wallet_getSupportedExecutionPermissions` answer (the ERC's current
 * text) grants on the chain.
 *
 * @returns The types, or `undefined` for an invalid answer or none on the chain.
 * @example
 * supportedExecutionPermissions({ 'native-token-allowance': { chainIds: ['0x1'], ruleTypes: [] } }, 1)
 * // ['native-token-allowance']
 */
export function supportedExecutionPermissions(
  answer: unknown,
  chainId: number,
): readonly string[] | undefined {
  if (typeof answer !== 'object' || answer === null || Object.keys(answer).length > 64)
    return undefined
  const parsed = z.safeParse(supportedSchema, answer)
  if (!parsed.success) return undefined
  const types = Object.entries(parsed.data)
    .filter(([, { chainIds }]) => chainIds.some((id) => Number(id) === chainId))
    .map(([type]) => type)
  return types.length ? types : undefined
}

const dependencySchema = z.object({ factory: address(), factoryData: hexBytes() })

/** ERC-7715's current response entry: the request echoed, plus what redeeming needs. */
const executionPermissionSchema = z.object({
  chainId: z.optional(z.string().check(z.regex(hexChainId))),
  from: z.optional(address()),
  context: hexBytes(),
  delegationManager: z.optional(address()),
  dependencies: z.optional(z.array(dependencySchema).check(z.maxLength(16))),
  rules: z.optional(
    z.array(z.object({ type: z.string(), data: z.optional(z.unknown()) })).check(z.maxLength(64)),
  ),
})

/** The earlier response: `context` (or `permissionsContext`, as some wallets wrote it). */
const grantedPermissionSchema = z.object({
  chainId: z.optional(
    z
      .unknown()
      .check(
        z.refine(
          (v) =>
            (typeof v === 'string' && hexChainId.test(v)) ||
            (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0),
          'not a chain id',
        ),
      ),
  ),
  address: z.optional(address()),
  context: z.optional(hexBytes()),
  permissionsContext: z.optional(hexBytes()),
  expiry: z.optional(unixSeconds()),
  accountMeta: z.optional(z.object({ factory: address(), factoryData: hexBytes() })),
})

/**
 * Reads a wallet's answer to an ERC-7715 request, in either form. The wallet is untrusted:
 * the answer must grant on the chain asked and for the account asked (a wallet may change
 * amounts and expiry, not whose account it is), with a hex `context`.
 *
 * @returns The permission, or `undefined` when the answer is not one.
 * @example
 * parseGrantedPermission('wallet_requestExecutionPermissions', [{ context: '0x01', … }], { chainId: 1, address })
 */
export function parseGrantedPermission(
  method: PermissionsMethod,
  { answer, asked }: { answer: unknown; asked: { chainId: number; address: string } },
): GrantedPermission | undefined {
  // Both texts answer an array with one entry per request; earlier wallets answered the entry.
  const entry = Array.isArray(answer) ? (answer.length === 1 ? answer[0] : undefined) : answer
  const sameChain = (id: unknown) => id === undefined || Number(id) === asked.chainId
  const sameAccount = (account: string | undefined) =>
    account === undefined || account.toLowerCase() === asked.address.toLowerCase()
  if (method === 'wallet_requestExecutionPermissions') {
    if (!Array.isArray(answer)) return undefined
    const parsed = z.safeParse(executionPermissionSchema, entry)
    if (!parsed.success) return undefined
    const granted = parsed.data
    if (!sameChain(granted.chainId) || !sameAccount(granted.from)) return undefined
    const expiry = granted.rules?.find((rule) => rule.type === 'expiry')?.data as
      | { timestamp?: unknown }
      | undefined
    const timestamp = z.safeParse(unixSeconds(), expiry?.timestamp)
    return {
      method,
      context: granted.context as `0x${string}`,
      expiry: timestamp.success ? timestamp.data : undefined,
      delegationManager: granted.delegationManager as `0x${string}` | undefined,
      dependencies: (granted.dependencies ?? []) as GrantedPermission['dependencies'],
    }
  }
  const parsed = z.safeParse(grantedPermissionSchema, entry)
  if (!parsed.success) return undefined
  const granted = parsed.data
  const context = granted.context ?? granted.permissionsContext
  if (!context || !sameChain(granted.chainId) || !sameAccount(granted.address)) return undefined
  return {
    method,
    context: context as `0x${string}`,
    expiry: granted.expiry,
    delegationManager: undefined,
    dependencies: (granted.accountMeta
      ? [granted.accountMeta]
      : []) as GrantedPermission['dependencies'],
  }
}
