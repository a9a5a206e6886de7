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
