import type { BrowserContext, Page } from '@playwright/test'
import type { WalletAccount } from '@wallet-standard/base'
import type { PageSolanaAccount, PageSolanaAnswer, SolanaTestWallet } from 'gangway/testing/solana'
import { pageSolanaWallet } from 'gangway/testing/solana'

const plainAccount = (account: WalletAccount): PageSolanaAccount => ({
  address: account.address,
  publicKey: [...account.publicKey],
  chains: [...account.chains],
  features: [...account.features],
})

/** Bytes and accounts as they cross to the page. */
function toPage(value: unknown): unknown {
  if (value instanceof Uint8Array) return { bytes: [...value] }
  if (Array.isArray(value)) return value.map(toPage)
  if (value && typeof value === 'object') {
    if ('address' in value && 'publicKey' in value)
      return { walletAccount: plainAccount(value as WalletAccount) }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPage(item)]))
  }
  return value
}

/** The page's plain call input back to bytes and the wallet's own accounts. */
function fromPage(value: unknown, wallet: SolanaTestWallet): unknown {
  if (Array.isArray(value)) return value.map((item) => fromPage(item, wallet))
  if (value && typeof value === 'object') {
    if ('bytes' in value && Array.isArray(value.bytes)) return Uint8Array.from(value.bytes)
    if ('account' in value && typeof value.account === 'string') {
      const address = value.account
      // An account the wallet does not (or no longer) authorizes: its own checks refuse it.
      return (
        wallet.wallet.accounts.find((account) => account.address === address) ?? {
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

/** Runs one call from the page on the test's wallet, where its keys sign. */
async function answer(wallet: SolanaTestWallet, call: unknown): Promise<PageSolanaAnswer> {
  const { feature, input } = (call ?? {}) as { feature?: unknown; input?: unknown }
  const methods: Record<string, string> = {
    'standard:connect': 'connect',
    'standard:disconnect': 'disconnect',
    'solana:signMessage': 'signMessage',
    'solana:signTransaction': 'signTransaction',
    'solana:signAndSendTransaction': 'signAndSendTransaction',
  }
  const name = typeof feature === 'string' ? feature : ''
  const method = methods[name]
  const target = method
    ? (wallet.wallet.features[name as `${string}:${string}`] as
        | Record<string, (...args: unknown[]) => Promise<unknown>>
        | undefined)
    : undefined
  if (!method || !target?.[method])
    return { error: { code: -32601, message: `The wallet has no ${name || 'such feature'}.` } }
  try {
    const revived = fromPage(input, wallet)
    // A signing feature takes its inputs as arguments; connect and disconnect take one object.
    const args = name.startsWith('solana:') ? (revived as unknown[]) : [revived]
    return { result: toPage(await target[method]!(...args)) }
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    return {
      error: { code: typeof code === 'number' ? code : -32603, message: String(message ?? error) },
    }
  }
}

/**
 * Gives a page (or every page of a context) the Solana test wallet before its scripts run, as a
 * browser extension is: a Wallet Standard wallet registers itself, each call is answered by
 * `wallet` here in the test, where its keys sign, and its `change` events reach every frame.
 *
 * @param target The page or context.
 * @param wallet From `createSolanaTestWallet` (in the test, not in the page).
 * @returns A stop: events no longer reach the page.
 * @example
 * const wallet = await createSolanaTestWallet({ rpcUrl, privateKey })
 * await installSolanaTestWallet(page, wallet)
 * await page.goto(dappUrl)
 */
export async function installSolanaTestWallet(
  target: Page | BrowserContext,
  wallet: SolanaTestWallet,
): Promise<() => void> {
  const suffix = globalThis.crypto.randomUUID().replaceAll('-', '')
  const binding = `__gangwaySolanaTestWallet_${suffix}`
  const events = `__gangwaySolanaTestWalletEvents_${suffix}`
  await target.exposeBinding(binding, (_source, call: unknown) => answer(wallet, call))
  const { name, icon, chains, features } = wallet.wallet
  await target.addInitScript(pageSolanaWallet, {
    binding,
    events,
    name,
    icon,
    chains: [...chains],
    features: Object.keys(features).filter((feature) => feature.startsWith('solana:')),
    accounts: wallet.wallet.accounts.map(plainAccount),
  })
  const pages = () => ('pages' in target ? target.pages() : [target])
  const on = (
    wallet.wallet.features['standard:events'] as {
      on(
        event: 'change',
        listener: (p: { accounts?: readonly WalletAccount[] }) => void,
      ): () => void
    }
  ).on
  return on('change', ({ accounts }) => {
    const next = (accounts ?? []).map(plainAccount)
    for (const page of pages())
      for (const frame of page.frames())
        frame
          .evaluate(
            ([name, payload]) => {
              const deliver = (window as unknown as Record<string, unknown>)[name]
              if (typeof deliver === 'function') deliver(payload)
            },
            [events, next] as const,
          )
          // A frame that navigated or closed meanwhile has no listeners left to tell.
          .catch(() => {})
  })
}
