// The example third-party plugin (examples/tip-jar) in a real browser, built as its users
// build it: `gangway` resolved through node_modules/gangway and the package's `exports` to
// the built dist/ (built here when missing; after changing the sources, `npm run build`). Its view renders in the modal
// with its own translated label and icon, its slice survives a reload, and its service
// answers through the public dispatch (`kernel.request`).
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { tipJarIcon } from '../../examples/tip-jar/src/icon.js'
import { prepareExample } from '../../scripts/build-examples.mjs'
import { type Anvil, startAnvil } from '../support/anvil.js'
import { expect, expectAccessible, test } from './fixtures.js'
import { type ServedPage, servePage } from './servePage.js'

const example = join(import.meta.dirname, '../../examples/tip-jar')
const chainId = 31_337

let anvil: Anvil
let host: ServedPage

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tip jar example</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`

test.beforeAll(async () => {
  // Builds the package first when dist/ is missing (a fresh clone running `npm test`).
  test.setTimeout(300_000)
  prepareExample(example)
  anvil = await startAnvil({ chainId })
  host = await servePage({
    script: { path: join(example, 'host/page.tsx') },
    html,
    config: { rpcUrl: anvil.rpcUrl, chainId },
    connectSrc: [anvil.rpcUrl],
  })
})

test.afterAll(async () => {
  await host?.close()
  await anvil?.stop()
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

/** Opens the host and connects the Example Wallet through the modal: Account shows. */
async function connect(page: Page, url: string) {
  await page.goto(url)
  const dialog = page.locator('gangway-modal [role="dialog"]')
  await page.locator('[data-gangway-button] button').first().click()
  await dialog.getByRole('button', { name: /Example Wallet/ }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  return dialog
}

/** Reloads; the session is restored, so the account button opens Account. */
async function reload(page: Page) {
  await page.reload()
  const dialog = page.locator('gangway-modal [role="dialog"]')
  await page
    .locator('[data-gangway-button]')
    .getByRole('button', { name: /0x7099/ })
    .click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  return dialog
}

test('the example plugin: its entry, view, persisted slice and service', async ({
  page,
  problems,
}) => {
  const dialog = await connect(page, host.url)
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
  const reloaded = await reload(page)
  expect(await request(page, 'tipJar_total')).toEqual({ total: 15 })
  await reloaded.getByRole('button', { name: 'Tip jar', exact: true }).click()
  await expect(reloaded.getByTestId('tip-jar-total')).toHaveText('You pledged 15 EUR so far.')
  expect(problems).toEqual([])
})

test('the example plugin in German: its own catalogue, loaded lazily', async ({ page }) => {
  const dialog = await connect(page, `${host.url}?locale=de`)
  const entry = dialog.getByRole('button', { name: 'Trinkgeldglas', exact: true })
  await expect(entry).toBeVisible()
  await entry.click()
  await expect(dialog.getByRole('heading', { name: 'Trinkgeldglas' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: '1 EUR zusagen' })).toBeVisible()
})
