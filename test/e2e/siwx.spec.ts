// Sign-in with the wallet (plugins/siwx) in a real browser, on the demo opened with
// `?siwx=required` or `?siwx=optional`: SPEC §2 (SIWXSignMessage cannot be closed while sign-in
// is required and no session exists) and §4 "Sign-in".

import type { Locator, Page } from '@playwright/test'
import type { TestWallet } from 'gangway/testing'
import { verifySiwx } from '../../plugins/siwx/server/index.js'
import { expect, expectAccessible, expectShake, openDemo, settled, snap, test } from './fixtures.js'

const demoAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Anvil's second development account: the Demo Wallet announces it but holds no key for it. */
const otherAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const sessionsKey = '@gangway/siwx-sessions'

type DemoWindow = {
  gangwayDemo: {
    walletRequests: string[]
    wallet: TestWallet
  }
}
type StoredSession = {
  data: { accountAddress: string; chainId: string; nonce: string; statement?: string }
  message: string
  signature: string
}

/** How many `personal_sign` prompts the Demo Wallet received since the page loaded. */
const personalSigns = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as DemoWindow).gangwayDemo.walletRequests.filter(
        (method) => method === 'personal_sign',
      ).length,
  )

/** Waits until sign-in has checked the current account (the demo exposes the check). */
const signInChecked = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { gangwayDemo: { signInChecked(): Promise<void> } }
    ).gangwayDemo.signInChecked(),
  )

const storedSessions = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, StoredSession>,
    sessionsKey,
  )

/** Connect → the wallet is picked → SIWXSignMessage asks this account to sign in. */
async function connectAndExpectPrompt(page: Page, dialog: Locator): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await expectPrompt(dialog, '0xf39F…2266')
  // The view loads lazily, after the modal moved focus: focus still lands on its first control.
  await expect
    .poll(() =>
      dialog.evaluate((card) => {
        const active = (card.getRootNode() as ShadowRoot).activeElement
        return (
          active?.tagName === 'BUTTON' && Boolean(card.querySelector('.view')?.contains(active))
        )
      }),
    )
    .toBe(true)
}

async function expectPrompt(dialog: Locator, shortAddress: string): Promise<void> {
  await expect(dialog).toHaveAttribute('data-view', 'SIWXSignMessage')
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect(
    dialog.getByRole('heading', { name: 'Tip Jar needs to connect to your wallet' }),
  ).toBeVisible()
  await expect(dialog.getByText(`Account ${shortAddress}`)).toBeVisible()
}

