import type { Locator } from '@playwright/test'
import type { TestWallet } from 'gangway/testing'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { testPrivateKeys } from '../support/anvil.js'
import multiTokenArtifact from '../support/contracts/artifacts/TestMultiToken.json' with {
  type: 'json',
}
import nftArtifact from '../support/contracts/artifacts/TestNft.json' with { type: 'json' }
import { hostedHistoryMalformedId } from '../support/hostedHistoryServer.js'
import { waitForReceipt } from '../support/receipt.js'
import {
  connectDemoWallet,
  expect,
  expectAccessible,
  openDemo,
  rpc,
  snap,
  test,
} from './fixtures.js'

/** The Demo Wallet's account (anvil's first development key). */
const visitor = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Anvil's third development account: receives in these tests. */
const receiver = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

type DemoWindow = {
  gangwayDemo: {
    wallet: TestWallet
    gangway: {
      kernel: {
        chains: { load(namespace: string): Promise<unknown> }
        connections: { get(): { address: string; connector: { id: string } } | undefined }
      }
    }
  }
}

async function openActivity(dialog: Locator) {
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await expect(dialog.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
}

/** Mints a Test Apes NFT to the visitor from another account (the visitor's nonce stays put). */
async function mintNftToVisitor(rpcUrl: string, id: bigint): Promise<Address> {
  const account = privateKeyToAccount(testPrivateKeys[1])
  const wallet = createWalletClient({ account, transport: http(rpcUrl) })
  const reader = createPublicClient({ transport: http(rpcUrl) })
  const deployed = await wallet.deployContract({
    abi: nftArtifact.abi as Abi,
    bytecode: nftArtifact.bytecode as Hex,
    args: ['Test Apes', 'TAPE'],
    chain: null,
  })
  const contract = (await waitForReceipt(reader, { hash: deployed })).contractAddress!
  const image =
    'data:image/svg+xml;base64,' +
    btoa(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#47a1ff"/><script>alert(1)</script></svg>',
    )
  const uri = `data:application/json,${encodeURIComponent(JSON.stringify({ name: `Ape #${id}`, description: '<b>bold</b> ape', image }))}`
  const minted = await wallet.writeContract({
    address: contract,
    abi: nftArtifact.abi as Abi,
    functionName: 'mint',
    args: [visitor, id, uri],
    chain: null,
  })
  await waitForReceipt(reader, { hash: minted })
  return contract
}

async function sendEth(dialog: Locator, amount: string) {
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
  await dialog.getByRole('button', { name: 'Select token' }).click()
  await dialog.getByRole('button', { name: /Ether/ }).click()
  await dialog.getByLabel('Amount').fill(amount)
  await dialog.getByLabel('To', { exact: true }).fill(receiver)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSendPreview')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Account', { timeout: 20_000 })
}

