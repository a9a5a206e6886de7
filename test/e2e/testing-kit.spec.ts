// gangway/testing tested as a dapp developer uses it: a plain EIP-6963 page (no Gangway in it)
// driven by the kit's wallet and fixtures, each control shown in what the page displays.
import { stripVTControlCharacters } from 'node:util'
import type { Page } from '@playwright/test'
import type { TestWallet } from 'gangway/testing'
import { approve, connect, expect, test as kit, reject } from 'gangway/testing/playwright'
import { type Hex, parseEther, verifyMessage } from 'viem'
import { waitForReceipt } from '../support/receipt.js'
import { type ServedDapp, serveDapp } from './testing-kit/serveDapp.js'

const test = kit.extend<object, { dapp: ServedDapp }>({
  dapp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take an object pattern
    async ({}, use) => {
      const dapp = await serveDapp()
      await use(dapp)
      await dapp.close()
    },
    { scope: 'worker' },
  ],
  // The dapp knows chain 10 too; the wallet has a node for it (the same anvil).
  walletOptions: async ({ chain }, use) => {
    await use({ chains: [{ id: 10, rpcUrl: chain.rpcUrl }] })
  },
})

const status = (page: Page) => page.getByRole('status')
const dead = '0x000000000000000000000000000000000000dEaD'

// The checks a dapp must pass, one per control. Each reads the page at a moment the dapp has
// surely acted (the wallet got the request, the event reached the listeners, the answer
// changed the status), so a dapp that gets it wrong fails at once rather than at a timeout.

/** Reject: the page says the visitor refused, not that something broke. */
async function rejectionShows(page: Page, wallet: TestWallet) {
  await connect(page, { wallet })
  wallet.rejectNext()
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(status(page)).not.toHaveText(/Waiting|Connected/)
  expect(await status(page).textContent()).toBe('Signature rejected')
  await expect(page.locator('#signature')).toHaveText('')
}

/** Hang: while the wallet has not answered, the page says it waits for it. */
async function waitingShows(page: Page, wallet: TestWallet) {
  await connect(page, { wallet })
  wallet.hangNext()
  await page.getByRole('button', { name: 'Send 1 ETH' }).click()
  const held = await wallet.waitForRequest('eth_sendTransaction')
  expect(held.state).toBe('held')
  expect(await status(page).textContent()).toBe('Waiting for the wallet…')
}

/** Late answer: the page waits, and takes the answer when it comes. */
async function lateAnswerShows(page: Page, wallet: TestWallet) {
  await connect(page, { wallet })
  let answer = () => {}
  wallet.answerNextAfter(new Promise<void>((resolve) => (answer = resolve)))
  await page.getByRole('button', { name: 'Sign message' }).click()
  await wallet.waitForRequest('personal_sign')
  expect(await status(page).textContent()).toBe('Waiting for the wallet…')
  answer()
  await expect(status(page)).toHaveText('Signed')
}

/** Chain switch from the wallet: the page shows the new chain. */
async function chainSwitchShows(page: Page, wallet: TestWallet) {
  await connect(page, { wallet })
  await expect(page.locator('#chain')).toHaveText('Anvil (31337)')
  wallet.switchChain(10)
  // The event has reached the page's listeners: what they did is on the page now, or never.
  await wallet.delivered()
  expect(await page.locator('#chain').textContent()).toBe('OP Mainnet (10)')
}

/**
 * A wallet already on another chain, which never said so (no `chainChanged`: it was there
 * before the page loaded): the page shows the chain the wallet answers, not the one it hoped for.
 */
async function silentChainShows(page: Page, wallet: TestWallet) {
  wallet.switchChain(10, { emit: false })
  await connect(page, { wallet })
  await expect(status(page)).toHaveText(/^Connected/)
  expect(await page.locator('#chain').textContent()).toBe('OP Mainnet (10)')
}

/** Runs a check that must fail; resolves with its failure's text (no colours). */
async function failureOf(check: Promise<void>): Promise<string> {
  const failure = await check.then(
    () => undefined,
    (error: Error) => error,
  )
  expect(failure, 'the check passed on a dapp that gets it wrong').toBeDefined()
  return stripVTControlCharacters(failure?.message ?? '')
}

