// Issue 33 in a real browser: Swap's preview step. Before the wallet is asked, the swap's
// transaction is simulated on the demo chain's own Uniswap V2 pool and shown — You send / You
// receive / Network fee — in English and Arabic, driven by the keyboard only once the wallet
// is connected; what then arrives is within the quote's slippage and matches the preview.
import type { Locator, Page } from '@playwright/test'
import {
  connectDemoWallet,
  expect,
  expectAccessible,
  openDemo,
  rpc,
  snap,
  test,
} from './fixtures.js'

const wallet = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function erc20Balance(rpcUrl: string, token: string, owner: string): Promise<bigint> {
  const data = `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}`
  return BigInt(await rpc<string>(rpcUrl, 'eth_call', [{ to: token, data }, 'latest']))
}

/** Presses Tab until `target` has the focus (at most 40 times): the keyboard's own path. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((element) => element.matches(':focus'))) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** "1,234.567 GOLD" → 1234.567 (the view's Latin digits, grouping commas). */
const shownAmount = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''))

for (const { lang, query, words } of [
  {
    lang: 'English',
    query: '?theme=light&swap',
    words: {
      swap: 'Swap',
      pay: 'You pay',
      title: 'Review swap',
      send: 'You send',
      receive: 'You receive',
      confirm: 'Confirm swap',
      back: 'Back',
      done: /^Swapped 0\.1 ETH for [\d,.]+ GOLD$/,
    },
  },
  {
    lang: 'Arabic',
    query: '?lang=ar&swap',
    words: {
      swap: 'مبادلة',
      pay: 'تدفع',
      title: 'مراجعة المبادلة',
      send: 'أنت ترسل',
      receive: 'أنت تستلم',
      confirm: 'تأكيد المبادلة',
      back: 'رجوع',
      done: /^تمت مبادلة 0\.1 ETH مقابل [\d,.]+ GOLD$/,
    },
  },
]) {
  test(`Swap's preview step shows the simulated swap in ${lang}, by keyboard, and what arrives matches it`, async ({
    page,
    demoUrl,
    config,
    dialog,
    problems,
  }) => {
    test.setTimeout(120_000)
    const rpcUrl = config.networks[0]!.rpcUrl
    const gold = config.swap.tokens[0]!.address
    await openDemo(page, demoUrl, query)
    await connectDemoWallet(page, dialog)
    await tabTo(page, dialog.getByRole('button', { name: words.swap, exact: true }))
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveAttribute('data-view', 'Swap')
    await expect(dialog.getByLabel(words.pay)).toBeFocused()
    await page.keyboard.type('0.1')
    await tabTo(page, dialog.getByTestId('swap-to-token'))
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('searchbox')).toBeFocused()
    await page.keyboard.type('GOLD')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(dialog.getByTestId('swap-to-token')).toContainText('GOLD')
    await expect(dialog.getByTestId('swap-rate')).toBeVisible()
    const submit = dialog.getByTestId('swap-submit')
    await tabTo(page, submit)
    await expect(submit).toHaveText(words.swap)
    await page.keyboard.press('Enter')

    // The preview step: its title is read out first, then Confirm takes the focus.
    const review = dialog.getByTestId('swap-review')
    await expect(review.getByRole('heading', { name: words.title })).toBeVisible()
    const preview = review.getByTestId('transaction-preview')
    await expect(preview).toBeVisible()
    await expect(preview.getByText(words.send, { exact: true })).toBeVisible()
    await expect(preview.getByText(words.receive, { exact: true })).toBeVisible()
    await expect(preview.getByTestId('preview-send')).toHaveText('0.1 ETH')
    await expect(preview.getByTestId('preview-receive')).toHaveText(/^[\d,]+(\.\d+)? GOLD$/)
    await expect(preview.getByTestId('preview-network-fee')).toHaveText(/ETH$/)
    await expect(preview.getByTestId('preview-confidence')).toHaveAttribute(
      'data-confidence',
      'simulated',
    )
    await expect(preview.getByRole('alert')).toHaveCount(0)
    const confirm = review.getByRole('button', { name: words.confirm })
    await expect(confirm).toBeFocused()
    const minimum = shownAmount(await review.getByTestId('swap-review-minimum').textContent())
    const previewed = shownAmount(await preview.getByTestId('preview-receive').textContent())
    expect(previewed).toBeGreaterThanOrEqual(minimum)
    await snap(page, `swap-preview-${lang === 'English' ? 'en' : 'ar'}`)
    await expectAccessible(page, `Swap (preview step, ${lang})`)

    if (lang === 'English') {
      // Back returns to the form, its Swap button focused; Enter previews again.
      await tabTo(page, review.getByRole('button', { name: words.back }))
      await page.keyboard.press('Enter')
      await expect(review).toHaveCount(0)
      await expect(submit).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(
        dialog.getByTestId('swap-review').getByTestId('transaction-preview'),
      ).toBeVisible()
      await expect(dialog.getByTestId('swap-confirm')).toBeFocused()
    }

    const before = await erc20Balance(rpcUrl, gold, wallet)
    await page.keyboard.press('Enter')
    await expect(dialog.getByText(words.done).first()).toBeVisible()
    const arrived =
      Number(((await erc20Balance(rpcUrl, gold, wallet)) - before) / 10n ** 15n) / 1000
    // What arrives is the preview's figure (three decimals shown), and no less than the minimum.
    expect(Math.abs(arrived - previewed)).toBeLessThanOrEqual(0.001)
    expect(arrived).toBeGreaterThanOrEqual(minimum - 0.001)
    await expect(dialog.getByTestId('swap-review')).toHaveCount(0)
    await expect(dialog.getByLabel(words.pay)).toHaveValue('')
    expect(problems).toEqual([])
  })
}

