/** A feature as it crosses to the page: its plain properties and the names of its methods. */
export type PageStandardFeature = { properties: Record<string, unknown>; methods: string[] }

/** What `pageStandardWallet` needs: the bridges to the test and what the wallet shows. */
export type PageStandardWalletOptions = {
  /** A function on `window` the test exposes: takes `{ feature, method, args }`, resolves an answer. */
  binding: string
  /** The function name `pageStandardWallet` defines on `window` for the test's `change` events. */
  events: string
  name: string
  icon: string
  chains: string[]
  /** Every feature but `standard:events` (the page side keeps its listeners itself). */
  features: Record<string, PageStandardFeature>
  /** The accounts the site already has (an earlier visit's authorization), as `toPage` gives them. */
  accounts: unknown[]
}

/**
 * A call's answer as it crosses to the page: plain data; bytes as `{ bytes: number[] }`, an
 * account as `{ walletAccount: fields }` (and in a call's arguments, as `{ account: address }`).
 */
export type PageStandardAnswer = { result: unknown } | { error: { code: number; message: string } }

/**
 * The page side of a Wallet Standard test wallet (Solana, Bitcoin…), to run before the dapp's
 * scripts (`page.addInitScript(pageStandardWallet, options)`): a wallet registered as the
 * standard says, that hands each call to the test (where the keys sign) and emits the `change`
 * events the test delivers. Self-contained: it is serialized into the page.
 *
 * @param options The bridge names, the wallet's name, icon, chains, features and accounts.
 */
export function pageStandardWallet(options: PageStandardWalletOptions): void {
  type Account = { address: string; publicKey: Uint8Array }
  type Listener = (properties: { accounts?: readonly Account[] }) => void
  const scope = window as unknown as Record<string, unknown>
  const listeners = new Set<Listener>()
  class WalletStandardError extends Error {
    override name = 'WalletStandardError'
    code: number
    constructor(code: number, message: string) {
      super(message)
      this.code = code
    }
  }
  const revive = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(revive)
    if (value && typeof value === 'object') {
      if ('bytes' in value && Array.isArray(value.bytes)) return Uint8Array.from(value.bytes)
      if ('walletAccount' in value) return Object.freeze(revive(value.walletAccount))
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revive(item)]))
    }
    return value
  }
  // Bytes cross as number arrays; an account crosses as its address.
  const plain = (value: unknown): unknown => {
    if (value instanceof Uint8Array) return { bytes: [...value] }
    if (Array.isArray(value)) return value.map(plain)
    if (value && typeof value === 'object') {
      if ('address' in value && 'publicKey' in value) return { account: String(value.address) }
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]))
    }
    return value
  }
  let accounts = options.accounts.map(revive) as readonly Account[]
  const call = async (feature: string, method: string, args: unknown[]): Promise<unknown> => {
    const bridge = scope[options.binding] as ((call: unknown) => Promise<unknown>) | undefined
    if (!bridge) throw new WalletStandardError(4900, 'The test wallet is not connected.')
    const answer = (await bridge({ feature, method, args: plain(args) })) as PageStandardAnswer
    if ('error' in answer) throw new WalletStandardError(answer.error.code, answer.error.message)
    const result = revive(answer.result)
    // The dapp may read `accounts` as soon as a connect resolves, before the change event.
    if (
      feature.endsWith(':connect') &&
      result &&
      typeof result === 'object' &&
      'accounts' in result
    )
      accounts = result.accounts as readonly Account[]
    if (feature === 'standard:disconnect') accounts = []
    return result
  }
  const features: Record<string, unknown> = {
    'standard:events': {
      version: '1.0.0',
      on(event: string, listener: Listener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
  }
  for (const [feature, { properties, methods }] of Object.entries(options.features))
    features[feature] = {
      ...properties,
      ...Object.fromEntries(
        methods.map((method) => [method, (...args: unknown[]) => call(feature, method, args)]),
      ),
    }
  const wallet = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon,
    chains: options.chains,
    features,
    get accounts() {
      return accounts
    },
  }
  Object.defineProperty(window, options.events, {
    value: (next: unknown[]) => {
      accounts = next.map(revive) as readonly Account[]
      for (const listener of [...listeners]) listener({ accounts })
    },
  })
  // The Wallet Standard's register pattern: now, and for an app that loads later.
  const callback = (api: { register(wallet: unknown): unknown }) => api.register(wallet)
  window.addEventListener('wallet-standard:app-ready', (event) => {
    const api = (event as CustomEvent<{ register(wallet: unknown): unknown }>).detail
    if (api && typeof api.register === 'function') callback(api)
  })
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
}
