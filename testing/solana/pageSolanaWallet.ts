/** An account as it crosses between the test and the page: plain data only. */
export type PageSolanaAccount = {
  address: string
  publicKey: number[]
  chains: string[]
  features: string[]
}

/** What `pageSolanaWallet` needs: the bridges to the test and what the wallet shows. */
export type PageSolanaWalletOptions = {
  /** A function on `window` the test exposes: takes `{ feature, input }`, resolves an answer. */
  binding: string
  /** The function name `pageSolanaWallet` defines on `window` for the test's `change` events. */
  events: string
  name: string
  icon: string
  chains: string[]
  /** The wallet's features besides the standard ones (`solana:signMessage`…). */
  features: string[]
  /** The accounts the site already has (an earlier visit's authorization). */
  accounts: PageSolanaAccount[]
}

/**
 * A call's answer as it crosses to the page: plain data; bytes as `{ bytes: number[] }`, an
 * account as `{ walletAccount }` (and in a call's input, an account as `{ account: address }`).
 */
export type PageSolanaAnswer = { result: unknown } | { error: { code: number; message: string } }

/**
 * The page side of the Solana test wallet, to run before the dapp's scripts
 * (`page.addInitScript(pageSolanaWallet, options)`): a Wallet Standard wallet, registered as the
 * standard says, that hands each call to the test (where the keys sign) and emits the `change`
 * events the test delivers. Self-contained: it is serialized into the page.
 *
 * @param options The bridge names, the wallet's name, icon, chains and features.
 */
export function pageSolanaWallet(options: PageSolanaWalletOptions): void {
  type Account = {
    address: string
    publicKey: Uint8Array
    chains: readonly string[]
    features: readonly string[]
  }
  type Listener = (properties: { accounts?: readonly Account[] }) => void
  const scope = window as unknown as Record<string, unknown>
  const listeners = new Set<Listener>()
  class SolanaWalletError extends Error {
    override name = 'SolanaWalletError'
    code: number
    constructor(code: number, message: string) {
      super(message)
      this.code = code
    }
  }
  const toAccount = (plain: PageSolanaAccount): Account =>
    Object.freeze({
      address: plain.address,
      publicKey: Uint8Array.from(plain.publicKey),
      chains: Object.freeze([...plain.chains]),
      features: Object.freeze([...plain.features]),
    })
  let accounts: readonly Account[] = options.accounts.map(toAccount)
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
  const revive = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(revive)
    if (value && typeof value === 'object') {
      if ('bytes' in value && Array.isArray(value.bytes)) return Uint8Array.from(value.bytes)
      if ('walletAccount' in value) return toAccount(value.walletAccount as PageSolanaAccount)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revive(item)]))
    }
    return value
  }
  const call = async (feature: string, input: unknown): Promise<unknown> => {
    const bridge = scope[options.binding] as ((call: unknown) => Promise<unknown>) | undefined
    if (!bridge) throw new SolanaWalletError(4900, 'The test wallet is not connected.')
    const answer = (await bridge({ feature, input: plain(input) })) as PageSolanaAnswer
    if ('error' in answer) throw new SolanaWalletError(answer.error.code, answer.error.message)
    return revive(answer.result)
  }
  const byFeature = (feature: string, method: string) => ({
    version: '1.0.0',
    ...(feature.startsWith('solana:sign') && feature !== 'solana:signMessage'
      ? { supportedTransactionVersions: ['legacy', 0] }
      : {}),
    [method]: (...inputs: unknown[]) => call(feature, inputs),
  })
  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        // The dapp may read `accounts` as soon as connect resolves, before the change event.
        const output = (await call('standard:connect', input ?? {})) as {
          accounts: readonly Account[]
        }
        accounts = output.accounts
        return output
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        await call('standard:disconnect', {})
        accounts = []
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event: string, listener: Listener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
  }
  for (const feature of options.features)
    features[feature] = byFeature(feature, feature.slice('solana:'.length))
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
    value: (next: PageSolanaAccount[]) => {
      accounts = next.map(toAccount)
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