test.describe('a plain EIP-6963 dapp, tested with gangway/testing', () => {
  test('connects by the wallet’s name, as a visitor does', async ({ page, wallet, dapp }) => {
    await page.goto(dapp.url)
    await connect(page, { wallet })
    await expect(status(page)).toHaveText('Connected with Gangway Test Wallet')
    await expect(page.locator('#account')).toHaveText(wallet.address)
    expect(wallet.requests.map((request) => request.method)).toEqual([
      'eth_requestAccounts',
      'eth_chainId',
    ])
    expect(wallet.requests[0]?.origin).toBe(dapp.url)
  })

  test('signs a message that viem verifies', async ({ page, wallet, dapp }) => {
    await page.goto(dapp.url)
    await connect(page, { wallet })
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(status(page)).toHaveText('Signed')
    const signature = (await page.locator('#signature').textContent()) as Hex
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'Hello from the plain dapp',
        signature,
      }),
    ).toBe(true)
  })

  test('sends 1 ETH on the chain', async ({ page, wallet, chain, dapp }) => {
    const before = await chain.client.getBalance({ address: dead })
    await page.goto(dapp.url)
    await connect(page, { wallet })
    await page.getByRole('button', { name: 'Send 1 ETH' }).click()
    await expect(status(page)).toHaveText('Sent')
    const hash = (await page.locator('#transaction').textContent()) as Hex
    const receipt = await waitForReceipt(chain.client, { hash })
    expect(receipt.status).toBe('success')
    expect(await chain.client.getBalance({ address: dead })).toBe(before + parseEther('1'))
  })

  test('reject: the page shows the rejection', async ({ page, wallet, dapp }) => {
    await page.goto(dapp.url)
    await rejectionShows(page, wallet)
  })

  test('a rejected connection stays disconnected', async ({ page, wallet, dapp }) => {
    await page.goto(dapp.url)
    wallet.rejectNext()
    await expect(connect(page, { wallet })).rejects.toThrow('The wallet did not connect.')
    await expect(status(page)).toHaveText('Connection rejected')
    await expect(page.locator('#account')).toHaveText('none')
  })

  test('hang: the page keeps waiting for the wallet', async ({ page, wallet, dapp }) => {
    await page.goto(dapp.url)
    await waitingShows(page, wallet)
  })

  test('late answer: the page waits, then shows the signature', async ({ page, wallet, dapp }) => {
    await page.goto(dapp.url)
    await lateAnswerShows(page, wallet)
  })

  test('approve and reject as the visitor, in the wallet', async ({ page, wallet, dapp }) => {
    await page.goto(dapp.url)
    wallet.ask(true)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('button', { name: wallet.info.name }).click()
    await expect(status(page)).toHaveText('Waiting for the wallet…')
    await approve(wallet)
    await expect(status(page)).toHaveText('Connected with Gangway Test Wallet')
    await page.getByRole('button', { name: 'Send 1 ETH' }).click()
    const refused = await reject(wallet, { method: 'eth_sendTransaction' })
    expect(refused.error?.code).toBe(4001)
    await expect(status(page)).toHaveText('Transaction rejected')
  })

  test('chain switch from the wallet: the page shows the new chain', async ({
    page,
    wallet,
    dapp,
  }) => {
    await page.goto(dapp.url)
    await chainSwitchShows(page, wallet)
    // A chain the dapp does not know.
    wallet.switchChain(999)
    await expect(page.locator('#chain')).toHaveText('Unsupported chain 999')
  })

  test('account switch and disconnect from the wallet', async ({ page, wallet, dapp }) => {
    await page.goto(dapp.url)
    await connect(page, { wallet })
    wallet.switchAccount(1)
    await expect(page.locator('#account')).toHaveText(wallet.addresses[1]!)
    wallet.disconnect()
    await expect(page.locator('#account')).toHaveText('none')
    await expect(status(page)).toHaveText('Disconnected')
  })

  test('the wallet survives a reload, as an extension does', async ({ page, wallet, dapp }) => {
    await page.goto(dapp.url)
    await connect(page, { wallet })
    await page.reload()
    await connect(page, { wallet })
    // Already approved: no prompt, straight to connected.
    await expect(status(page)).toHaveText('Connected with Gangway Test Wallet')
  })

  test('a second tab of the dapp has the same wallet, still connected', async ({
    context,
    page,
    wallet,
    dapp,
  }) => {
    await page.goto(dapp.url)
    await connect(page, { wallet })
    const second = await context.newPage()
    await second.goto(dapp.url)
    await connect(second, { wallet })
    await expect(status(second)).toHaveText('Connected with Gangway Test Wallet')
    wallet.switchChain(10)
    // Both tabs hear the wallet.
    await expect(page.locator('#chain')).toHaveText('OP Mainnet (10)')
    await expect(second.locator('#chain')).toHaveText('OP Mainnet (10)')
  })

  test('EIP-5792 through the page: capabilities, calls and their status', async ({
    page,
    wallet,
    chain,
    dapp,
  }) => {
    await page.goto(dapp.url)
    await connect(page, { wallet })
    const before = await chain.client.getBalance({ address: dead })
    // What a dapp's library does with the announced provider, run in the page.
    const answers = await page.evaluate(
      async ({ from, to }) => {
        const provider = await new Promise<{
          request(args: { method: string; params?: unknown }): Promise<unknown>
        }>((resolve) => {
          window.addEventListener(
            'eip6963:announceProvider',
            (event) => resolve((event as CustomEvent).detail.provider),
            { once: true },
          )
          window.dispatchEvent(new Event('eip6963:requestProvider'))
        })
        const capabilities = await provider.request({
          method: 'wallet_getCapabilities',
          params: [from],
        })
        const { id } = (await provider.request({
          method: 'wallet_sendCalls',
          params: [
            {
              version: '2.0.0',
              chainId: '0x7a69',
              from,
              atomicRequired: false,
              calls: [
                { to, value: '0x1' },
                { to, value: '0x2' },
              ],
            },
          ],
        })) as { id: string }
        // Kept for the status reads below, as a dapp's library keeps its provider.
        Object.assign(window, { eip5792Provider: provider })
        const atomic = await provider
          .request({
            method: 'wallet_sendCalls',
            params: [
              { version: '2.0.0', chainId: '0x7a69', from, atomicRequired: true, calls: [] },
            ],
          })
          .catch((error: { code: number }) => error.code)
        return { capabilities, id, atomic }
      },
      { from: wallet.address, to: dead },
    )
    expect(answers.capabilities).toMatchObject({ '0x7a69': { atomic: { status: 'unsupported' } } })
    // As a dapp's library does (viem's waitForCallsStatus): 100 is "pending", so ask again
    // until the wallet reports the bundle's outcome.
    const readStatus = () =>
      page.evaluate(
        (id) =>
          (
            window as unknown as {
              eip5792Provider: { request(args: { method: string; params?: unknown }): unknown }
            }
          ).eip5792Provider.request({ method: 'wallet_getCallsStatus', params: [id] }),
        answers.id,
      ) as Promise<{ status: number; receipts: unknown[] }>
    await expect.poll(async () => (await readStatus()).status).not.toBe(100)
    const outcome = await readStatus()
    expect(outcome).toMatchObject({ status: 200, atomic: false, chainId: '0x7a69' })
    expect(outcome.receipts).toHaveLength(2)
    expect(answers.atomic).toBe(5760)
    expect(await chain.client.getBalance({ address: dead })).toBe(before + 3n)
  })

  test('a wallet already on another chain: the page asks it, and shows that chain', async ({
    page,
    wallet,
    dapp,
  }) => {
    await page.goto(dapp.url)
    await silentChainShows(page, wallet)
  })

  test.describe('the deliberately wrong dapp fails the same checks, for its mistake', () => {
    test('it ignores chainChanged: the chain switch check fails', async ({
      page,
      wallet,
      dapp,
    }) => {
      await page.goto(`${dapp.url}/wrong/ignores-chain-changed`)
      expect(await failureOf(chainSwitchShows(page, wallet))).toContain('Received: "Anvil (31337)"')
      expect(wallet.chainId).toBe(10)
    })

    test('it reads a refusal as a failure: the reject check fails', async ({
      page,
      wallet,
      dapp,
    }) => {
      await page.goto(`${dapp.url}/wrong/hides-rejection`)
      expect(await failureOf(rejectionShows(page, wallet))).toContain(
        'Received: "Signature failed: User rejected the request."',
      )
    })

    test('it assumes its own chain: the check with a wallet silently elsewhere fails', async ({
      page,
      wallet,
      dapp,
    }) => {
      await page.goto(`${dapp.url}/wrong/assumes-chain`)
      expect(await failureOf(silentChainShows(page, wallet))).toContain('Received: "Anvil (31337)"')
      expect(wallet.requests.map((request) => request.method)).toEqual(['eth_requestAccounts'])
    })

    test('it never says it waits: the hang and late-answer checks fail', async ({
      page,
      wallet,
      dapp,
    }) => {
      await page.goto(`${dapp.url}/wrong/no-waiting-state`)
      const connected = 'Received: "Connected with Gangway Test Wallet"'
      expect(await failureOf(waitingShows(page, wallet))).toContain(connected)
      await page.reload()
      expect(await failureOf(lateAnswerShows(page, wallet))).toContain(connected)
    })
  })
})
