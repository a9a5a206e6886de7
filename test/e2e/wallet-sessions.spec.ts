import type { Locator, Page } from '@playwright/test'
import type { TestWallet } from 'gangway/testing'
import { connectDemoWallet, expect, openDemo, test } from './fixtures.js'

type DemoWindow = {
  gangwayDemo: {
    walletRequests: string[]
    wallet: { offerPermissions(form: 'current' | 'earlier' | undefined): void }
  }
}

for (const [form, method] of [
  ['current', 'wallet_requestExecutionPermissions'],
  ['earlier', 'wallet_grantPermissions'],
] as const)
  test(`a browser wallet that grants permissions (${method}) is offered a session, and grants it`, async ({
    page,
    demoUrl,
    dialog,
    problems,
  }) => {
    await openDemo(page, demoUrl)
    await page.evaluate(
      (form) => (window as unknown as DemoWindow).gangwayDemo.wallet.offerPermissions(form),
      form,
    )
    await connectDemoWallet(page, dialog)
    await page.keyboard.press('Escape')
    const panel = page.getByRole('region', { name: 'Session with your wallet' })
    await expect(panel).toContainText(method)
    await panel.getByRole('button', { name: 'Grant a session' }).click()
    await expect(page.getByTestId('wallet-session-status')).toHaveText(/^Session granted: 0x/)
    const requests = await page.evaluate(
      () => (window as unknown as DemoWindow).gangwayDemo.walletRequests,
    )
    expect(
      requests.filter((m) => m.startsWith('wallet_request') || m === 'wallet_grantPermissions'),
    ).toEqual([method])
    expect(problems).toEqual([])
  })

test('a browser wallet with neither method is not offered a session', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await openDemo(page, demoUrl)
  await connectDemoWallet(page, dialog)
  await page.keyboard.press('Escape')
  // The panel appears only after the wallet answered both questions: wait for the answers.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as DemoWindow).gangwayDemo.walletRequests))
    .toEqual(
      expect.arrayContaining(['wallet_getSupportedExecutionPermissions', 'wallet_getCapabilities']),
    )
  await expect(page.getByRole('region', { name: 'Session with your wallet' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Grant a session' })).toHaveCount(0)
})

type SessionsWindow = {
  gangwayDemo: {
    walletRequests: string[]
    wallet: TestWallet
    gangway: { kernel: { bus: { on(event: 'toast', listener: (toast: object) => void): void } } }
  }
  toastsShown?: object[]
}

/** Grants a session through the demo's panel, then opens Account's Sessions by keyboard. */
async function grantAndOpenSessions(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape')
  const panel = page.getByRole('region', { name: 'Session with your wallet' })
  await panel.getByRole('button', { name: 'Grant a session' }).click()
  await expect(page.getByTestId('wallet-session-status')).toHaveText(/^Session granted: 0x/)
  await page.locator('[data-gangway-button] .gw-cb-account').click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await dialog.getByRole('button', { name: 'Sessions', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'WalletSessions')
}

const walletRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as SessionsWindow).gangwayDemo.walletRequests)

for (const [form, revokeMethod] of [
  ['current', 'wallet_revokeExecutionPermission'],
  ['earlier', 'wallet_revokePermissions'],
] as const)
  test(`Sessions lists the session the browser wallet granted, and Revoke ends it in the wallet (${revokeMethod}), by keyboard`, async ({
    page,
    demoUrl,
    dialog,
    problems,
  }, testInfo) => {
    await openDemo(page, demoUrl, '?sessions')
    await page.evaluate(
      (form) => (window as unknown as SessionsWindow).gangwayDemo.wallet.offerPermissions(form),
      form,
    )
    await connectDemoWallet(page, dialog)
    await grantAndOpenSessions(page, dialog)

    const list = dialog.getByRole('region', { name: 'Sessions with your wallet' })
    const rows = list.getByRole('listitem')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(
      /May send up to 0\.01 ETH to 0x\w{4}…\w{4} without asking/,
    )
    await expect(rows.first()).toContainText(/Ends /)
    await dialog.screenshot({ path: testInfo.outputPath(`wallet-sessions-${form}.png`) })

    const revoke = list.getByRole('button', { name: /^Revoke session 1 \(0x\w{4}…\w{4}\)$/ })
    await revoke.focus()
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('status', { name: 'Notifications' })).toContainText(
      'The session of',
    )
    await expect(rows).toHaveCount(0)
    await expect(list).toContainText('No app can act for this account without asking you.')
    // The focus stays in the list (its heading), not lost with the removed row.
    await expect(list.getByRole('heading', { name: 'Sessions with your wallet' })).toBeFocused()
    expect((await walletRequests(page)).filter((m) => m === revokeMethod)).toHaveLength(1)
    await dialog.screenshot({ path: testInfo.outputPath(`wallet-sessions-${form}-revoked.png`) })
    expect(problems).toEqual([])
  })

test('a session stays listed when the visitor refuses to revoke it in the wallet, and when the wallet fails', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await openDemo(page, demoUrl, '?sessions')
  await page.evaluate(() =>
    (window as unknown as SessionsWindow).gangwayDemo.wallet.offerPermissions('current'),
  )
  await connectDemoWallet(page, dialog)
  await grantAndOpenSessions(page, dialog)
  const list = dialog.getByRole('region', { name: 'Sessions with your wallet' })
  const revoke = list.getByRole('button', { name: /^Revoke session 1/ })
  await expect(revoke).toBeEnabled()
  // Every toast from here on, recorded as it is raised (a toast may appear 150 ms late).
  await page.evaluate(() => {
    const demo = window as unknown as SessionsWindow
    demo.toastsShown = []
    demo.gangwayDemo.gangway.kernel.bus.on('toast', (toast) => demo.toastsShown!.push(toast))
  })

  // The visitor says no in the wallet (4001): nothing to tell them, the session stays.
  await page.evaluate(() => (window as unknown as SessionsWindow).gangwayDemo.wallet.ask(true))
  await revoke.focus()
  await page.keyboard.press('Enter')
  await expect(revoke).toBeDisabled()
  await page.evaluate(() => (window as unknown as SessionsWindow).gangwayDemo.wallet.reject())
  await expect(revoke).toBeEnabled()
  await expect(dialog.locator('.toast')).toHaveCount(0)
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await page.evaluate(() => (window as unknown as SessionsWindow).gangwayDemo.wallet.ask(false))

  // The wallet fails: the visitor is told, the session stays.
  await page.evaluate(() =>
    (window as unknown as SessionsWindow).gangwayDemo.wallet.failNext({
      method: 'wallet_revokeExecutionPermission',
    }),
  )
  await revoke.focus()
  await page.keyboard.press('Enter')
  await expect(dialog.locator('.toast.error')).toHaveText('The session could not be revoked.')
  await expect(list.getByRole('listitem')).toHaveCount(1)
  // One toast in all: the failure's. The refusal raised none.
  expect(await page.evaluate(() => (window as unknown as SessionsWindow).toastsShown)).toEqual([
    { variant: 'error', message: 'The session could not be revoked.' },
  ])
})

test('Sessions says so when the browser wallet grants no sessions', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await openDemo(page, demoUrl, '?sessions')
  await connectDemoWallet(page, dialog)
  await dialog.getByRole('button', { name: 'Sessions', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('region', { name: 'Sessions with your wallet' })).toContainText(
    'Your wallet does not grant sessions on this network.',
  )
})
