import type { BrowserContext, Page } from '@playwright/test'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  type PageStandardAnswer,
  type PageStandardFeature,
  pageStandardWallet,
} from 'gangway/testing'

const isAccount = (value: object): value is WalletAccount =>
  'address' in value && 'publicKey' in value

/** Bytes and accounts as they cross to the page. */
function toPage(value: unknown): unknown {
  if (value instanceof Uint8Array) return { bytes: [...value] }
  if (Array.isArray(value)) return value.map(toPage)
  if (value && typeof value === 'object') {
    const fields = Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, toPage(item)]),
    )
    return isAccount(value) ? { walletAccount: fields } : fields
  }
  return value
}

/** The page's plain call arguments back to bytes and the wallet's own accounts. */
function fromPage(value: unknown, wallet: Wallet): unknown {
  if (Array.isArray(value)) return value.map((item) => fromPage(item, wallet))
  if (value && typeof value === 'object') {
    if ('bytes' in value && Array.isArray(value.bytes)) return Uint8Array.from(value.bytes)
    if ('account' in value && typeof value.account === 'string') {
      const address = value.account
      // An account the wallet does not (or no longer) authorizes: its own checks refuse it.
      return (
        wallet.accounts.find((account) => account.address === address) ?? {
          address,
          publicKey: new Uint8Array(),
          chains: [],
          features: [],
        }
      )
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fromPage(item, wallet)]),
    )
  }
  return value
}

/** Runs one call from the page on the wallet in the test, where its keys sign. */
async function answer(wallet: Wallet, call: unknown): Promise<PageStandardAnswer> {
  const { feature, method, args } = (call ?? {}) as Record<string, unknown>
  const target = (
    typeof feature === 'string' ? wallet.features[feature as `${string}:${string}`] : undefined
  ) as Record<string, unknown> | undefined
  const run = typeof method === 'string' ? target?.[method] : undefined
  if (typeof run !== 'function' || !Array.isArray(args))
    return {
      error: { code: -32601, message: `The wallet has no ${String(feature)} ${String(method)}.` },
    }
  try {
    return { result: toPage(await run.apply(target, fromPage(args, wallet) as unknown[])) }
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    return {
      error: { code: typeof code === 'number' ? code : -32603, message: String(message ?? error) },
    }
  }
}

/** Every feature but the events, as the page side rebuilds it. */
function describeFeatures(wallet: Wallet): Record<string, PageStandardFeature> {
  const described: Record<string, PageStandardFeature> = {}
  for (const [name, feature] of Object.entries(wallet.features)) {
    if (name === 'standard:events') continue
    const entries = Object.entries(feature as Record<string, unknown>)
    described[name] = {
      properties: Object.fromEntries(entries.filter(([, value]) => typeof value !== 'function')),
      methods: entries.filter(([, value]) => typeof value === 'function').map(([key]) => key),
    }
  }
  return described
}

/**
 * Gives a page (or every page of a context) a Wallet Standard test wallet before its scripts
 * run, as a browser extension is: the wallet registers itself in the page, each call is answered
 * by `wallet` here in the test, where its keys sign, and its `change` events reach every frame.
 *
 * @param target The page or context.
 * @param wallet The Wallet Standard wallet, in the test: `createSolanaTestWallet(…).wallet` or
 *   `createBitcoinTestWallet(…).standard`, whose controls then apply.
 * @returns A stop: events no longer reach the page.
 * @example
 * const solana = await createSolanaTestWallet({ rpcUrl, privateKey })
 * await installStandardWallet(page, solana.wallet)
 * await page.goto(dappUrl)
 */
export async function installStandardWallet(
  target: Page | BrowserContext,
  wallet: Wallet,
): Promise<() => void> {
  const suffix = globalThis.crypto.randomUUID().replaceAll('-', '')
  const binding = `__gangwayStandardWallet_${suffix}`
  const events = `__gangwayStandardWalletEvents_${suffix}`
  await target.exposeBinding(binding, (_source, call: unknown) => answer(wallet, call))
  await target.addInitScript(pageStandardWallet, {
    binding,
    events,
    name: wallet.name,
    icon: wallet.icon,
    chains: [...wallet.chains],
    features: describeFeatures(wallet),
    accounts: wallet.accounts.map(toPage),
  })
  const pages = () => ('pages' in target ? target.pages() : [target])
  const { on } = wallet.features['standard:events'] as {
    on(event: 'change', listener: (p: { accounts?: readonly WalletAccount[] }) => void): () => void
  }
  return on('change', ({ accounts }) => {
    const next = (accounts ?? []).map(toPage)
    for (const page of pages())
      for (const frame of page.frames())
        frame
          .evaluate(
            ([name, payload]) => {
              const deliver = (window as unknown as Record<string, unknown>)[name as string]
              if (typeof deliver === 'function') deliver(payload)
            },
            [events, next] as const,
          )
          // A frame that navigated or closed meanwhile has no listeners left to tell.
          .catch(() => {})
  })
}
