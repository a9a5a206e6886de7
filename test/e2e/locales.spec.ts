import type { Page } from '@playwright/test'
import { expect, expectAccessible, openDemo, settled, test } from './fixtures.js'

// Issue 23: the real Arabic catalogue lays the modal out right to left (screenshots of
// Connect, Account and Send, axe clean), and a host's locale loads its own catalogue only.
// Baselines live in test/e2e/__screenshots__/ (`--update-snapshots`, then look at them).

const localeChunk =
  /\/(de|fr|es|pt-BR|it|nl|pl|tr|ru|uk|ar|he|hi|id|ja|ko|zh-CN|zh-TW|vi|th)-[A-Z0-9]+\.js$/

/** The catalogue chunks (`ja-XXXX.js`…) the page requests from now on, by locale. */
function recordCatalogues(page: Page): { locale: string; url: string }[] {
  const loaded: { locale: string; url: string }[] = []
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(localeChunk)
    if (match?.[1]) loaded.push({ locale: match[1], url: request.url() })
  })
  return loaded
}

test.describe('right to left, Arabic', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('Connect, Account and Send look as approved and are accessible', async ({
    page,
    demoUrl,
    dialog,
  }) => {
    // Three axe runs and three screenshots: more than the default minute on a loaded machine.
    test.setTimeout(180_000)
    await openDemo(page, demoUrl, '?theme=light&lang=ar')
    await page.locator('[data-gangway-button] button').first().click()
    await expect(dialog).toHaveAttribute('dir', 'rtl')
    await expect(dialog).toHaveAttribute('lang', 'ar')
    await expect(dialog.getByRole('heading', { name: 'ربط محفظة' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: /Demo Wallet/ })).toBeVisible()
    await settled(page)
    await expect(dialog).toHaveScreenshot('connect-ar.png')
    await expectAccessible(page, 'Connect ar')

    await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
    await expect(dialog.getByTestId('account-address')).toBeVisible()
    await expect(dialog.getByTestId('account-balance')).toContainText('ETH')
    await expect(dialog.getByText('USD Coin')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'قطع الاتصال' })).toBeVisible()
    await settled(page)
    // Amounts on the shared chain change with the specs that ran before (visual.spec.ts).
    await dialog
      .locator('[data-testid="account-balance"], .token-amount')
      .evaluateAll((elements) => {
        for (const element of elements) element.textContent = '1,234.56'
      })
    await expect(dialog).toHaveScreenshot('account-ar.png')
    await expectAccessible(page, 'Account ar')

    await dialog.getByRole('button', { name: 'إرسال', exact: true }).click()
    await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
    await expect(dialog.getByRole('heading', { name: 'إرسال' })).toBeVisible()
    await expect(dialog.getByLabel('المبلغ')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'مراجعة الإرسال' })).toBeVisible()
    await settled(page)
    await dialog.locator('.gw-send-meta > span').evaluateAll((elements) => {
      for (const element of elements)
        if (element.textContent?.trim()) element.textContent = 'الرصيد: 1,234.56 ETH'
    })
    await expect(dialog).toHaveScreenshot('send-ar.png')
    await expectAccessible(page, 'Send ar')

    // Back is at the start of the header: the right, in right-to-left text.
    const card = await dialog.boundingBox()
    const back = await dialog.getByRole('button', { name: 'رجوع' }).boundingBox()
    expect(back!.x).toBeGreaterThan(card!.x + card!.width / 2)
  })
})

test.describe('the browser in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('shows Japanese and loads the Japanese catalogues only', async ({
    page,
    demoUrl,
    dialog,
  }) => {
    const loaded = recordCatalogues(page)
    await openDemo(page, demoUrl)
    await page.locator('[data-gangway-button] button').first().click()
    await expect(dialog).toHaveAttribute('lang', 'ja-JP')
    await expect(dialog).toHaveAttribute('dir', 'ltr')
    await expect(dialog.getByRole('heading', { name: 'ウォレットを接続' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: '閉じる' })).toBeVisible()
    expect(loaded.length).toBeGreaterThan(0)
    expect(loaded.filter(({ locale }) => locale !== 'ja')).toEqual([])
    // The modal's own catalogue (the one with its keys): one chunk among the plugins' ones.
    const modal = []
    for (const { url } of loaded)
      if ((await (await page.request.get(url)).text()).includes('Connect.title')) modal.push(url)
    expect(modal).toHaveLength(1)

    // SPEC §8's 'Network Not Found' in the visitor's language (issue 36 item 4): the host asks
    // for a network it never configured while the modal is open.
    const refused = await page.evaluate(() =>
      (
        window as unknown as {
          gangwayDemo: {
            gangway: { kernel: { networks: { switch(id: string): Promise<void> } } }
          }
        }
      ).gangwayDemo.gangway.kernel.networks
        .switch('eip155:999999')
        .then(
          () => 'switched',
          (error: Error) => error.name,
        ),
    )
    expect(refused).toBe('NetworkNotFoundError')
    await expect(dialog.locator('.toast.error')).toHaveText('ネットワークが見つかりません')
  })
})

test('an English page loads no catalogue', async ({ page, demoUrl, dialog }) => {
  const loaded = recordCatalogues(page)
  await openDemo(page, demoUrl, '?lang=en')
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  expect(loaded).toEqual([])
})
