import type { Page } from '@playwright/test'
import { TestingKitError, type TestWallet, type TestWalletRequest } from 'gangway/testing'

export type ConnectParameters = {
  wallet: TestWallet
  /** The dapp's button that starts connecting (default: the first whose name starts "Connect"). */
  button?: string | RegExp | undefined
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Connects as a visitor does, by what the page shows: presses the dapp's connect button,
 * picks the wallet by its name if the dapp lists wallets, and resolves once the wallet has
 * answered the connection request.
 *
 * @param page The dapp's page.
 * @param parameters The wallet, and the connect button when it is not named /connect/i.
 * @returns The wallet's connection request (`eth_requestAccounts` or `wallet_requestPermissions`).
 * @example
 * await connect(page, { wallet })
 */
export async function connect(
  page: Page,
  parameters: ConnectParameters,
): Promise<TestWalletRequest> {
  const { wallet } = parameters
  // Ids keep counting past `clearRequests()`: wait for one newer than the last logged.
  const after = wallet.requests.at(-1)?.id ?? 0
  const asked = wallet.waitForRequest(['eth_requestAccounts', 'wallet_requestPermissions'], {
    after,
  })
  await page
    .getByRole('button', { name: parameters.button ?? /^\s*connect\b/i })
    .first()
    .click()
  const choice = page
    .getByRole('button', { name: new RegExp(escapeRegExp(wallet.info.name)) })
    .first()
  // A dapp lists its wallets or asks the only one at once: whichever the page does first.
  const shown = await Promise.race([
    asked.then(() => false),
    choice.waitFor({ state: 'visible' }).then(
      () => true,
      () => false,
    ),
  ])
  if (shown) await choice.click()
  const request = await asked
  await request.settled
  if (request.error)
    throw new TestingKitError('TESTING_CONNECT_FAILED', 'The wallet did not connect.', {
      details: `${request.method} answered ${request.error.code}: ${request.error.message}`,
    })
  return request
}

/**
 * Approves the prompt the wallet holds (after `wallet.ask(true)`), as the visitor pressing
 * "Approve" in the wallet; waits for the prompt if the dapp has not asked yet.
 *
 * @param wallet The test wallet.
 * @param options Only a prompt for this method.
 */
export function approve(
  wallet: TestWallet,
  options: { method?: string | undefined } = {},
): Promise<TestWalletRequest> {
  return wallet.approve(options)
}

/**
 * Rejects the prompt the wallet holds (after `wallet.ask(true)`) with 4001, as the visitor
 * pressing "Reject" in the wallet; waits for the prompt if the dapp has not asked yet.
 *
 * @param wallet The test wallet.
 * @param options Only a prompt for this method; another code than 4001.
 */
export function reject(
  wallet: TestWallet,
  options: { method?: string | undefined; code?: number | undefined } = {},
): Promise<TestWalletRequest> {
  return wallet.reject(options)
}
