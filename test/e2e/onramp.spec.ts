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

// Buying crypto in the demo with `?onramp`: Coinbase and MoonPay, whose widget pages and
// quote API are the demo server's local stand-in (we do not own them); everything else is
// the real plugin, the real demo chain and the real browser. The local chain stands in for
// Ethereum, so funds "arrive" when the test sends them on anvil.

const wallet = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** anvil's second account (unlocked): it plays the provider paying out. */
const payer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Opens Buy from Account with the keyboard. */
async function openBuy(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Buy', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'Onramp')
  await expect(dialog.getByLabel(/^Amount/)).toBeFocused()
}

async function openConnectedBuy(
  page: Page,
  demoUrl: string,
  dialog: Locator,
  theme: 'light' | 'dark' = 'light',
) {
  await openDemo(page, demoUrl, `?theme=${theme}&onramp`)
  await connectDemoWallet(page, dialog)
  await openBuy(page, dialog)
}

async function typeAmount(page: Page, dialog: Locator, amount: string) {
  await dialog.getByLabel(/^Amount/).focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.type(amount)
}

test('a host that never opens Buy downloads none of its view or provider code', async ({
  page,
  demoUrl,
  dialog,
  problems,
}) => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''))
  })
  await openDemo(page, demoUrl, '?theme=light&onramp')
  await connectDemoWallet(page, dialog)
  // SPEC §9 wallet-feature order: onramp first, then receive and send.
  await expect(dialog.getByRole('navigation', { name: 'Wallet features' })).toHaveText(
    /^Buy.*Receive.*Send$/,
  )
  const lazyMarkers = ['gw-onramp-offer', 'buy_quote', 'defaultPaymentMethod']
  expect(scripts.filter((code) => lazyMarkers.some((marker) => code.includes(marker)))).toEqual([])
  await openBuy(page, dialog)
  await typeAmount(page, dialog, '50')
  await expect(dialog.getByTestId('onramp-offer-moonpay')).toContainText('You get')
  expect(lazyMarkers.every((marker) => scripts.some((code) => code.includes(marker)))).toBe(true)
  expect(problems).toEqual([])
})

