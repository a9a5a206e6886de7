/** What `pageUnisatWallet` needs: the bridges to the test and the API's method names. */
export type PageUnisatWalletOptions = {
  /** A function on `window` the test exposes: takes `{ method, args }`, resolves an answer. */
  binding: string
  /** The function name `pageUnisatWallet` defines on `window` for the test's events. */
  events: string
  /** The API's methods (`requestAccounts`, `signPsbt`…); `on` and `removeListener` are local. */
  methods: string[]
  /** The global it is set as, when no other wallet has (default `unisat`). */
  property?: string | undefined
}

/** A UniSat call's answer as it crosses to the page: plain data. */
export type PageUnisatAnswer = { result: unknown } | { error: { code: number; message: string } }

/**
 * The page side of a UniSat-style injected Bitcoin test wallet, to run before the dapp's scripts
 * (`page.addInitScript(pageUnisatWallet, options)`): a `window.unisat` whose methods hand each
 * call to the test (where the keys sign) and whose `accountsChanged` / `networkChanged`
 * listeners hear what the test delivers. Self-contained: it is serialized into the page.
 *
 * @param options The bridge names and the methods.
 */
export function pageUnisatWallet(options: PageUnisatWalletOptions): void {
  type Listener = (payload: unknown) => void
  const scope = window as unknown as Record<string, unknown>
  const listeners = new Map<string, Set<Listener>>()
  class UnisatError extends Error {
    override name = 'UnisatError'
    code: number
    constructor(code: number, message: string) {
      super(message)
      this.code = code
    }
  }
  const api: Record<string, unknown> = {
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  for (const method of options.methods)
    api[method] = async (...args: unknown[]) => {
      const bridge = scope[options.binding] as ((call: unknown) => Promise<unknown>) | undefined
      if (!bridge) throw new UnisatError(4900, 'The test wallet is not connected.')
      // A plain-data copy: what an extension's messaging would carry.
      const plain = JSON.parse(JSON.stringify(args)) as unknown[]
      const answer = (await bridge({ method, args: plain })) as PageUnisatAnswer
      if ('error' in answer) throw new UnisatError(answer.error.code, answer.error.message)
      return answer.result
    }
  Object.defineProperty(window, options.events, {
    value: (event: string, payload: unknown) => {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload)
        } catch (error) {
          // A dapp's throwing listener must not stop the others, as in real wallets.
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  })
  const property = options.property ?? 'unisat'
  if (scope[property] === undefined) scope[property] = Object.freeze(api)
}
