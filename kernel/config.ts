import * as z from 'zod/mini'
import { InvalidOptionsError } from './errors/plugin.js'
import { buildInitialStateSchema } from './initialState.js'
import { checkOptionFields, unknownOptions } from './parseOptions.js'
import type { GangwayOptions, ResolvedOptions } from './types/kernel.js'
import type { ConnectMethod, Plugin } from './types.js'

export type { GangwayOptions, ResolvedOptions } from './types/kernel.js'

/** A plugin object: a name at least; `checkPlugin` checks every field when the kernel starts. */
const isPlugin = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  (value as { name: string }).name !== ''
const pluginList = () =>
  z.array(
    z
      .unknown()
      .check(
        z.refine(
          (value) => !value || isPlugin(value),
          'expected a plugin object (or a falsy value)',
        ),
      ),
  )
const nonEmpty = () => z.string().check(z.refine((value) => value.length > 0, 'must not be empty'))
const urlWith = (protocols: readonly string[]) =>
  z.string().check(
    z.refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol)
        } catch {
          return false
        }
      },
      `expected a URL starting with ${protocols.join(' or ')}//`,
    ),
  )
const httpUrl = () => urlWith(['http:', 'https:'])
const flag = () => z.boolean()
const strings = () => z.array(z.string())

/** Every top-level option's name: what a production build knows of them (see `optionSchemas`). */
export const optionNames = [
  'metadata',
  'chains',
  'plugins',
  'walletConnect',
  'theme',
  'locale',
  'connectMethodsOrder',
  'featuredWalletIds',
  'includeWalletIds',
  'excludeWalletIds',
  'customWallets',
  'walletDirectory',
  'defaultNetwork',
  'enableNetworkSwitch',
  'allowUnsupportedChain',
  'basic',
  'embedded',
  'append',
  'analytics',
  'logLevel',
  'storage',
  'storagePrefix',
  'initialState',
] as const satisfies readonly (keyof GangwayOptions)[]

/**
 * Each top-level option's schema, built only when a host passes that option: a page pays
 * for checking what it uses, not for ~100 schemas before its first paint (issue 15). Used by
 * development builds only (but `initialState`'s): a production build carries none of them.
 */
export const optionSchemas: Readonly<Record<(typeof optionNames)[number], () => z.ZodMiniType>> = {
  metadata: () =>
    z.object({
      name: nonEmpty(),
      description: z.optional(z.string()),
      url: z.optional(httpUrl()),
      icons: z.optional(strings()),
    }),
  chains: pluginList,
  plugins: pluginList,
  walletConnect: () =>
    z.object({
      projectId: nonEmpty(),
      relayUrl: z.optional(urlWith(['ws:', 'wss:'])),
      verify: z.optional(flag()),
    }),
  theme: () =>
    z.object({
      mode: z.optional(z.enum(['light', 'dark', 'system'])),
      variables: z.optional(
        z.object({
          accent: z.optional(z.string()),
          fontFamily: z.optional(z.string()),
          fontSize: z.optional(z.string()),
          borderRadius: z.optional(z.string()),
          zIndex: z.optional(
            z.number().check(z.refine(Number.isInteger, 'expected a whole number')),
          ),
          qrColor: z.optional(z.string()),
          qrBackground: z.optional(z.string()),
        }),
      ),
    }),
  locale: nonEmpty,
  connectMethodsOrder: () => z.array(z.enum(['email', 'social', 'wallet'])),
  featuredWalletIds: strings,
  includeWalletIds: strings,
  excludeWalletIds: strings,
  // The directory checks the other fields when it loads (lazily, with the modal).
  customWallets: () => z.array(z.object({ id: nonEmpty(), name: nonEmpty() })),
  walletDirectory: () => z.object({ url: httpUrl(), projectId: z.optional(nonEmpty()) }),
  defaultNetwork: () =>
    z.string().check(
      z.refine(
        // CAIP-2 syntax (caip.ts parses it fully, lazily); the chains decide which exist.
        (value) => /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(value),
        'expected a CAIP-2 network id, e.g. eip155:1',
      ),
    ),
  enableNetworkSwitch: flag,
  allowUnsupportedChain: flag,
  basic: flag,
  embedded: flag,
  append: flag,
  analytics: () => z.object({ endpoint: httpUrl(), projectId: z.optional(nonEmpty()) }),
  logLevel: () => z.enum(['debug', 'info', 'warn', 'error', 'silent']),
  storage: () =>
    z
      .unknown()
      .check(
        z.refine(
          (v) =>
            typeof v === 'object' &&
            v !== null &&
            ['getItem', 'setItem', 'removeItem'].every(
              (k) => typeof (v as Record<string, unknown>)[k] === 'function',
            ),
          'expected an object with getItem, setItem and removeItem',
        ),
      ),
  storagePrefix: () => z.string(),
  initialState: buildInitialStateSchema,
}