test('Activity and NFTs after real transactions: a send, a minted NFT, its detail and its send', async ({
  page,
  demoUrl,
  config,
  dialog,
  problems,
}) => {
  // A long walk (a send, two tabs, the NFT sent through Send's form, four axe checks).
  test.setTimeout(120_000)
  const rpcUrl = config.networks[0]!.rpcUrl
  const contract = await mintNftToVisitor(rpcUrl, 1n)
  await openDemo(page, demoUrl, '?history&theme=light')
  await connectDemoWallet(page, dialog)
  await expect(dialog.getByRole('tab')).toHaveText(['Tokens', 'NFTs', 'Activity'])
  await sendEth(dialog, '0.0123')

  await openActivity(dialog)
  const rows = dialog.getByTestId('activity-row')
  await expect(rows.first()).toBeVisible({ timeout: 20_000 })
  // The newest first: our send, grouped under this month, with the amount to 3 decimals.
  const month = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long' }).format(new Date())
  await expect(dialog.getByRole('heading', { name: month })).toBeVisible()
  const sent = rows.filter({ hasText: '−0.012 ETH' }).first()
  await expect(sent).toContainText('Sent')
  // EIP-55 checksummed, as the receiver was typed (log topics are lower case).
  await expect(sent).toContainText('To 0x3C44…93BC')
  await expect(sent).toContainText(/\ds ago|\dm ago/)
  await expect(rows.filter({ hasText: 'Minted' }).first()).toContainText('TAPE #1')
  await snap(page, 'history-activity-light')
  await expectAccessible(page, 'Activity')

  // Keyboard: the tabs move with the arrow keys; Tokens still shows the balances.
  await dialog.getByRole('tab', { name: 'Activity' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByRole('tab', { name: 'NFTs' })).toBeFocused()
  await expect(dialog.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true')
  const card = dialog.getByTestId('nft-card').filter({ hasText: 'Ape #1' })
  await expect(card).toBeVisible({ timeout: 20_000 })
  await expect(card).toContainText('Test Apes')
  // The SVG is an <img> (its script never runs), never inlined.
  await expect(card.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  await expect(dialog.locator('svg script')).toHaveCount(0)
  await snap(page, 'history-nfts-light')
  await expectAccessible(page, 'NFTs')

  await card.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'NftDetail')
  await expect(dialog.getByTestId('nft-name')).toHaveText('Ape #1')
  // Hostile text stays text.
  await expect(dialog.getByText('<b>bold</b> ape')).toBeVisible()
  await snap(page, 'history-nft-detail-light')
  await expectAccessible(page, 'NftDetail')
  // Send opens the send plugin's form with this NFT chosen: one ERC-721 item, no amount to pick.
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
  await expect(dialog.getByRole('button', { name: /Ape #1/ })).toBeVisible()
  await expect(dialog.getByLabel('Amount')).toHaveValue('1')
  await expect(dialog.getByLabel('Amount')).toHaveJSProperty('readOnly', true)
  await expect(dialog.getByRole('button', { name: 'Max' })).toHaveCount(0)
  await dialog.getByLabel('To', { exact: true }).fill('not an address')
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: /valid address/ })).toHaveText(
    'Enter a valid address for this network',
  )
  await dialog.getByLabel('To', { exact: true }).fill(receiver)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSendPreview')
  await expect(dialog.getByTestId('preview-amount')).toHaveText('1 Ape #1')
  await expect(dialog.getByTestId('preview-fee')).not.toHaveText('—')
  await expectAccessible(page, 'WalletSendPreview (NFT)')
  // Refused in the wallet: the preview stays, with the reason; confirming again sends it.
  await page.evaluate(() => (window as unknown as DemoWindow).gangwayDemo.wallet.rejectNext())
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByTestId('send-error')).toContainText('User rejected the request.')
  await expect(dialog).toHaveAttribute('data-view', 'WalletSendPreview')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible({ timeout: 20_000 })
  const owner = await rpc<string>(rpcUrl, 'eth_call', [
    { to: contract, data: `0x6352211e${1n.toString(16).padStart(64, '0')}` },
    'latest',
  ])
  expect(`0x${owner.slice(26)}`).toBe(receiver.toLowerCase())
  expect(problems).toEqual([])
})

/** Mints `value` of an ERC-1155 token (id 7) to the visitor from another account. */
async function mintMultiTokenToVisitor(rpcUrl: string, value: bigint): Promise<Address> {
  const account = privateKeyToAccount(testPrivateKeys[1])
  const wallet = createWalletClient({ account, transport: http(rpcUrl) })
  const reader = createPublicClient({ transport: http(rpcUrl) })
  const metadata = `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'Gem' }))}`
  const deployed = await wallet.deployContract({
    abi: multiTokenArtifact.abi as Abi,
    bytecode: multiTokenArtifact.bytecode as Hex,
    args: [metadata],
    chain: null,
  })
  const contract = (await waitForReceipt(reader, { hash: deployed })).contractAddress!
  await waitForReceipt(reader, {
    hash: await wallet.writeContract({
      address: contract,
      abi: multiTokenArtifact.abi as Abi,
      functionName: 'mint',
      args: [visitor, 7n, value],
      chain: null,
    }),
  })
  return contract
}

test('an ERC-1155 NFT is sent through the send form, as many as chosen up to the balance', async ({
  page,
  demoUrl,
  config,
  dialog,
  problems,
}) => {
  const rpcUrl = config.networks[0]!.rpcUrl
  const contract = await mintMultiTokenToVisitor(rpcUrl, 5n)
  await openDemo(page, demoUrl, '?history')
  await connectDemoWallet(page, dialog)
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  const card = dialog.getByTestId('nft-card').filter({ hasText: 'Gem' })
  await expect(card).toBeVisible({ timeout: 20_000 })
  await card.click()
  await expect(dialog).toHaveAttribute('data-view', 'NftDetail')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
  await expect(dialog.getByText('Balance: 5 Gem')).toBeVisible()
  await dialog.getByLabel('Amount').fill('6')
  await dialog.getByLabel('To', { exact: true }).fill(receiver)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: /./ })).toContainText(
    'Insufficient funds',
  )
  await dialog.getByLabel('Amount').fill('2')
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSendPreview')
  await expect(dialog.getByTestId('preview-amount')).toHaveText('2 Gem')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible({ timeout: 20_000 })
  const balanceOf = async (owner: string) =>
    BigInt(
      await rpc<string>(rpcUrl, 'eth_call', [
        {
          to: contract,
          data: `0x00fdd58e${owner.slice(2).toLowerCase().padStart(64, '0')}${7n.toString(16).padStart(64, '0')}`,
        },
        'latest',
      ]),
    )
  expect(await balanceOf(receiver)).toBe(2n)
  expect(await balanceOf(visitor)).toBe(3n)
  expect(problems).toEqual([])
})