test("Swap's approve step previews the real approval — you allow the router up to 50 GOLD — by keyboard, and that approval is what the wallet sends", async ({
  page,
  demoUrl,
  config,
  dialog,
  problems,
}) => {
  // A swap for GOLD first (the wallet holds none), then the approval and the swap back.
  test.setTimeout(180_000)
  const rpcUrl = config.networks[0]!.rpcUrl
  const [gold, silver] = config.swap.tokens
  const router = config.swap.deployment.router
  await openDemo(page, demoUrl, '?theme=light&swap')
  await connectDemoWallet(page, dialog)
  await tabTo(page, dialog.getByRole('button', { name: 'Swap', exact: true }))
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('You pay')).toBeFocused()
  await page.keyboard.type('0.1')
  await pickToken(page, dialog, 'to', 'GOLD')
  const submit = dialog.getByTestId('swap-submit')
  await tabTo(page, submit)
  await expect(submit).toHaveText('Swap')
  await page.keyboard.press('Enter')
  await expect(dialog.getByTestId('swap-confirm')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByText(/^Swapped 0\.1 ETH for [\d,.]+ GOLD$/).first()).toBeVisible()

  // GOLD → SILVER: the allowance is short, so Approve GOLD opens the approval's preview.
  await tabTo(page, dialog.getByRole('button', { name: 'Swap the direction' }))
  await page.keyboard.press('Enter')
  await expect(dialog.getByTestId('swap-from-token')).toContainText('GOLD')
  await pickToken(page, dialog, 'to', 'SILVER')
  await expect(dialog.getByLabel('You pay')).toBeFocused()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('50')
  await expect(submit).toHaveText('Approve GOLD')
  await tabTo(page, submit)
  const allowanceBefore = await allowance(rpcUrl, gold!.address, wallet, router)
  await page.keyboard.press('Enter')
  const review = dialog.getByTestId('swap-review')
  await expect(review).toHaveAttribute('data-action', 'approve')
  await expect(review.getByRole('heading', { name: 'Review the GOLD approval' })).toBeVisible()
  const preview = review.getByTestId('transaction-preview')
  await expect(preview.getByText('You allow', { exact: true })).toBeVisible()
  // The router, shortened as the preview shortens addresses (checksummed).
  await expect(preview.getByTestId('preview-allow')).toHaveText(
    new RegExp(`^${router.slice(0, 6)}…${router.slice(-4)} may take up to 50 GOLD$`, 'i'),
  )
  await expect(preview.getByTestId('preview-send')).toHaveCount(0)
  // An exact approval: nothing to warn about (an unlimited one is flagged, preview.test).
  await expect(preview.locator('[data-warning]')).toHaveCount(0)
  const confirm = review.getByRole('button', { name: 'Approve GOLD' })
  await expect(confirm).toBeFocused()
  // Nothing was sent before the visitor confirmed.
  expect(await allowance(rpcUrl, gold!.address, wallet, router)).toBe(allowanceBefore)
  await snap(page, 'swap-approve-preview-en')
  await expectAccessible(page, 'Swap (approve step)')
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('GOLD approved')).toBeVisible()
  expect(await allowance(rpcUrl, gold!.address, wallet, router)).toBe(50n * 10n ** 18n)
  await expect(review).toHaveCount(0)
  await expect(submit).toHaveText('Swap')
  await expect(submit).toBeFocused()

  // Then the swap's own preview, and the swap.
  const silverBefore = await erc20Balance(rpcUrl, silver!.address, wallet)
  await page.keyboard.press('Enter')
  await expect(review).toHaveAttribute('data-action', 'swap')
  await expect(dialog.getByTestId('swap-confirm')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByText(/^Swapped 50 GOLD for [\d,.]+ SILVER$/).first()).toBeVisible()
  expect((await erc20Balance(rpcUrl, silver!.address, wallet)) - silverBefore).toBeGreaterThan(
    48n * 10n ** 6n,
  )
  expect(problems).toEqual([])
})

async function allowance(rpcUrl: string, token: string, owner: string, spender: string) {
  const word = (address: string) => address.slice(2).toLowerCase().padStart(64, '0')
  const data = `0xdd62ed3e${word(owner)}${word(spender)}`
  return BigInt(await rpc<string>(rpcUrl, 'eth_call', [{ to: token, data }, 'latest']))
}

/** Picks a token for one side with the keyboard: open, type, arrow down, Enter. */
async function pickToken(page: Page, dialog: Locator, side: 'from' | 'to', search: string) {
  await tabTo(page, dialog.getByTestId(`swap-${side}-token`))
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('searchbox')).toBeFocused()
  await page.keyboard.type(search)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(dialog.getByTestId(`swap-${side}-token`)).toContainText(search)
}
