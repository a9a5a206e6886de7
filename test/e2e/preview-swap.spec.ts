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
