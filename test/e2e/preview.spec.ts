// Issue 33 in a real browser: ApproveTransaction and Send's preview show what a request will
// do — You send / You allow / Network fee / This will fail — in English and Arabic, driven by
// the keyboard only once the wallet is connected.
import type { Locator, Page } from '@playwright/test'
import {
  connectDemoWallet,
  expect,
  expectAccessible,
  openDemo,
  settled,
  snap,
  test,
} from './fixtures.js'

const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const spender = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const maxUint = 'f'.repeat(64)
const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')

type DemoWindow = { gangwayDemo: { requestApproval(request: unknown): Promise<string> } }

/** Opens ApproveTransaction for an eth_sendTransaction the way an embedded wallet would. */
function requestApproval(page: Page, tx: { to: string; data: string }, chainId: number) {
  void page.evaluate(
    ({ tx, chainId, sender }) =>
      (window as unknown as DemoWindow).gangwayDemo.requestApproval({
        method: 'eth_sendTransaction',
        origin: 'https://shop.example',
        caipNetworkId: `eip155:${chainId}`,
        from: sender,
        params: [{ from: sender, ...tx }],
        content: { kind: 'call', to: tx.to, data: tx.data },
      }),
    { tx, chainId, sender },
  )
}

/** Presses Tab until `target` has the focus (at most 30 times): the keyboard's own path. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 30; i++) {
    if (await target.evaluate((element) => element.matches(':focus'))) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('ApproveTransaction previews an unlimited approve in English, by keyboard', async ({
  page,
  demoUrl,
  config,
  dialog,
}) => {
  const usdc = config.tokens[0]!.address
  await openDemo(page, demoUrl, '?theme=light')
  await connectDemoWallet(page, dialog)
  requestApproval(
    page,
    { to: usdc, data: `0x095ea7b3${word(spender)}${maxUint}` },
    config.networks[0]!.id,
  )
  const preview = dialog.getByTestId('transaction-preview')
  await expect(preview).toBeVisible()
  await expect(preview.getByTestId('preview-allow')).toHaveText(
    '0x3C44…93BC may take all of your USDC',
  )
  await expect(preview.getByRole('alert')).toHaveText(
    /Unlimited approval: 0x3C44…93BC can take all of your USDC, now and later\./,
  )
  await expect(preview.getByTestId('preview-network-fee')).toHaveText(/^0\.0000\d+ ETH$/)
  await expect(preview.getByTestId('preview-confidence')).toHaveText(
    'Simulated on the network just now.',
  )
  // Reject has the focus first, so Enter never approves by accident.
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeFocused()
  // The raw request is one key press away.
  const summary = dialog.getByText('Request details')
  await tabTo(page, summary)
  await page.keyboard.press('Enter')
  await expect(dialog.getByTestId('approve-details')).toHaveAttribute('open', '')
  await expect(dialog.getByText('Method', { exact: true })).toBeVisible()
  await page.keyboard.press('Enter')
  await settled(page)
  await expect(dialog).toHaveScreenshot('preview-approve-unlimited-en.png', {
    mask: [preview.getByTestId('preview-network-fee')],
  })
  await expectAccessible(page, 'ApproveTransaction (preview)')
  await tabTo(page, dialog.getByRole('button', { name: 'Reject' }))
  await page.keyboard.press('Enter')
  await expect(dialog.getByTestId('transaction-preview')).toHaveCount(0)
})

test('ApproveTransaction says a transfer will fail, with its reason, in Arabic', async ({
  page,
  demoUrl,
  config,
  dialog,
}) => {
  const usdc = config.tokens[0]!.address
  await openDemo(page, demoUrl, '?lang=ar')
  await connectDemoWallet(page, dialog)
  // 10^30 units: far more than the demo wallet holds.
  requestApproval(
    page,
    { to: usdc, data: `0xa9059cbb${word(spender)}${(10n ** 30n).toString(16).padStart(64, '0')}` },
    config.networks[0]!.id,
  )
  const preview = dialog.getByTestId('transaction-preview')
  await expect(preview).toBeVisible()
  await expect(preview.getByRole('alert')).toHaveText(
    'سيفشل هذا: \u2068ERC20: transfer amount exceeds balance\u2069',
  )
  await expect(preview.getByText('أنت ترسل')).toBeVisible()
  await expect(preview.getByTestId('preview-send')).toHaveText(/USDC$/)
  await expect(dialog.getByText('تفاصيل الطلب')).toBeVisible()
  await settled(page)
  // The fee follows the chain's base fee, which earlier specs move.
  await expect(dialog).toHaveScreenshot('preview-approve-fails-ar.png', {
    mask: [preview.getByTestId('preview-network-fee')],
  })
  await expectAccessible(page, 'ApproveTransaction (preview, ar)')
  await page.keyboard.press('Enter') // Reject, focused first
  await expect(dialog.getByTestId('transaction-preview')).toHaveCount(0)
})

for (const { lang, query, send, amount } of [
  { lang: 'English', query: '?theme=light', send: 'You send', amount: '12.5 USDC' },
  { lang: 'Arabic', query: '?lang=ar', send: 'أنت ترسل', amount: '12.5 USDC' },
]) {
  test(`Send's preview shows the simulated change and fee in ${lang}, by keyboard`, async ({
    page,
    demoUrl,
    dialog,
  }) => {
    await openDemo(page, demoUrl, query)
    await connectDemoWallet(page, dialog)
    await tabTo(
      page,
      dialog.locator('nav button').filter({ hasText: lang === 'English' ? 'Send' : 'إرسال' }),
    )
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
    await expect(dialog.getByLabel(lang === 'English' ? 'Amount' : 'المبلغ')).toBeFocused()
    await page.keyboard.type('12.5')
    const picker = dialog
      .locator('button[aria-haspopup], button')
      .filter({ hasText: lang === 'English' ? 'Select token' : 'اختيار رمز' })
    await tabTo(page, picker.first())
    await page.keyboard.press('Enter')
    await tabTo(page, dialog.getByRole('button', { name: /USD Coin/ }))
    await page.keyboard.press('Enter')
    await tabTo(page, dialog.getByLabel(lang === 'English' ? 'To' : 'إلى', { exact: true }))
    await page.keyboard.type(spender)
    await tabTo(
      page,
      dialog.getByRole('button', { name: lang === 'English' ? 'Preview send' : 'مراجعة الإرسال' }),
    )
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveAttribute('data-view', 'WalletSendPreview')
    const preview = dialog.getByTestId('transaction-preview')
    await expect(preview).toBeVisible()
    await expect(preview.getByText(send)).toBeVisible()
    await expect(preview.getByTestId('preview-send')).toHaveText(amount)
    await expect(preview.getByTestId('preview-confidence')).toHaveAttribute(
      'data-confidence',
      'simulated',
    )
    await expect(preview.getByRole('alert')).toHaveCount(0)
    await snap(page, `send-preview-simulated-${lang === 'English' ? 'en' : 'ar'}`)
    await expectAccessible(page, `WalletSendPreview (preview, ${lang})`)
  })
}