test.describe('sign-in required (?siwx=required)', () => {
  test('connect → SIWXSignMessage cannot be closed → sign → session stored and verified on the server', async ({
    page,
    demoUrl,
    config,
    dialog,
    problems,
  }) => {
    await openDemo(page, demoUrl, '?theme=light&siwx=required')
    await expect(page.getByTestId('sign-in')).toHaveText('not signed in')
    await connectAndExpectPrompt(page, dialog)
    await expect(
      dialog.getByText(
        'Sign this message to prove you own this wallet and proceed. Cancelling will disconnect you.',
        // Exact: the modal's live region also says it, after the heading.
        { exact: true },
      ),
    ).toBeVisible()
    await expect(page.getByTestId('status')).toHaveText('connected')
    await expect(page.getByTestId('sign-in')).toHaveText('not signed in')
    await snap(page, 'siwx-required-light')
    await expectAccessible(page, 'SIWXSignMessage required')

    // SPEC §2: no session yet, so Escape, the close button and the backdrop are refused.
    await expectShake(dialog, () => page.keyboard.press('Escape'))
    await expect(dialog).toHaveAttribute('data-view', 'SIWXSignMessage')
    await expectShake(dialog, () => dialog.getByRole('button', { name: 'Close' }).click())
    await page.mouse.click(20, 700)
    await settled(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('data-view', 'SIWXSignMessage')
    expect(await personalSigns(page)).toBe(0)

    // SPEC §4: a successful signature stores the session and closes the modal.
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('sign-in')).toHaveText('signed in')
    await expect(page.getByTestId('status')).toHaveText('connected')
    expect(await personalSigns(page)).toBe(1)

    // What the page stored is what the host's server accepts (gangway/siwx/server, on anvil).
    const sessions = await storedSessions(page)
    const session = sessions[`eip155:31337:${demoAddress.toLowerCase()}`]
    expect(Object.keys(sessions)).toHaveLength(1)
    expect(session?.data).toMatchObject({
      accountAddress: demoAddress,
      chainId: 'eip155:31337',
      statement: 'Sign in to the Tip Jar',
    })
    expect(session?.message).toContain(`${new URL(demoUrl).host} wants you to sign in`)
    const verified = await verifySiwx({
      message: session!.message,
      signature: session!.signature,
      domain: new URL(demoUrl).host,
      uri: page.url(),
      nonce: session!.data.nonce,
      rpcUrl: config.networks[0]!.rpcUrl,
    })
    expect(verified).toMatchObject({ valid: true, address: demoAddress })

    // Once signed in, the modal closes normally again.
    await page.getByRole('button', { name: /0xf39F…2266/ }).click()
    await expect(dialog.getByTestId('account-address')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    expect(problems).toEqual([])
  })

  test('reload with a stored session: no sign-in prompt and no new personal_sign', async ({
    page,
    demoUrl,
    dialog,
    problems,
  }) => {
    await openDemo(page, demoUrl, '?siwx=required')
    await connectAndExpectPrompt(page, dialog)
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(page.getByTestId('sign-in')).toHaveText('signed in')

    await page.reload()
    await expect(page.getByTestId('status')).toHaveText('connected')
    await expect(page.getByTestId('sign-in')).toHaveText('signed in')
    // The sign-in check of the restored account has run: a prompt would be open by now.
    await signInChecked(page)
    await expect(dialog).toBeHidden()
    expect(await personalSigns(page)).toBe(0)

    // The control: the same reload without the stored session does ask.
    await page.evaluate((key) => localStorage.removeItem(key), sessionsKey)
    await page.reload()
    await expect(page.getByTestId('status')).toHaveText('connected')
    await expectPrompt(dialog, '0xf39F…2266')
    await expect(page.getByTestId('sign-in')).toHaveText('not signed in')
    expect(await personalSigns(page)).toBe(0)
    expect(problems).toEqual([])
  })

  test('cancel disconnects', async ({ page, demoUrl, dialog, problems }) => {
    await openDemo(page, demoUrl, '?siwx=required')
    await connectAndExpectPrompt(page, dialog)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('status')).toHaveText('disconnected')
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(page.getByTestId('sign-in')).toHaveText('not signed in')
    expect(await personalSigns(page)).toBe(0)
    expect(await storedSessions(page)).toEqual({})
    expect(problems).toEqual([])
  })

  test("a declined signature shows 'Signature declined', keeps asking, and can be retried", async ({
    page,
    demoUrl,
    dialog,
    problems,
  }) => {
    await openDemo(page, demoUrl, '?siwx=required')
    await connectAndExpectPrompt(page, dialog)
    await page.evaluate(() => (window as unknown as DemoWindow).gangwayDemo.wallet.rejectNext())
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(dialog.getByText('Signature declined')).toBeVisible()
    await snap(page, 'siwx-declined')
    await expect(dialog).toHaveAttribute('data-view', 'SIWXSignMessage')
    await expect(page.getByTestId('status')).toHaveText('connected')
    await expect(page.getByTestId('sign-in')).toHaveText('not signed in')
    expect(await personalSigns(page)).toBe(1)
    // The keyboard stays in the dialog, and closing stays refused (still required, no session).
    const sign = dialog.getByRole('button', { name: 'Sign', exact: true })
    await expect(sign).toBeFocused()
    await expectShake(dialog, () => page.keyboard.press('Escape'))
    await expect(dialog).toBeVisible()

    // Retry from the keyboard.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('sign-in')).toHaveText('signed in')
    expect(await personalSigns(page)).toBe(2)
    expect(problems).toEqual([])
  })

  test('a session per chain: switching to Anvil Two asks again, switching back does not', async ({
    page,
    demoUrl,
    dialog,
    problems,
  }) => {
    await openDemo(page, demoUrl, '?siwx=required')
    await connectAndExpectPrompt(page, dialog)
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(page.getByTestId('sign-in')).toHaveText('signed in')

    const network = page.getByRole('combobox', { name: 'Network' })
    await network.selectOption({ label: 'Anvil Two' })
    await expect(page.getByTestId('network')).toHaveText('Anvil Two')
    await expectPrompt(dialog, '0xf39F…2266')
    await expect(page.getByTestId('sign-in')).toHaveText('not signed in')
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('sign-in')).toHaveText('signed in')
    expect(Object.keys(await storedSessions(page)).sort()).toEqual([
      `eip155:31337:${demoAddress.toLowerCase()}`,
      `eip155:31338:${demoAddress.toLowerCase()}`,
    ])

    await network.selectOption({ label: 'Anvil' })
    await expect(page.getByTestId('network')).toHaveText('Anvil')
    await signInChecked(page)
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('sign-in')).toHaveText('signed in')
    expect(await personalSigns(page)).toBe(2)
    expect(problems).toEqual([])
  })

  // The Demo Wallet (gangway/testing's wallet) holds anvil's first two keys: the visitor picks
  // the other account in the wallet (`accountsChanged`), then goes back.
  test('account switch: a new account is asked; going back to the signed-in one drops the prompt without a new signature', async ({
    page,
    demoUrl,
    dialog,
    problems,
  }) => {
    await openDemo(page, demoUrl, '?siwx=required')
    await connectAndExpectPrompt(page, dialog)
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(page.getByTestId('sign-in')).toHaveText('signed in')

    const switchTo = (address: string) =>
      page.evaluate(
        (to) =>
          (window as unknown as DemoWindow).gangwayDemo.wallet.switchAccount(to as `0x${string}`),
        address,
      )
    await switchTo(otherAddress)
    await expect(page.getByTestId('address')).toHaveText(otherAddress)
    await expectPrompt(dialog, '0x7099…79C8')
    await expect(page.getByTestId('sign-in')).toHaveText('not signed in')
    await expectShake(dialog, () => page.keyboard.press('Escape'))

    await switchTo(demoAddress)
    await expect(page.getByTestId('address')).toHaveText(demoAddress)
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('sign-in')).toHaveText('signed in')
    await expect(page.getByTestId('status')).toHaveText('connected')
    expect(await personalSigns(page)).toBe(1)
    expect(problems).toEqual([])
  })
})

