import { ProviderRpcError } from './errors.js'
import type { TestWallet, TestWalletInfo } from './testWallet/types.js'

/** What `pageWallet` needs: the names of the two bridges to the test and the EIP-6963 info. */
export type PageWalletOptions = {
  /** A function on `window` the test exposes: takes a request, resolves a `PageWalletAnswer`. */
  binding: string
  /** The function name `pageWallet` defines on `window` for the test to deliver events. */
  events: string
  info: TestWalletInfo
  /** Also set `window.ethereum` (the legacy injection), when no other wallet has. */
  ethereum?: boolean | undefined
}

/** A request's answer as it crosses to the page: plain data only. */
export type PageWalletAnswer =
  | { result: unknown }
  | { error: { code: number; message: string; data?: unknown } }

/**
 * The page side of a test wallet, to run before the dapp's scripts (Playwright's
 * `page.addInitScript(pageWallet, options)`, or `(${pageWallet})(${JSON.stringify(options)})`
 * for other drivers). An EIP-1193 provider announced through EIP-6963 that hands each request
 * to the test (where keys sign) and emits what the test delivers. Self-contained: it is
 * serialized into the page, so it uses nothing from its module.
 *
 * @param options The bridge names and the wallet's info.
 */
export function pageWallet(options: PageWalletOptions): void {
  type Listener = (payload: unknown) => void
  const scope = window as unknown as Record<string, unknown>
  const listeners = new Map<string, Set<Listener>>()
  class PageProviderRpcError extends Error {
    override name = 'ProviderRpcError'
    code: number
    data: unknown
    constructor(code: number, message: string, data?: unknown) {
      super(message)
      this.code = code
      this.data = data
    }
  }
  const provider = {
    isGangwayTestWallet: true,
    async request(args: unknown): Promise<unknown> {
      const bridge = scope[options.binding] as ((args: unknown) => Promise<unknown>) | undefined
      if (!bridge) throw new PageProviderRpcError(4900, 'The test wallet is not connected.')
      let answer: PageWalletAnswer
      try {
        // A plain-data copy: what a wallet extension's messaging would carry.
        answer = (await bridge(JSON.parse(JSON.stringify(args ?? null)))) as PageWalletAnswer
      } catch (error) {
        throw new PageProviderRpcError(-32602, `Invalid request: ${(error as Error).message}`)
      }
      if ('error' in answer)
        throw new PageProviderRpcError(answer.error.code, answer.error.message, answer.error.data)
      return answer.result
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    addListener(event: string, listener: Listener) {
      return provider.on(event, listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    off(event: string, listener: Listener) {
      return provider.removeListener(event, listener)
    },
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
  if (options.ethereum && scope.ethereum === undefined) scope.ethereum = provider
  const detail = Object.freeze({ info: Object.freeze({ ...options.info }), provider })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

/**
 * Answers one request from the page as plain data (what `pageWallet`'s binding returns).
 *
 * @param wallet The test wallet.
 * @param args The request the page sent.
 * @param origin The asking page's origin, recorded with the request.
 */
export async function answerForPage(
  wallet: TestWallet,
  { args, origin }: { args: unknown; origin?: string | undefined },
): Promise<PageWalletAnswer> {
  try {
    return { result: await wallet.request(args, { origin }) }
  } catch (error) {
    const failure =
      error instanceof ProviderRpcError
        ? error
        : new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error))
    return {
      error: {
        code: failure.code,
        message: failure.message,
        ...(failure.data === undefined ? {} : { data: failure.data }),
      },
    }
  }
}
