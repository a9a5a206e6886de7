// The example third-party plugin (examples/tip-jar) in a real browser, built as its users
// build it: `gangway` resolved through node_modules/gangway and the package's `exports` to
// the built dist/ (built here when missing; after changing the sources, `npm run build`). Its view renders in the modal
// with its own translated label and icon, its slice survives a reload, and its service
// answers through the public dispatch (`kernel.request`). The visitor's wallet is
// gangway/testing's, as a dapp's own test would have it.
import { join } from 'node:path'
import { mergeTests, type Page } from '@playwright/test'
import type { TestWallet } from 'gangway/testing'
import { connect as connectWallet, test as kit } from 'gangway/testing/playwright'
import { tipJarIcon } from '../../examples/tip-jar/src/icon.js'
import { prepareExample } from '../../scripts/build-examples.mjs'
import { expect, expectAccessible, test as suite } from './fixtures.js'
import { type ServedPage, servePage } from './servePage.js'

const test = mergeTests(suite, kit)
const example = join(import.meta.dirname, '../../examples/tip-jar')

let host: ServedPage

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tip jar example</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`

test.beforeAll(async ({ node }) => {
  // Builds the package first when dist/ is missing (a fresh clone running `npm test`).
  test.setTimeout(300_000)
  prepareExample(example)
  host = await servePage({
    script: { path: join(example, 'host/page.tsx') },
    html,
    config: { rpcUrl: node.rpcUrl, chainId: node.chainId },
    connectSrc: [node.rpcUrl],
  })
})

test.afterAll(async () => {
  await host?.close()
})

/** What the page's public dispatch answers. */
function request(page: Page, method: string, params?: unknown): Promise<unknown> {
  return page.evaluate(
    ([method, params]) =>
      (
        window as unknown as {
          tipJarHost: {
            gangway: { kernel: { request(r: { method: string; params?: unknown }): unknown } }
          }
        }
      ).tipJarHost.gangway.kernel.request({ method: method as string, params }),
    [method, params] as const,
  )
}

/** Opens the host and connects the test wallet through the modal: Account shows. */
async function connect(page: Page, url: string, wallet: TestWallet, button?: string) {
  await page.goto(url)
  const dialog = page.locator('gangway-modal [role="dialog"]')
  await connectWallet(page, { wallet, button })
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  return dialog
}

/** Reloads; the session is restored, so the account button opens Account. */
async function reload(page: Page, wallet: TestWallet) {
  await page.reload()
  const dialog = page.locator('gangway-modal [role="dialog"]')
  await page
    .locator('[data-gangway-button]')
    .getByRole('button', { name: new RegExp(wallet.address.slice(0, 6)) })
    .click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  return dialog
}

test('the example plugin: its entry, view, persisted slice and service', async ({
  page,
  problems,
  wallet,
}) => {
  const dialog = await connect(page, host.url, wallet)
  // The Account entry: its own label and its own image icon.
  const entry = dialog.getByRole('button', { name: 'Tip jar', exact: true })
  await expect(entry).toBeVisible()
  const icon = entry.locator('img')
  await expect(icon).toHaveAttribute('src', tipJarIcon)
  expect(await icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)

  // The service answers through the public dispatch before the view ever loads.
  expect(await request(page, 'tipJar_total')).toEqual({ total: 0 })

  // The lazily loaded view, in the modal.
  await entry.click()
  await expect(dialog).toHaveAttribute('data-view', 'TipJar')
  await expect(dialog.getByRole('heading', { name: 'Tip jar' })).toBeVisible()
  await expect(dialog.getByTestId('tip-jar-total')).toHaveText('No pledges yet.')
  await dialog.getByRole('button', { name: 'Pledge 5 EUR' }).click()
  await expect(dialog.getByTestId('tip-jar-total')).toHaveText('You pledged 5 EUR so far.')
  // A pledge made elsewhere through kernel.request shows in the open view.
  expect(await request(page, 'tipJar_pledge', { amount: 10 })).toEqual({ total: 15 })
  await expect(dialog.getByTestId('tip-jar-total')).toHaveText('You pledged 15 EUR so far.')
  // The handler's own check, through the dispatch.
  await expect(request(page, 'tipJar_pledge', { amount: 7 })).rejects.toThrow(
    /amount must be one of 1, 5, 10/,
  )
  await expectAccessible(page, 'TipJar')

  // The slice is persisted: after a reload the total is still there.
  const reloaded = await reload(page, wallet)
  expect(await request(page, 'tipJar_total')).toEqual({ total: 15 })
  await reloaded.getByRole('button', { name: 'Tip jar', exact: true }).click()
  await expect(reloaded.getByTestId('tip-jar-total')).toHaveText('You pledged 15 EUR so far.')
  expect(problems).toEqual([])
})

test('the example plugin in German: its own catalogue, loaded lazily', async ({ page, wallet }) => {
  const dialog = await connect(page, `${host.url}?locale=de`, wallet, 'Wallet verbinden')
  const entry = dialog.getByRole('button', { name: 'Trinkgeldglas', exact: true })
  await expect(entry).toBeVisible()
  await entry.click()
  await expect(dialog.getByRole('heading', { name: 'Trinkgeldglas' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: '1 EUR zusagen' })).toBeVisible()
})
