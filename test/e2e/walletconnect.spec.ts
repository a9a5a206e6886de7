import {
  startWalletConnectWallet,
  type WalletConnectTestWallet,
} from 'gangway/testing/walletconnect'
import { restoreTimeout, sessionRestoreTimeout } from '../../kernel/internal.js'
import { verifySiwx } from '../../plugins/siwx/server/index.js'
import { answerAuthentications } from '../support/walletkitAuthenticate.js'
import { expect, expectAccessible, openDemo, snap, test } from './fixtures.js'

let phone: WalletConnectTestWallet | undefined

test.afterEach(async () => {
  await phone?.stop()
  phone = undefined
})

test('WalletConnect: QR → the wallet pairs → Account; sign, send, a session listed and revoked in Sessions, reload, chain switch, wallet disconnect', async ({
  page,
  demoUrl,
  config,
  dialog,
  problems,
}) => {
  const [main, second] = config.networks
  phone = await startWalletConnectWallet({
    relayUrl: config.relayUrl,
    chains: { [main!.id]: main!.rpcUrl, [second!.id]: second!.rpcUrl },
    // The phone declares ERC-7715 permissions (earlier text) in its session (issue 36 item 9).
    sessionProperties: { permissions: 'true', permissionTypes: 'native-token-allowance' },
  })
  await openDemo(page, demoUrl, '?theme=light&wc&sessions')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /WalletConnect/ }).click()

  const qr = dialog.getByTestId('wc-qr')
  await expect(qr.locator('svg[data-qr-value^="wc:"]')).toBeVisible()
  const uri = await qr.getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await snap(page, 'walletconnect-qr-light')

  await phone.pair(uri!)
  await expect(dialog.getByTestId('account-address')).toHaveText('0xf39F…2266')
  await snap(page, 'walletconnect-account-light')
  await dialog.getByRole('button', { name: 'Close' }).click()

  await page.getByTestId('sign').click()
  await expect(page.getByTestId('signature')).toHaveAttribute('title', /^0x[0-9a-f]{130}$/)
  await page.getByTestId('send').click()
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('title', /^0x[0-9a-f]{64}$/)
  expect(phone.requests).toEqual(['personal_sign', 'eth_sendTransaction'])

  // gangway/sessions with the phone: the page is granted a session through the relay, Account's
  // Sessions lists it, and Revoke (keyboard) ends it on the phone with the earlier text's method.
  const panel = page.getByRole('region', { name: 'Session with your wallet' })
  await expect(panel).toContainText('wallet_grantPermissions')
  await panel.getByRole('button', { name: 'Grant a session' }).click()
  await expect(page.getByTestId('wallet-session-status')).toHaveText(/^Session granted: 0x/)
  expect(phone.calls.at(-1)?.method).toBe('wallet_grantPermissions')
  await page.locator('[data-gangway-button] .gw-cb-account').click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await dialog.getByRole('button', { name: 'Sessions', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'WalletSessions')
  const list = dialog.getByRole('region', { name: 'Sessions with your wallet' })
  const rows = list.getByRole('listitem')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(
    /May send up to 0\.01 ETH to 0x\w{4}…\w{4} without asking/,
  )
  await expect(rows.first()).toContainText(/Ends /)
  await snap(page, 'walletconnect-sessions-light')
  await expectAccessible(page, 'WalletSessions (WalletConnect)')
  const revoke = list.getByRole('button', { name: /^Revoke session 1 \(0x\w{4}…\w{4}\)$/ })
  await revoke.focus()
  await page.keyboard.press('Enter')
  await expect(rows).toHaveCount(0)
  await expect(list).toContainText('No app can act for this account without asking you.')
  expect(phone.requests).toEqual([
    'personal_sign',
    'eth_sendTransaction',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
  ])
  // The context the phone granted (its first: 0x…01) is the one it is asked to revoke.
  expect(phone.calls.at(-1)?.params).toEqual({ permissionContext: `0x${'1'.padStart(64, '0')}` })
  // Still connected: revoking a session is not WalletConnect's disconnect.
  expect(Object.keys(phone.kit.getActiveSessions())).toHaveLength(1)
  await dialog.getByRole('button', { name: 'Close' }).click()

  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('address')).toHaveText(phone.address)

  await phone.switchChain(second!.id)
  await expect(page.getByTestId('network')).toHaveText(second!.name)

  // The phone ends the session while the visitor has Account open: Connect, not an empty view.
  await page.locator('[data-gangway-button] .gw-cb-account').click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await phone.disconnect()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  expect(problems).toEqual([])
})