const defaultConnectMethodsOrder: readonly ConnectMethod[] = ['email', 'social', 'wallet']

/**
 * Validates a host's options and fills defaults. Throws one `InvalidOptionsError` that
 * names every bad field and why: each field's value in development builds, the options'
 * names and structure (chains, plugins, networks) and a cookie's `initialState` in every build.
 */
export function resolveOptions(input: GangwayOptions): ResolvedOptions {
  // Hosts call this from plain JavaScript too: `null`, a string or an array is not options.
  if (input !== undefined && (typeof input !== 'object' || input === null || Array.isArray(input)))
    throw new InvalidOptionsError({ issues: ['options: expected an object'] })
  const options = input ?? {}
  // Each option's value is checked field by field in development builds, as React checks a
  // component's props: options are the host's own code, so a mistake is refused the first
  // time the page runs in development, and a production build (the bundler sets NODE_ENV)
  // does not build zod schemas before the page's first paint for every visitor (issue 15).
  // `initialState` comes from a cookie, which anyone on the site's domain can write: it is
  // checked in every build, like the structural checks below.
  const schemas: Partial<typeof optionSchemas> =
    process.env.NODE_ENV !== 'production'
      ? optionSchemas
      : { initialState: buildInitialStateSchema }
  const { issues } = checkOptionFields(schemas, options as Readonly<Record<string, unknown>>)
  const list = (value: unknown) =>
    (Array.isArray(value) ? value : []).filter((p): p is Plugin => Boolean(p))
  const plugins = list(options.plugins)
  const chains = list(options.chains)
  // Top-level options the enabled plugins read (`hostOptions`): known, and checked by them.
  const claimed = new Map<string, (value: unknown) => string | undefined>()
  for (const plugin of [...chains, ...plugins])
    for (const [key, check] of Object.entries(plugin?.hostOptions ?? {}))
      if (typeof check === 'function') claimed.set(key, check)
  const unknown = unknownOptions(
    Object.keys(options).filter(
      (key) => !(optionNames as readonly string[]).includes(key) && !claimed.has(key),
    ),
  )
  if (unknown) issues.push(unknown)
  for (const [key, check] of claimed) {
    const problem = check((options as Record<string, unknown>)[key])
    if (problem) issues.push(`${key}: ${problem}`)
  }
  const namespaces = new Set<string>()
  chains.forEach((chain, index) => {
    if (typeof chain !== 'object') return
    if (typeof chain.chain !== 'object' || chain.chain === null)
      issues.push(`chains.${index}: "${chain.name}" is not a chain plugin; put it in plugins`)
    else if (namespaces.has(chain.chain.namespace))
      issues.push(`chains.${index}: a chain plugin for "${chain.chain.namespace}" is already given`)
    else namespaces.add(chain.chain.namespace)
  })
  plugins.forEach((plugin, index) => {
    if (typeof plugin === 'object' && plugin.chain)
      issues.push(`plugins.${index}: "${plugin.name}" is a chain plugin; put it in chains`)
  })
  const { defaultNetwork } = options ?? {}
  if (
    defaultNetwork &&
    chains.length &&
    !chains.some((chain) => chain.chain?.networks.some((n) => n.caipNetworkId === defaultNetwork))
  )
    issues.push(`defaultNetwork: "${defaultNetwork}" is not among the configured networks`)
  // SPEC §2's chain-less "basic" WalletConnect proposes a session with no namespace, which
  // no wallet can approve into a connection: refused here (docs/spec-differences.md).
  if (options?.walletConnect && !chains.length)
    issues.push('walletConnect: needs at least one chain plugin')
  if (issues.length) throw new InvalidOptionsError({ issues })
  return {
    ...options,
    metadata: options.metadata ?? { name: globalThis.document?.title || 'Gangway' },
    locale: options.locale ?? browserLocale(),
    chains,
    plugins,
    connectMethodsOrder: options.connectMethodsOrder ?? defaultConnectMethodsOrder,
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    basic: options.basic ?? false,
    embedded: options.embedded ?? false,
    append: options.append ?? true,
    logLevel: options.logLevel ?? 'error',
    theme: { mode: options.theme?.mode ?? 'system', variables: options.theme?.variables ?? {} },
  }
}

/** The browser's preferred language, as `navigator.languages` orders them; none outside a page. */
const browserLocale = (): string | undefined =>
  globalThis.document
    ? (globalThis.navigator?.languages?.[0] ?? globalThis.navigator?.language)
    : undefined
