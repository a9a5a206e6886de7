// Issue 33 in a real browser: a plugin may add warnings to the preview (`Plugin.previewWarnings`,
// the documented hook for a host's own security check). A third-party plugin defined in the test
// page with the public plugin API flags the spender of an unlimited approve; ApproveTransaction
// shows its danger first (after a failure, before Gangway's own warnings), its caution last,
// its text as text — markup in it stays inert — and the visitor answers by keyboard.
import { fileURLToPath } from 'node:url'
import {
  connectDemoWallet,
  expect,
  expectAccessible,
  openDemo,
  settled,
  snap,
  test,
} from './fixtures.js'
import type { PreviewWarningsPageWindow } from './pages/previewWarnings.js'
import { servePage } from './servePage.js'

const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const flagged = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const maxUint = 'f'.repeat(64)
const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')

test("a plugin's previewWarnings appear in ApproveTransaction, danger first, as text", async ({
  page,
  config,
  dialog,
  problems,
}) => {
  const network = config.networks[0]!
  const usdc = config.tokens[0]!.address
  const served = await servePage({
    script: { path: fileURLToPath(new URL('./pages/previewWarnings.tsx', import.meta.url)) },
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Preview warnings e2e</title>
<script type="module" src="/page.js"></script></head>
<body><main><h1>Preview warnings</h1></main></body></html>`,
    config: { rpcUrl: network.rpcUrl, flagged },
    connectSrc: [new URL(network.rpcUrl).origin],
  })
  try {
    await page.goto(served.url)
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true')
    const answer = page.evaluate(
      ({ usdc, data, sender, chainId }) =>
        (window as unknown as PreviewWarningsPageWindow).previewWarningsPage.requestApproval({
          method: 'eth_sendTransaction',
          origin: 'https://shop.example',
          caipNetworkId: `eip155:${chainId}`,
          from: sender,
          params: [{ from: sender, to: usdc, data }],
          content: { kind: 'call', to: usdc, data },
        }),
      {
        usdc,
        data: `0x095ea7b3${word(flagged)}${maxUint}`,
        sender,
        chainId: network.id,
      },
    )
    const preview = dialog.getByTestId('transaction-preview')
    await expect(preview).toBeVisible()
    const warnings = preview.getByTestId('preview-warnings').locator('li')
    await expect(warnings).toHaveCount(3)
    // The plugin's danger, then Gangway's own unlimited-approval warning, then its caution.
    expect(await warnings.evaluateAll((items) => items.map((li) => li.dataset.warning))).toEqual([
      'plugin',
      'unlimitedApproval',
      'plugin',
    ])
    await expect(warnings.nth(0)).toHaveClass(/fail/)
    // The check saw Gangway's simulated preview: it names the spender it read from `allow`.
    await expect(warnings.nth(0)).toHaveText(
      `Scam list: ${flagged} drained wallets before. <img src=x onerror="document.title='pwned'">`,
    )
    await expect(warnings.nth(1)).toHaveText(/^Unlimited approval: 0x3C44…93BC can take all/)
    await expect(warnings.nth(2)).toHaveText('Scam list: this site is new to the list.')
    await expect(warnings.nth(2)).not.toHaveClass(/fail/)
    // Markup in a plugin's text is text: no element made from it, nothing ran.
    await expect(preview.locator('img')).toHaveCount(0)
    expect(await page.title()).toBe('Preview warnings e2e')
    await expect(preview.getByTestId('preview-allow')).toHaveText(
      '0x3C44…93BC may take all of your USDC',
    )
    // Reject has the focus first; Enter answers it.
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeFocused()
    await settled(page)
    await snap(page, 'preview-plugin-warnings-en')
    await expectAccessible(page, 'ApproveTransaction (plugin warnings)')
    await page.keyboard.press('Enter')
    expect(await answer).not.toBe('approved')
    await expect(preview).toHaveCount(0)
    expect(problems).toEqual([])
  } finally {
    await served.close()
  }
})

test('a permit to a spender the visitor never used is warned about in ApproveTransaction, in Arabic', async ({
  page,
  demoUrl,
  config,
  dialog,
  problems,
}) => {
  const network = config.networks[0]!
  const usdc = config.tokens[0]!.address
  // Anvil's fifth account: the demo never allows it anything.
  const stranger = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
  await openDemo(page, demoUrl, '?lang=ar')
  await connectDemoWallet(page, dialog)
  const typedData = {
    domain: { name: 'USD Coin', version: '1', chainId: network.id, verifyingContract: usdc },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: {
      owner: sender,
      spender: stranger,
      value: '5000000',
      nonce: '0',
      deadline: '1900000000',
    },
  }
  void page.evaluate(
    ({ json, chainId, sender }) =>
      (
        window as unknown as { gangwayDemo: { requestApproval(request: unknown): Promise<string> } }
      ).gangwayDemo.requestApproval({
        method: 'eth_signTypedData_v4',
        origin: 'https://shop.example',
        caipNetworkId: `eip155:${chainId}`,
        from: sender,
        params: [sender, json],
        content: { kind: 'message', message: json },
      }),
    { json: JSON.stringify(typedData), chainId: network.id, sender },
  )
  const preview = dialog.getByTestId('transaction-preview')
  await expect(preview).toBeVisible()
  const warning = preview.locator('li[data-warning="newSpender"]')
  await expect(warning).toHaveText(
    // Each inserted value a bidi isolate (U+2068…U+2069): the address's dots stay in place.
    'جهة صرف جديدة: لم يُعثر على هذه الشبكة على إذن سابق منك لـ \u20680x9965…A4dc\u2069 على \u2068USDC\u2069. وقّع فقط إن كنت تثق بها.',
  )
  await expect(preview.getByTestId('preview-allow')).toContainText('0x9965…A4dc')
  await expect(dialog.getByRole('button', { name: 'رفض' })).toBeFocused()
  await snap(page, 'preview-new-spender-ar')
  await expectAccessible(page, 'ApproveTransaction (new spender, ar)')
  await page.keyboard.press('Enter')
  await expect(preview).toHaveCount(0)
  expect(problems).toEqual([])
})