test('a pending transaction is listed at once and polled until it is mined', async ({
  page,
  demoUrl,
  config,
  dialog,
}) => {
  const rpcUrl = config.networks[0]!.rpcUrl
  await page.clock.install()
  await openDemo(page, demoUrl, '?history')
  await connectDemoWallet(page, dialog)
  await openActivity(dialog)
  await expect(dialog.getByTestId('activity-row').first()).toBeVisible({ timeout: 20_000 })
  await rpc(rpcUrl, 'evm_setAutomine', [false])
  try {
    const hash = await page.evaluate(async (to) => {
      const { kernel } = (window as unknown as DemoWindow).gangwayDemo.gangway
      const connection = kernel.connections.get()!
      const adapter = (await kernel.chains.load('eip155')) as {
        sendTransaction(parameters: object): Promise<string>
      }
      return adapter.sendTransaction({
        connectorId: connection.connector.id,
        address: connection.address,
        to,
        value: 10n ** 15n,
      })
    }, receiver)
    const row = dialog.locator(`[data-testid="activity-row"][data-id="${hash}"]`)
    await expect(row).toHaveAttribute('data-status', 'pending', { timeout: 20_000 })
    await expect(dialog.getByRole('heading', { name: 'Pending' })).toBeVisible()
    await expect(row).toContainText('−0.001 ETH')
    await snap(page, 'history-pending')
    await rpc(rpcUrl, 'evm_mine')
    // SPEC §9: the next poll, 30 s later, finds it mined.
    await page.clock.fastForward('00:31')
    await expect(row).toHaveAttribute('data-status', 'confirmed', { timeout: 20_000 })
    await expect(row).toContainText('Sent')
  } finally {
    await rpc(rpcUrl, 'evm_setAutomine', [true])
  }
})

test('older pages load by cursor as the loading row comes into view, each transaction once', async ({
  page,
  demoUrl,
  config,
  dialog,
}) => {
  // Pages of 3 blocks: the visitor's history spans many. Each page asks for its own range.
  const ranges = new Set<string>()
  page.on('request', (request) => {
    if (!request.url().startsWith(config.networks[0]!.rpcUrl)) return
    for (const call of [request.postDataJSON()].flat() as {
      method?: string
      params?: { fromBlock?: string }[]
    }[])
      if (call?.method === 'eth_getLogs' && call.params?.[0]?.fromBlock)
        ranges.add(call.params[0].fromBlock)
  })
  await openDemo(page, demoUrl, '?history&historyPage=3')
  await connectDemoWallet(page, dialog)
  await openActivity(dialog)
  const rows = dialog.getByTestId('activity-row')
  await expect(rows.first()).toBeVisible({ timeout: 20_000 })
  // The first pages fill the list; the loading row below asks for more when it comes into view.
  const loadingRow = dialog.getByTestId('activity-loading-row')
  const before = await rows.count()
  // Scrolled into view page after page, until the history ends and the row goes away.
  await expect
    .poll(
      async () => {
        await loadingRow.scrollIntoViewIfNeeded({ timeout: 1_000 }).catch(() => {})
        return loadingRow.count()
      },
      { timeout: 60_000 },
    )
    .toBe(0)
  expect(await rows.count()).toBeGreaterThanOrEqual(before)
  expect(ranges.size).toBeGreaterThan(3)
  const ids = await rows.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-id')))
  expect(ids.length).toBeGreaterThan(3)
  expect(new Set(ids).size).toBe(ids.length)
})

test("a failing source says 'Failed to fetch transactions', offers a retry and leaves Tokens alone", async ({
  page,
  demoUrl,
  dialog,
  problems,
}) => {
  await openDemo(page, demoUrl, '?history=down&theme=dark')
  await connectDemoWallet(page, dialog)
  await expect(dialog.getByTestId('account-balance')).toContainText('ETH')
  await openActivity(dialog)
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('Failed to fetch transactions', { timeout: 20_000 })
  await expect(dialog.getByTestId('activity-row')).toHaveCount(0)
  const retry = dialog.getByRole('button', { name: 'Try again' })
  await retry.focus()
  await page.keyboard.press('Enter')
  await expect(alert).toContainText('Failed to fetch transactions', { timeout: 20_000 })
  await snap(page, 'history-failed-dark')
  await expectAccessible(page, 'Activity (failed)')
  await dialog.getByRole('tab', { name: 'Tokens' }).click()
  await expect(dialog.getByRole('tabpanel')).toContainText('ETH')
  expect(problems).toEqual([])
})

test("SPEC §5: a hosted record whose value is not a number is listed as 0, and the page's other records stay", async ({
  page,
  demoUrl,
  dialog,
  problems,
}) => {
  // The demo server's SPEC §7 history service answers three records for any account; the
  // middle one's `quantity.numeric` is "12 ETH" (test/support/hostedHistoryServer.ts).
  await openDemo(page, demoUrl, '?history=hosted')
  await connectDemoWallet(page, dialog)
  await openActivity(dialog)
  const rows = dialog.getByTestId('activity-row')
  await expect(rows).toHaveCount(3, { timeout: 20_000 })
  await expect(dialog.getByText('Failed to fetch transactions')).toHaveCount(0)
  // Newest first; the malformed one between the others, as zero, never "12".
  await expect(rows.locator('.gw-history-amount')).toHaveText(['+0.25 ETH', '+0 ETH', '−1.5 ETH'])
  const malformed = dialog.locator(
    `[data-testid="activity-row"][data-id="${hostedHistoryMalformedId}"]`,
  )
  await expect(malformed).toContainText('Received')
  await expect(malformed).toContainText('From 0x3C44…93BC')
  await snap(page, 'history-hosted-malformed')
  expect(problems).toEqual([])
})
