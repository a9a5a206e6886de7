import type { BrowserContext, Page } from '@playwright/test'
import { answerForPage, pageWallet, type TestWallet } from 'gangway/testing'

export type InstallTestWalletOptions = {
  /** Also set `window.ethereum` when no other wallet has (default false: EIP-6963 only). */
  ethereum?: boolean | undefined
}

/**
 * Gives a page (or every page of a context) the test wallet before its scripts run, as a
 * browser extension is: EIP-6963 announces it, each request is answered by `wallet` here in
 * the test, where its keys sign, and the wallet's events reach every frame. The wallet's state
 * lives in the test, so it survives reloads as an extension's does.
 *
 * @param target The page or context.
 * @param parameters `wallet` (from `createTestWallet`) and the options.
 * @returns A stop: events no longer reach the page.
 * @example
 * const wallet = createTestWallet({ rpcUrl })
 * await installTestWallet(page, { wallet })
 * await page.goto(dappUrl)
 */
export async function installTestWallet(
  target: Page | BrowserContext,
  { wallet, ...options }: { wallet: TestWallet } & InstallTestWalletOptions,
): Promise<() => void> {
  const suffix = globalThis.crypto.randomUUID().replaceAll('-', '')
  const binding = `__gangwayTestWallet_${suffix}`
  const events = `__gangwayTestWalletEvents_${suffix}`
  await target.exposeBinding(binding, (source, args: unknown) => {
    let origin: string | undefined
    try {
      origin = new URL(source.frame.url()).origin
    } catch {
      origin = undefined
    }
    return answerForPage(wallet, { args, origin })
  })
  await target.addInitScript(pageWallet, {
    binding,
    events,
    info: wallet.info,
    ethereum: options.ethereum ?? false,
  })
  const pages = () => ('pages' in target ? target.pages() : [target])
  return wallet.subscribe((event, payload) =>
    Promise.all(
      pages().flatMap((page) =>
        page.frames().map((frame) =>
          frame
            .evaluate(
              ([name, event, payload]) => {
                const deliver = (window as unknown as Record<string, unknown>)[name as string]
                if (typeof deliver === 'function') deliver(event, payload)
              },
              [events, event, payload] as const,
            )
            // A frame that navigated or closed meanwhile has no listeners left to tell.
            .catch(() => {}),
        ),
      ),
    ),
  )
}