test('buys ETH through MoonPay by keyboard: limits, quotes, popup, redirect back, funds arrive', async ({
  page,
  demoUrl,
  config,
  dialog,
  problems,
}) => {
  // Five states each checked with axe, a popup and a chain read: more than the default 60 s
  // on a loaded machine.
  test.slow()
  await openConnectedBuy(page, demoUrl, dialog)
  await expect(dialog.getByTestId('onramp-amount-hint')).toHaveText('Between $10.00 and $7,500.00')
  await expect(dialog.getByTestId('onramp-destination')).toContainText('0xf39F…2266')
  await snap(page, 'onramp-empty-light')
  await expectAccessible(page, 'Onramp (empty)')

  // SPEC §8 limits, checked as the visitor types.
  await page.keyboard.type('5')
  const amount = dialog.getByLabel(/^Amount/)
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByTestId('onramp-amount-hint')).toHaveText('The minimum is $10.00.')
  await expect(dialog.getByTestId('onramp-continue')).toBeDisabled()
  await typeAmount(page, dialog, '8000')
  await expect(dialog.getByTestId('onramp-amount-hint')).toHaveText('The maximum is $7,500.00.')
  await snap(page, 'onramp-limit-light')
  await expectAccessible(page, 'Onramp (over the limit)')

  // The asset by keyboard: ETH on the local chain (standing in for Ethereum).
  await dialog.getByLabel('Asset').focus()
  await dialog.getByLabel('Asset').selectOption('ETH')
  await expect(dialog.getByLabel('Network')).toHaveValue('ethereum')
  await typeAmount(page, dialog, '100')
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true')
  // Quotes side by side: MoonPay's from its quote API; Coinbase's needs the host's key, so
  // SPEC §9's fee range.
  const moonpayOffer = dialog.getByTestId('onramp-offer-moonpay')
  await expect(moonpayOffer).toContainText(/You get ≈ 0\.049\d* ETH/)
  await expect(moonpayOffer).toContainText('Fees $1.50 · Total $100.00')
  await expect(dialog.getByTestId('onramp-offer-coinbase')).toContainText(
    'No quote: fees are usually 1%–2%',
  )
  await expect(moonpayOffer.getByRole('radio')).toBeChecked()
  // Neither provider has a list of its own: SPEC §8's assets, with no failure to report.
  await expect(dialog.getByText(/could not be loaded/)).toHaveCount(0)
  await snap(page, 'onramp-quotes-light')
  await expectAccessible(page, 'Onramp (quotes)')

  const before = BigInt(
    await rpc<string>(config.networks[0]!.rpcUrl, 'eth_getBalance', [wallet, 'latest']),
  )
  await dialog.getByTestId('onramp-continue').focus()
  await expect(dialog.getByTestId('onramp-continue')).toHaveText('Continue with MoonPay')
  const popupOpened = page.waitForEvent('popup')
  await page.keyboard.press('Enter')
  const popup = await popupOpened
  await popup.waitForURL((url) => url.origin === config.onrampUrl)
  const widget = new URL(popup.url())
  expect(Object.fromEntries(widget.searchParams)).toMatchObject({
    apiKey: 'pk_test_gangwaydemo',
    currencyCode: 'eth',
    walletAddress: wallet,
    baseCurrencyCode: 'usd',
    baseCurrencyAmount: '100',
    paymentMethod: 'credit_debit_card',
  })
  expect(widget.searchParams.get('redirectURL')).toMatch(/[?&]gangway_onramp=[0-9a-f]{32}$/)
  // The provider's page cannot reach back into ours.
  expect(await popup.evaluate(() => window.opener)).toBeNull()
  await expect(dialog.getByTestId('onramp-state')).toHaveAttribute('data-step', 'waiting')
  await expect(
    dialog.getByRole('heading', { name: 'Finish your purchase in the MoonPay window.' }),
  ).toBeFocused()
  await snap(page, 'onramp-waiting-light')
  await expectAccessible(page, 'Onramp (waiting)')

  // The visitor completes the purchase: the provider sends the popup back, which closes.
  const popupClosed = popup.waitForEvent('close')
  await popup.getByRole('link', { name: 'Complete purchase' }).click()
  await popupClosed
  await expect(dialog.getByTestId('onramp-state')).toHaveAttribute('data-step', 'submitted')
  await expect(dialog.getByRole('heading', { name: 'Purchase submitted' })).toBeFocused()
  await snap(page, 'onramp-submitted-light')

  // The provider pays out on chain; the view sees it on its next read of the chain.
  await rpc(config.networks[0]!.rpcUrl, 'eth_sendTransaction', [
    { from: payer, to: wallet, value: `0x${(5n * 10n ** 16n).toString(16)}` },
  ])
  await expect(dialog.getByTestId('onramp-state')).toHaveAttribute('data-step', 'success', {
    timeout: 15_000,
  })
  await expect(dialog.getByTestId('onramp-state')).toContainText('0.05 ETH arrived in your account')
  await expect(dialog.getByRole('status', { name: 'Notifications' })).toContainText(
    '0.05 ETH arrived in your account',
  )
  const after = BigInt(
    await rpc<string>(config.networks[0]!.rpcUrl, 'eth_getBalance', [wallet, 'latest']),
  )
  expect(after - before).toBe(5n * 10n ** 16n)
  await snap(page, 'onramp-success-light')
  await expectAccessible(page, 'Onramp (funds arrived)')

  // Buy again goes back to the form.
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Buy again' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel(/^Amount/)).toBeFocused()
  expect(problems).toEqual([])
})

test('closing the provider’s window early cancels; Back returns to the form', async ({
  page,
  demoUrl,
  dialog,
  problems,
}) => {
  await openConnectedBuy(page, demoUrl, dialog, 'dark')
  await page.keyboard.type('50')
  await expect(dialog.getByTestId('onramp-offer-moonpay')).toContainText('You get')
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByTestId('onramp-continue').click()
  const popup = await popupOpened
  await expect(dialog.getByTestId('onramp-state')).toHaveAttribute('data-step', 'waiting')
  await popup.close()
  await expect(dialog.getByTestId('onramp-state')).toHaveAttribute('data-step', 'cancelled')
  await expect(dialog.getByRole('heading', { name: 'Purchase cancelled' })).toBeFocused()
  await expect(
    dialog.getByText('The MoonPay window was closed before the purchase was submitted.'),
  ).toBeVisible()
  await snap(page, 'onramp-cancelled-dark')
  await expectAccessible(page, 'Onramp (cancelled)')
  await dialog.getByTestId('onramp-state').getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByLabel(/^Amount/)).toBeFocused()
  await expect(dialog.getByLabel(/^Amount/)).toHaveValue('50')
  expect(problems).toEqual([])
})

