import type { Browser, Locator, Page } from '@playwright/test'
import { expect, openDemo, settled } from './fixtures.js'

/** A theme the accessibility suites check: a mode and, maybe, a host accent. */
export type A11yTheme = { name: string; mode: 'light' | 'dark'; accent?: string }

/**
 * Light, dark, and two host accents: violet keeps white text (no adjustment), the demo's
 * orange does not (white on it is 2.9:1: buttons get dark text, rings and accent text darken).
 */
export const a11yThemes: readonly A11yTheme[] = [
  { name: 'light', mode: 'light' },
  { name: 'dark', mode: 'dark' },
  { name: 'light, accent #7c3aed', mode: 'light', accent: '#7c3aed' },
  { name: 'light, accent #f76b15 (adjusted)', mode: 'light', accent: '#f76b15' },
  { name: 'dark, accent #f76b15 (adjusted)', mode: 'dark', accent: '#f76b15' },
]

/** The plugins of the demo page whose views the suites visit beside the core views. */
const features = 'swap&history&onramp'

/** Called on each shown view, with the page it is on (sign-in has a fresh page of its own). */
type Check = (view: string, page: Page) => Promise<void>

async function openWith(page: Page, demoUrl: string, theme: A11yTheme, query: string) {
  await openDemo(page, demoUrl, `?theme=${theme.mode}&${query}`)
  if (theme.accent)
    await page.evaluate(
      (accent) =>
        (
          window as unknown as {
            gangwayDemo: { gangway: { setThemeVariables(v: { accent: string }): void } }
          }
        ).gangwayDemo.gangway.setThemeVariables({ accent }),
      theme.accent,
    )
}

async function shown(page: Page, dialog: Locator, view: string, check: Check) {
  await expect(dialog).toHaveAttribute('data-view', view)
  await expect(dialog.locator('.view [role="status"] .spinner')).toHaveCount(0)
  await settled(page)
  await check(view, page)
}

async function back(dialog: Locator, view = 'Account') {
  await dialog.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', view)
}

/**
 * The main views in three groups that need no state from each other, so a suite can run them
 * as separate tests (Playwright spreads those over its workers): the views before connecting,
 * the connected views in two halves (one connect each), and the sign-in prompt (a visitor who
 * is not connected yet).
 */
export type ViewGroup =
  | 'before connecting'
  | 'connected: account, send, receive'
  | 'connected: swap, buy, networks, approval'
  | 'sign-in'

export const viewGroups: readonly ViewGroup[] = [
  'before connecting',
  'connected: account, send, receive',
  'connected: swap, buy, networks, approval',
  'sign-in',
]

/** How many views each group shows `check` (11 in all). */
export const viewsInGroup: Readonly<Record<ViewGroup, number>> = {
  'before connecting': 2,
  'connected: account, send, receive': 4,
  'connected: swap, buy, networks, approval': 4,
  'sign-in': 1,
}

/**
 * Walks the main views of the demo in `theme` and calls `check` on each, once it is shown and
 * settled: Connect, All Wallets, Account (Tokens and Activity), Send, Receive, Swap, Buy,
 * Networks and ApproveTransaction; then, on a fresh page, the sign-in prompt. `groups` picks
 * some of them (all by default).
 */
export async function visitMainViews(
  parameters: {
    page: Page
    browser: Browser
    dialog: Locator
    demoUrl: string
    theme: A11yTheme
    groups?: readonly ViewGroup[]
  },
  check: Check,
): Promise<void> {
  const { page, dialog, demoUrl, theme, groups = viewGroups } = parameters
  const account = groups.includes('connected: account, send, receive')
  const more = groups.includes('connected: swap, buy, networks, approval')
  if (groups.includes('before connecting') || account || more) {
    await openWith(page, demoUrl, theme, features)
    await page.locator('[data-gangway-button] button').first().click()
    await expect(dialog.getByRole('button', { name: /Demo Wallet/ })).toBeVisible()
  }
  if (groups.includes('before connecting')) {
    await shown(page, dialog, 'Connect', check)
    await dialog.getByRole('button', { name: /All Wallets/ }).click()
    await expect(
      dialog.getByRole('list', { name: 'Wallets' }).getByRole('button').first(),
    ).toBeVisible()
    await shown(page, dialog, 'AllWallets', check)
    await back(dialog, 'Connect')
  }
  if (account || more) await visitConnectedViews(page, dialog, check, { account, more })
  if (!groups.includes('sign-in')) return
  // Sign-in needs a visitor who is not connected yet: the page itself when nothing else ran on
  // it, otherwise a fresh context.
  if (groups.length === 1) return visitSignIn(page, demoUrl, theme, check)
  const context = await parameters.browser.newContext({ viewport: page.viewportSize() })
  try {
    await visitSignIn(await context.newPage(), demoUrl, theme, check)
  } finally {
    await context.close()
  }
}

async function visitConnectedViews(
  page: Page,
  dialog: Locator,
  check: Check,
  parts: { account: boolean; more: boolean },
) {
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await expect(dialog.getByTestId('account-balance')).toContainText('ETH')
  await expect(dialog.getByText('USD Coin')).toBeVisible()
  if (parts.account) {
    await shown(page, dialog, 'Account', check)
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await expect(dialog.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(dialog.locator('.tabpanel [role="status"]')).toHaveCount(0)
    // The tab's list itself has arrived (its spinner is busy, not a status).
    await expect(dialog.locator('.tabpanel [aria-busy="true"]')).toHaveCount(0)
    await settled(page)
    await check('Account (Activity)', page)
    await dialog.getByRole('tab', { name: 'Tokens' }).click()
  }

  const subviews = [
    ...(parts.account
      ? ([
          ['Send', 'WalletSend'],
          ['Receive', 'WalletReceive'],
        ] as const)
      : []),
    ...(parts.more
      ? ([
          ['Swap', 'Swap'],
          ['Buy', 'Onramp'],
        ] as const)
      : []),
  ]
  for (const [button, view] of subviews) {
    await dialog.getByRole('button', { name: button, exact: true }).click()
    await shown(page, dialog, view, check)
    await back(dialog)
  }
  if (!parts.more) return

  await dialog.getByRole('button', { name: /Switch network/ }).click()
  await shown(page, dialog, 'Networks', check)
  await back(dialog)

  void page.evaluate(() =>
    (
      window as unknown as { gangwayDemo: { requestApproval(request: unknown): unknown } }
    ).gangwayDemo.requestApproval({
      method: 'personal_sign',
      origin: 'https://shop.example',
      caipNetworkId: 'eip155:31337',
      content: { kind: 'message', message: 'Sign in to the Tip Jar\n\nNonce: 8f3a9c2d' },
    }),
  )
  await expect(dialog.getByTestId('approve-transaction')).toBeVisible()
  await shown(page, dialog, 'ApproveTransaction', check)
  await dialog.getByRole('button', { name: 'Reject' }).click()
}

async function visitSignIn(page: Page, demoUrl: string, theme: A11yTheme, check: Check) {
  const dialog = page.locator('gangway-modal [role="dialog"]')
  await openWith(page, demoUrl, theme, 'siwx=required')
  await page.locator('[data-gangway-button] button').first().click()
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await shown(page, dialog, 'SIWXSignMessage', check)
}
