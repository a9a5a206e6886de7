import type { BrowserContext, Page } from '@playwright/test'
import { type PageUnisatAnswer, pageUnisatWallet } from 'gangway/testing'
import type { BitcoinTestWallet } from 'gangway/testing/bitcoin'

/** The UniSat events a dapp listens to. */
const unisatEvents = ['accountsChanged', 'networkChanged'] as const

/** Runs one call from the page on the wallet's UniSat API in the test, where its keys sign. */
async function answer(wallet: BitcoinTestWallet, call: unknown): Promise<PageUnisatAnswer> {
  const { method, args } = (call ?? {}) as Record<string, unknown>
  const api = wallet.unisat as unknown as Record<string, unknown>
  const run = typeof method === 'string' ? api[method] : undefined
  if (
    typeof run !== 'function' ||
    method === 'on' ||
    method === 'removeListener' ||
    !Array.isArray(args)
  )
    return { error: { code: -32601, message: `The wallet has no method ${String(method)}.` } }
  try {
    return { result: await run.apply(api, args) }
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    return {
      error: { code: typeof code === 'number' ? code : -32603, message: String(message ?? error) },
    }
  }
}

/**
 * Gives a page (or every page of a context) the Bitcoin test wallet as a UniSat-style
 * `window.unisat` before its scripts run, as the extension does: each call is answered by
 * `wallet` here in the test, where its keys sign, and `accountsChanged` / `networkChanged`
 * (from `switchAccount`, `switchNetwork`, `disconnect`) reach every frame.
 *
 * @param target The page or context.
 * @param wallet From `createBitcoinTestWallet` (`gangway/testing/bitcoin`).
 * @returns A stop: events no longer reach the page.
 * @example
 * const wallet = createBitcoinTestWallet({ network: 'testnet' })
 * await installUnisatWallet(page, wallet)
 * await page.goto(dappUrl)
 */
export async function installUnisatWallet(
  target: Page | BrowserContext,
  wallet: BitcoinTestWallet,
): Promise<() => void> {
  const suffix = globalThis.crypto.randomUUID().replaceAll('-', '')
  const binding = `__gangwayUnisatWallet_${suffix}`
  const events = `__gangwayUnisatWalletEvents_${suffix}`
  await target.exposeBinding(binding, (_source, call: unknown) => answer(wallet, call))
  const methods = Object.entries(wallet.unisat)
    .filter(
      ([name, value]) => typeof value === 'function' && name !== 'on' && name !== 'removeListener',
    )
    .map(([name]) => name)
  await target.addInitScript(pageUnisatWallet, { binding, events, methods })
  const pages = () => ('pages' in target ? target.pages() : [target])
  const stops = unisatEvents.map((event) => {
    const deliver = (payload: unknown) => {
      for (const page of pages())
        for (const frame of page.frames())
          frame
            .evaluate(
              ([name, event, payload]) => {
                const deliver = (window as unknown as Record<string, unknown>)[name as string]
                if (typeof deliver === 'function') deliver(event, payload)
              },
              [events, event, payload] as const,
            )
            // A frame that navigated or closed meanwhile has no listeners left to tell.
            .catch(() => {})
    }
    wallet.unisat.on(event, deliver)
    return () => wallet.unisat.removeListener(event, deliver)
  })
  return () => {
    for (const stop of stops) stop()
  }
}