test("one-click sign-in over WalletConnect (SPEC §2 ConnectingSiwe): one approval on the phone connects and signs in, and the host's server accepts the session", async ({
  page,
  demoUrl,
  config,
  dialog,
  problems,
}) => {
  const [main, second] = config.networks
  phone = await startWalletConnectWallet({
    relayUrl: config.relayUrl,
    chains: { [main!.id]: main!.rpcUrl, [second!.id]: second!.rpcUrl },
  })
  // The phone answers wc_sessionAuthenticate: WalletKit builds the CAIP-122 message and signs it.
  const seen = answerAuthentications(phone, {
    answer: { kind: 'approve' },
    chains: [`eip155:${main!.id}`, `eip155:${second!.id}`],
  })
  await openDemo(page, demoUrl, '?wc&siwx=required')
  await expect(page.getByTestId('sign-in')).toHaveText('not signed in')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /WalletConnect/ }).click()
  const qr = dialog.getByTestId('wc-qr')
  await expect(qr.locator('svg[data-qr-value^="wc:"]')).toBeVisible()
  // Scanned as a wallet does: pairing alone (the answer is the authenticate one, not a
  // session proposal's, which `phone.pair` would wait for).
  await phone.kit.pair({ uri: (await qr.getAttribute('data-uri'))! })

  // Signed in with the connection: no second prompt on the page, no personal_sign on the phone.
  await expect(page.getByTestId('sign-in')).toHaveText('signed in')
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('address')).toHaveText(phone.address)
  expect(seen.requests).toHaveLength(1)
  expect(phone.requests).toEqual([])
  await expect(dialog.locator('[data-view="SIWXSignMessage"]')).toHaveCount(0)

  // What the page stored is what the wallet signed, and what the host's server accepts.
  const sessions = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('@gangway/siwx-sessions') ?? '{}') as Record<
        string,
        { data: { nonce: string }; message: string; signature: string }
      >,
  )
  const session = Object.values(sessions)[0]
  expect(Object.keys(sessions)).toEqual([`eip155:${main!.id}:${phone.address.toLowerCase()}`])
  expect(session?.message).toBe(seen.signed[0])
  const verified = await verifySiwx({
    message: session!.message,
    signature: session!.signature,
    domain: new URL(demoUrl).host,
    uri: page.url(),
    nonce: session!.data.nonce,
    rpcUrl: main!.rpcUrl,
  })
  expect(verified).toMatchObject({ valid: true, address: phone.address })
  expect(problems).toEqual([])
})

test('a slow phone: WalletConnect’s code arrives late after a reload, and the session is restored, never ended', async ({
  page,
  demoUrl,
  config,
  dialog,
  problems,
}) => {
  const [main] = config.networks
  phone = await startWalletConnectWallet({
    relayUrl: config.relayUrl,
    chains: { [main!.id]: main!.rpcUrl },
  })
  await page.clock.install()
  await openDemo(page, demoUrl, '?theme=light&wc')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /WalletConnect/ }).click()
  const qr = dialog.getByTestId('wc-qr')
  await expect(qr.locator('svg[data-qr-value^="wc:"]')).toBeVisible()
  await phone.pair((await qr.getAttribute('data-uri'))!)
  await expect(dialog.getByTestId('account-address')).toHaveText('0xf39F…2266')

  // After the reload, the chunk with WalletConnect's client is held back (a slow network),
  // while the page's clock is moved past each time limit by hand.
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let held = 0
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('universal_provider')) {
      held += 1
      await released
    }
    await route.fulfill({ response, body })
  })
  await page.reload()
  await expect.poll(() => held).toBe(1)
  await expect(page.getByTestId('status')).toHaveText('reconnecting')
  // A browser wallet's time limit is not a session's: its code and relay load first.
  await page.clock.fastForward(restoreTimeout + 1_000)
  await expect(page.getByTestId('status')).toHaveText('reconnecting')
  // Past a session's limit too, the visitor is not left waiting…
  await page.clock.fastForward(sessionRestoreTimeout)
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  // …and when the session does arrive, it is theirs: connected, and alive on the phone.
  release()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('address')).toHaveText(phone.address)
  expect(Object.keys(phone.kit.getActiveSessions())).toHaveLength(1)
  await page.getByTestId('sign').click()
  await expect(page.getByTestId('signature')).toHaveAttribute('title', /^0x[0-9a-f]{130}$/)
  expect(problems).toEqual([])
})

test('WalletConnect: an unreachable relay shows an error with a retry', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { relayUrl: string }
    await route.fulfill({ response, json: { ...body, relayUrl: 'ws://127.0.0.1:9' } })
  })
  await openDemo(page, demoUrl, '?wc')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /WalletConnect/ }).click()
  await expect(dialog.getByRole('alert')).toContainText('Cannot reach WalletConnect', {
    timeout: 15_000,
  })
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
  await snap(page, 'walletconnect-relay-error')
})

test('open({ uri }) shows the URI the host passed, with no pairing of its own (SPEC §2), also before WalletConnect’s code has arrived', async ({
  page,
  demoUrl,
  dialog,
  problems,
}) => {
  const uri =
    'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
  // WalletConnect's descriptor comes after the page's first paint: held back until the host
  // has called open({ uri }), as a host that opens at once on a slow network would.
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/walletconnect-*.js', async (route) => {
    const response = await route.fetch()
    await released
    await route.fulfill({ response })
  })
  await openDemo(page, demoUrl, '?theme=light&wc')
  await page.evaluate((value) => {
    void (
      window as unknown as { gangwayDemo: { gangway: { open(o: { uri: string }): unknown } } }
    ).gangwayDemo.gangway.open({ uri: value })
  }, uri)
  release()
  const qr = dialog.getByTestId('wc-qr')
  await expect(qr).toHaveAttribute('data-uri', uri)
  await expect(qr.locator(`svg[data-qr-value="${uri}"]`)).toBeVisible()
  await expect(dialog.getByTestId('wc-copy')).toBeEnabled()
  expect(problems).toEqual([])
})
