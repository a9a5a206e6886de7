// Issue 36 item 2 (and issue 33's Solana batch preview) in a real browser: an e-mail account's
// solana wallet signs a batch of two transactions in ONE approval inside the secure site's
// frame, which shows both (decoded and simulated on the operator's node), by keyboard; and
// signs and sends a transaction with its send options, the host sending it through its RPC.
// The host page is email-solana.spec.ts's (only solana() + email(), a strict CSP).
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { buildFrame } from '../../scripts/build-frame.mjs'
import { type SmtpSink, startSmtpSink } from '../../secure-site/test/support/smtpSink.js'
import { type LiteSvmRpc, startLiteSvmRpc } from '../support/litesvmRpc.js'
import { type BoundSecureSite, bindSecureSite } from './bindSecureSite.js'
import { expect, expectAccessible, frameAtRest, test } from './fixtures.js'
import type { EmailSolanaPageConfig, EmailSolanaPageWindow } from './pages/emailSolana.js'
import { type ServedPage, servePage } from './servePage.js'

const SOL = 1_000_000_000n

let node: LiteSvmRpc
let smtp: SmtpSink
let site: BoundSecureSite
let host: ServedPage

test.beforeAll(async () => {
  test.setTimeout(180_000)
  await buildFrame()
  node = await startLiteSvmRpc()
  smtp = await startSmtpSink()
  site = await bindSecureSite()
  const config: EmailSolanaPageConfig = { rpcUrl: node.url, secureSiteUrl: site.url }
  host = await servePage({
    script: { path: fileURLToPath(new URL('./pages/emailSolana.tsx', import.meta.url)) },
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Embedded Solana batch e2e</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`,
    config,
    connectSrc: [node.url, node.webSocketUrl, site.url],
    frameSrc: [site.url],
  })
  await site.start({
    allowedOrigins: [new URL(host.url).origin],
    smtpUrl: smtp.url,
    // The operator's node: the approval simulates the transactions there.
    solanaNetworks: [{ rpcUrl: node.url, name: 'Solana Localnet' }],
  })
})

test.afterAll(async () => {
  await host?.close()
  await site?.close()
  await smtp?.close()
  await node?.stop()
})

const frame = (page: Page) => page.frameLocator('#w3m-iframe')
const emailSolanaPage = (page: Page) =>
  page.evaluateHandle(() => (window as unknown as EmailSolanaPageWindow).emailSolanaPage)

/** An unsigned SOL transfer from `from` (base64 wire), on the node's current blockhash. */
function transfer(from: string, to: string, lamports: bigint): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(from), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash(node.svm.latestBlockhash()), lastValidBlockHeight: 1000n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(address(from)),
            destination: address(to),
            amount: lamports,
          }),
        ],
        m,
      ),
  )
  return Buffer.from(getTransactionEncoder().encode(compileTransaction(message))).toString('base64')
}

async function signIn(page: Page, dialog: ReturnType<Page['locator']>): Promise<string> {
  const visitor = `batch${Date.now()}@example.com`
  await page.goto(host.url)
  await page.locator('[data-gangway-button] button').first().click()
  await dialog.getByRole('textbox', { name: 'Email' }).fill(visitor)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused()
  await page.keyboard.type(await smtp.nextCode(visitor))
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  const account = await (await emailSolanaPage(page)).evaluate((p) => p.address())
  expect(account).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  node.airdrop(account as string, 2n * SOL)
  await page.keyboard.press('Escape')
  return account as string
}

test('a batch of 2 Solana transactions: one approval shows both, approved by keyboard; both come back signed', async ({
  page,
  dialog,
  problems,
}) => {
  const account = await signIn(page, dialog)
  const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])
  const batch = [
    transfer(account, alice.address, SOL / 10n),
    transfer(account, bob.address, SOL / 5n),
  ]
  const api = await emailSolanaPage(page)
  const signing = api.evaluate((p, transactions) => p.signAll(transactions), batch)

  // ONE approval, titled for the batch, with both transactions in it.
  await expect(dialog).toHaveAttribute('data-view', 'ApproveTransaction')
  const approval = frame(page)
  await expect(
    approval.getByRole('heading', { name: 'Sign 2 transactions', level: 1 }),
  ).toBeVisible()
  const region = approval.getByRole('region', { name: 'Transactions' })
  const first = region.getByRole('region', { name: 'Transaction 1 of 2' })
  const second = region.getByRole('region', { name: 'Transaction 2 of 2' })
  await expect(approval.getByText('Solana Localnet')).toBeVisible()
  // Simulated on the operator's node: what leaves the visitor, per transaction.
  await expect(first.getByText('0.1 SOL', { exact: true })).toBeVisible()
  // The instruction decoded, its arguments a line each.
  await expect(first.locator('dd', { hasText: 'System: transfer' })).toHaveText(
    `System: transfer\nfrom: ${account}\nto: ${alice.address}\namount: 100000000`,
  )
  await expect(second.getByText('0.2 SOL', { exact: true })).toBeAttached()
  await expect(second.locator('dd', { hasText: 'System: transfer' })).toHaveText(
    `System: transfer\nfrom: ${account}\nto: ${bob.address}\namount: 200000000`,
  )
  await expect(approval.getByRole('button', { name: 'Reject' })).toBeFocused()
  await expect(approval.getByRole('button', { name: 'Approve' })).not.toHaveAttribute(
    'aria-disabled',
  )
  await frameAtRest(page)
  await page.screenshot({ path: 'test-results/screenshots/embedded-solana-batch.png' })
  await expectAccessible(page, 'a Solana batch in the frame')

  // Keyboard only: Shift+Tab reaches the transactions (a region that scrolls), End scrolls it
  // to its last line; Tab twice back to Approve, Enter.
  await frameAtRest(page)
  await page.keyboard.press('Shift+Tab')
  await expect(region).toBeFocused()
  await page.keyboard.press('End')
  await expect(region.getByText('Each transaction is simulated on its own')).toBeInViewport()
  await page.keyboard.press('Tab')
  await expect(approval.getByRole('button', { name: 'Reject' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(approval.getByRole('button', { name: 'Approve' })).toBeFocused()
  await page.keyboard.press('Enter')

  const signed = await signing
  expect(signed).toHaveLength(2)
  const key = await getPublicKeyFromAddress(address(account))
  for (const [index, wire] of signed.entries()) {
    const decoded = getTransactionDecoder().decode(Buffer.from(wire, 'base64'))
    expect(decoded.messageBytes).toEqual(
      getTransactionDecoder().decode(Buffer.from(batch[index] as string, 'base64')).messageBytes,
    )
    const signature = decoded.signatures[address(account)]
    if (!signature) throw new Error(`transaction ${index + 1} carries no signature by the account`)
    expect(await verifySignature(key, signature, decoded.messageBytes)).toBe(true)
  }
  // One approval signed the whole batch; the modal closes with it.
  await expect(dialog).toBeHidden()
  expect(problems).toEqual([])
})

test('solana_signAndSendTransaction: approved with its send options shown, sent by the host with them; the signature comes back', async ({
  page,
  dialog,
  problems,
}) => {
  const account = await signIn(page, dialog)
  const carol = await generateKeyPairSigner()
  const api = await emailSolanaPage(page)
  const before = node.requests.length
  const sending = api.evaluate(
    (p, transaction) =>
      p.signAndSend(transaction, {
        skipPreflight: true,
        preflightCommitment: 'confirmed',
        maxRetries: 2,
        minContextSlot: 0,
      }),
    transfer(account, carol.address, SOL / 4n),
  )
  const approval = frame(page)
  await expect(approval.getByRole('heading', { name: 'Sign and send transaction' })).toBeVisible()
  await expect(
    approval.getByText(
      'sent without a check first · checked at confirmed · up to 2 retries · not before slot 0',
    ),
  ).toBeVisible()
  await expect(approval.getByText('0.25 SOL', { exact: true })).toBeVisible()
  await expect(approval.getByRole('button', { name: 'Approve' })).not.toHaveAttribute(
    'aria-disabled',
  )
  await frameAtRest(page)
  await approval.getByRole('button', { name: 'Approve' }).click()
  const signature = await sending
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  expect(node.svm.getBalance(carol.address)).toBe(SOL / 4n)
  // Sent through the host's RPC, the options as the dapp gave them.
  const sent = node.requests.slice(before).filter((request) => request.method === 'sendTransaction')
  expect(sent).toHaveLength(1)
  expect(sent[0]?.params[1]).toMatchObject({
    encoding: 'base64',
    skipPreflight: true,
    preflightCommitment: 'confirmed',
    maxRetries: 2,
    minContextSlot: 0,
  })
  expect(problems).toEqual([])
})
