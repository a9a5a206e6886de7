import type { TestWallet } from 'gangway/testing'
import { connectDemoWallet, expect, openDemo, test } from './fixtures.js'

type DemoWindow = {
  gangwayDemo: { wallet: TestWallet }
}

test("Account shows the assets the wallet reports (ERC-7811 wallet_getAssets), named by the chain, not the wallet's metadata", async ({
  page,
  demoUrl,
  config,
  dialog,
  problems,
}) => {
  await openDemo(page, demoUrl)
  // The host lists USDC and DAI; the wallet reports 5 ETH and 42 GOLD, a token the host does
  // not list, with a name and symbol of its own that the page must not show.
  const gold = config.swap.tokens.find((token) => token.symbol === 'GOLD')!.address
  await page.evaluate(
    ([gold, chainKey]) =>
      (window as unknown as DemoWindow).gangwayDemo.wallet.reportAssets(() => ({
        [chainKey]: [
          { address: 'native', balance: '0x4563918244f40000', type: 'native' },
          {
            address: gold,
            balance: '0x246ddf97976680000',
            type: 'ERC20',
            metadata: { name: '<img src=x onerror=alert(1)>', symbol: '\u202EDLOG', decimals: 2 },
          },
        ],
      })),
    [gold, `0x${config.networks[0]!.id.toString(16)}`] as const,
  )
  await connectDemoWallet(page, dialog)
  await expect(dialog.getByTestId('account-balance')).toHaveText('5 ETH')
  await expect(dialog.getByText('Gold', { exact: true })).toBeVisible()
  await expect(dialog.getByText('42.00 GOLD')).toBeVisible()
  await expect(dialog.getByText('USD Coin')).toHaveCount(0)
  await expect(dialog.locator('img[src="x"]')).toHaveCount(0)
  expect(problems).toEqual([])
})
