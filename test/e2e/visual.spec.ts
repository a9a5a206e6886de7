import { expect, openDemo, settled, test } from './fixtures.js'

// Visual comparisons of the main views (issue 13): light and dark on a laptop, and a phone.
// Baselines live in test/e2e/__screenshots__/; `npx playwright test visual --update-snapshots`
// refreshes them after a deliberate change (look at them before committing).
// Determinism: animations are finished and carets hidden by toHaveScreenshot; the demo
// wallet's address is fixed; amounts that other specs change on the shared chain are
// replaced by one fixed text.

const layouts = [
  { name: 'light', theme: 'light', viewport: { width: 1280, height: 800 } },
  { name: 'dark', theme: 'dark', viewport: { width: 1280, height: 800 } },
  { name: 'phone', theme: 'light', viewport: { width: 390, height: 844 } },
] as const

// The phone's bottom sheet rests on the viewport's bottom edge at a sub-pixel offset that
// varies between runs (the card's height is fractional), which shifts every text row by one
// pixel (~1 % of the image); a broken layout differs by far more.
const options = (layout: (typeof layouts)[number]) =>
  layout.name === 'phone' ? { maxDiffPixelRatio: 0.03 } : {}

for (const layout of layouts)
  test.describe(`main views, ${layout.name}`, () => {
    test.use({ viewport: layout.viewport })

    test('Connect, Account, Receive, Send, Networks and ApproveTransaction look as approved', async ({
      page,
      demoUrl,
      dialog,
    }) => {
      await openDemo(page, demoUrl, `?theme=${layout.theme}`)
      await page.locator('[data-gangway-button] button').first().click()
      await expect(dialog.getByRole('button', { name: /Demo Wallet/ })).toBeVisible()
      await settled(page)
      await expect(dialog).toHaveScreenshot(`connect-${layout.name}.png`, options(layout))

      await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
      await expect(dialog.getByTestId('account-address')).toBeVisible()
      await expect(dialog.getByTestId('account-balance')).toContainText('ETH')
      await expect(dialog.getByText('USD Coin')).toBeVisible()
      await settled(page)
      // Amounts on the shared test chain change with the specs that ran before: one fixed
      // text keeps the layout (and the name truncation next to them) the same.
      await dialog
        .locator('[data-testid="account-balance"], .token-amount')
        .evaluateAll((elements) => {
          for (const element of elements) element.textContent = '1,234.56'
        })
      await expect(dialog).toHaveScreenshot(`account-${layout.name}.png`, options(layout))

      await dialog.getByRole('button', { name: 'Receive', exact: true }).click()
      await expect(dialog.getByRole('img', { name: 'QR code of your address' })).toBeVisible()
      await settled(page)
      await expect(dialog).toHaveScreenshot(`receive-${layout.name}.png`, options(layout))
      await dialog.getByRole('button', { name: 'Back' }).click()

      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(dialog.getByLabel('Amount')).toBeFocused()
      await settled(page)
      await dialog.locator('.gw-send-meta > span').evaluateAll((elements) => {
        for (const element of elements)
          if (element.textContent?.trim()) element.textContent = 'Balance: 1,234.56 ETH'
      })
      await expect(dialog).toHaveScreenshot(`send-${layout.name}.png`, options(layout))
      await dialog.getByRole('button', { name: 'Back' }).click()
      await expect(dialog.getByTestId('account-address')).toBeVisible()

      await dialog.getByRole('button', { name: /Switch network/ }).click()
      await expect(dialog.getByRole('heading', { name: 'Choose Network' })).toBeVisible()
      await settled(page)
      await expect(dialog).toHaveScreenshot(`networks-${layout.name}.png`, options(layout))
      await dialog.getByRole('button', { name: 'Back' }).click()
      await expect(dialog.getByTestId('account-address')).toBeVisible()

      void page.evaluate(() =>
        (
          window as unknown as { gangwayDemo: { requestApproval(request: unknown): unknown } }
        ).gangwayDemo.requestApproval({
          method: 'personal_sign',
          origin: 'https://shop.example',
          caipNetworkId: 'eip155:31337',
          content: {
            kind: 'message',
            message: 'Sign in to the Tip Jar\n\nNonce: 8f3a9c2d',
          },
        }),
      )
      await expect(dialog.getByTestId('approve-transaction')).toBeVisible()
      await settled(page)
      await expect(dialog).toHaveScreenshot(`approve-${layout.name}.png`, options(layout))
      await dialog.getByRole('button', { name: 'Reject' }).click()
    })
  })
