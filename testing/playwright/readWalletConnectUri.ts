import type { Page } from '@playwright/test'
import { TestingKitError } from 'gangway/testing'

export type ReadWalletConnectUriParameters = {
  /** The button that copies the link (default: the first named /copy link/i). */
  button?: string | RegExp | undefined
}

/**
 * Reads the WalletConnect URI a page offers, as a visitor without a phone at hand gets it:
 * presses the dapp's copy-link button beside the QR code and reads the clipboard.
 *
 * @param page The dapp's page, showing its WalletConnect QR code.
 * @param parameters The copy button when it is not named /copy link/i.
 * @returns The `wc:` URI.
 * @example
 * const uri = await readWalletConnectUri(page)
 */
export async function readWalletConnectUri(
  page: Page,
  parameters: ReadWalletConnectUriParameters = {},
): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  // Whatever the clipboard held before is not the page's link.
  await page.evaluate(() => navigator.clipboard.writeText(''))
  await page
    .getByRole('button', { name: parameters.button ?? /copy link/i })
    .first()
    .click()
  // The page may write the clipboard a moment after the click.
  const copied = await page.waitForFunction(
    async () => (await navigator.clipboard.readText()).trim() || undefined,
  )
  const text = String(await copied.jsonValue())
  if (text.startsWith('wc:')) return text
  throw new TestingKitError('TESTING_NO_WALLETCONNECT_URI', 'The page copied no wc: link.', {
    details: `The clipboard holds ${JSON.stringify(text.slice(0, 80))}.`,
  })
}