test.describe('sign-in optional (?siwx=optional)', () => {
  test('cancel closes the modal and keeps the connection; the account is not asked again', async ({
    page,
    demoUrl,
    dialog,
    problems,
  }) => {
    await openDemo(page, demoUrl, '?siwx=optional')
    await connectAndExpectPrompt(page, dialog)
    await expect(
      dialog.getByText('Sign this message to prove you own this wallet and proceed.', {
        exact: true,
      }),
    ).toBeVisible()
    await expect(dialog.getByText(/Cancelling will disconnect you/)).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('status')).toHaveText('connected')
    await expect(page.getByTestId('sign-in')).toHaveText('not signed in')
    expect(await personalSigns(page)).toBe(0)

    // Opening the modal again shows the account, not the prompt.
    await page.getByRole('button', { name: /0xf39F…2266/ }).click()
    await expect(dialog.getByTestId('account-address')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    expect(problems).toEqual([])
  })

  test('Escape closes the optional prompt and keeps the connection', async ({
    page,
    demoUrl,
    dialog,
    problems,
  }) => {
    await openDemo(page, demoUrl, '?siwx=optional')
    await connectAndExpectPrompt(page, dialog)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('status')).toHaveText('connected')
    await expect(page.getByTestId('sign-in')).toHaveText('not signed in')
    expect(problems).toEqual([])
  })
})

test.describe('the SIWXSignMessage view', () => {
  test('dark theme on a laptop', async ({ page, demoUrl, dialog }) => {
    await openDemo(page, demoUrl, '?theme=dark&siwx=required')
    await connectAndExpectPrompt(page, dialog)
    await snap(page, 'siwx-required-dark')
    await expectAccessible(page, 'SIWXSignMessage dark')
  })

  test('phone viewport 390×844, light: a bottom sheet with full-width buttons in reach', async ({
    page,
    demoUrl,
    dialog,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openDemo(page, demoUrl, '?theme=light&siwx=optional')
    await connectAndExpectPrompt(page, dialog)
    await settled(page)
    const box = await dialog.boundingBox()
    expect(box?.width).toBe(390)
    expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) - 844)).toBeLessThan(2)
    for (const name of ['Cancel', 'Sign']) {
      const button = await dialog.getByRole('button', { name, exact: true }).boundingBox()
      expect(button).not.toBeNull()
      expect(button!.y + button!.height).toBeLessThanOrEqual(844)
      expect(button!.height).toBeGreaterThanOrEqual(40)
      // Full width in the sheet (they were narrow pills while inside the centred column).
      expect(button!.width).toBeGreaterThan(300)
    }
    await snap(page, 'phone-siwx-light')
    await expectAccessible(page, 'phone SIWXSignMessage light')
  })
})