test('Coinbase by arrow keys: its one-click-buy URL for the connected account, in German', async ({
  page,
  demoUrl,
  config,
  dialog,
  problems,
}) => {
  await openDemo(page, demoUrl, '?theme=light&onramp&lang=de')
  await connectDemoWallet(page, dialog)
  await dialog.getByRole('button', { name: 'Kaufen', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Onramp')
  await expect(dialog.getByLabel(/^Betrag/)).toBeFocused()
  await page.keyboard.type('25')
  await expect(dialog.getByTestId('onramp-offer-moonpay')).toContainText('Du erhältst')
  await expect(dialog.getByTestId('onramp-offer-coinbase')).toContainText(
    'Kein Angebot: die Gebühren liegen meist bei',
  )
  // Radio buttons move with the arrow keys.
  await dialog.getByTestId('onramp-offer-moonpay').getByRole('radio').focus()
  await page.keyboard.press('ArrowUp')
  await expect(dialog.getByTestId('onramp-offer-coinbase').getByRole('radio')).toBeChecked()
  await expect(dialog.getByTestId('onramp-continue')).toHaveText('Weiter mit Coinbase')
  await snap(page, 'onramp-quotes-de')
  await expectAccessible(page, 'Onramp (German)')
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByTestId('onramp-continue').focus()
  await page.keyboard.press('Enter')
  const popup = await popupOpened
  await popup.waitForURL((url) => url.origin === config.onrampUrl)
  const widget = new URL(popup.url())
  expect(widget.pathname).toBe('/buy/select-asset')
  expect(Object.fromEntries(widget.searchParams)).toMatchObject({
    appId: 'gangway-demo',
    addresses: JSON.stringify({ [wallet]: ['ethereum'] }),
    assets: '["USDC"]',
    defaultNetwork: 'ethereum',
    defaultAsset: 'USDC',
    presetFiatAmount: '25',
    fiatCurrency: 'USD',
    defaultPaymentMethod: 'CARD',
    defaultExperience: 'buy',
  })
  await popup.close()
  await expect(dialog.getByTestId('onramp-state')).toHaveAttribute('data-step', 'cancelled')
  await expect(dialog.getByRole('heading', { name: 'Kauf abgebrochen' })).toBeVisible()
  expect(problems).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 860 }, hasTouch: true, isMobile: true })

  test('goes to the provider’s page itself and, back with the purchase id, waits for the funds', async ({
    page,
    demoUrl,
    config,
    dialog,
    problems,
  }) => {
    await openConnectedBuy(page, demoUrl, dialog)
    await dialog.getByLabel('Asset').selectOption('ETH')
    await typeAmount(page, dialog, '40')
    await expect(dialog.getByTestId('onramp-offer-moonpay')).toContainText('You get')
    await dialog.getByTestId('onramp-continue').click()
    // No popup: the page itself goes to the provider.
    await page.waitForURL((url) => url.origin === config.onrampUrl)
    expect(new URL(page.url()).searchParams.get('walletAddress')).toBe(wallet)
    await page.getByRole('link', { name: 'Complete purchase' }).click()
    // Back on the host page: the modal opens on the purchase, and the id leaves the address bar.
    await page.waitForURL((url) => url.origin === new URL(demoUrl).origin)
    await expect(dialog.getByTestId('onramp-state')).toHaveAttribute('data-step', 'submitted')
    await expect(page).not.toHaveURL(/gangway_onramp/)
    await snap(page, 'onramp-submitted-phone')
    await expectAccessible(page, 'Onramp (phone, back from the provider)')
    await rpc(config.networks[0]!.rpcUrl, 'eth_sendTransaction', [
      { from: payer, to: wallet, value: `0x${(2n * 10n ** 16n).toString(16)}` },
    ])
    await expect(dialog.getByTestId('onramp-state')).toHaveAttribute('data-step', 'success', {
      timeout: 15_000,
    })
    await expect(dialog.getByTestId('onramp-state')).toContainText(
      '0.02 ETH arrived in your account',
    )
    expect(problems).toEqual([])
  })
})
