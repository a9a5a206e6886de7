// Issue 33: the preview's facts word a permit to a new spender in the visitor's language, after
// the grant's own warnings, naming the spender short and the token by its chain-read symbol;
// a hostile symbol is text, never markup.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PreviewAsset, TransactionPreview } from '../../../kernel/index.js'
import { createTranslator, en } from '../../../ui-shell/i18n/index.js'
import ar from '../../../ui-shell/i18n/locales/session/ar.js'
import PreviewFacts from '../../../ui-shell/preview/PreviewFacts.js'

const spender = '0x90F79bf6EB2c4f837365E785d4a04e0a7C7B5f0e'
const usdc: PreviewAsset = {
  kind: 'token',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'USDC',
  decimals: 6,
  flags: [],
}

const permit = (asset: PreviewAsset): TransactionPreview => ({
  confidence: 'decoded',
  send: [],
  receive: [],
  allow: [{ asset, spender, scope: 'amount', unlimited: true, via: 'permit' }],
  warnings: [
    { kind: 'unlimitedApproval', spender, asset },
    { kind: 'newSpender', spender, asset },
  ],
  actions: [],
})

const warnings = (html: string) =>
  [...html.matchAll(/<li[^>]*data-warning="([^"]+)"[^>]*>(.*?)<\/li>/g)].map(([, kind, body]) => ({
    kind,
    text: body!.replace(/<[^>]+>/g, ''),
  }))

describe('the new-spender warning (issue 33)', () => {
  it('English: after the unlimited warning, spender short, token by symbol', () => {
    const html = renderToStaticMarkup(
      <PreviewFacts preview={permit(usdc)} t={createTranslator(en)} locale="en" />,
    )
    expect(warnings(html)).toEqual([
      { kind: 'unlimitedApproval', text: expect.stringContaining('Unlimited approval') },
      {
        kind: 'newSpender',
        text: 'New spender: no earlier permission from you to 0x90F7…5f0e for USDC was found on this network. Sign only if you trust it.',
      },
    ])
  })

  it('Arabic: the session catalogue words it, each inserted value a bidi isolate', () => {
    const html = renderToStaticMarkup(
      <PreviewFacts
        preview={permit(usdc)}
        t={createTranslator(ar, { locale: 'ar' })}
        locale="ar"
      />,
    )
    expect(warnings(html)[1]).toEqual({
      kind: 'newSpender',
      text: 'جهة صرف جديدة: لم يُعثر على هذه الشبكة على إذن سابق منك لـ \u20680x90F7…5f0e\u2069 على \u2068USDC\u2069. وقّع فقط إن كنت تثق بها.',
    })
  })

  it('a token with no readable symbol is "Unknown token"; a hostile name is escaped text', () => {
    const hostile: PreviewAsset = {
      kind: 'token',
      address: usdc.address,
      name: '<img src=x onerror=alert(1)>',
      flags: ['symbolUnreadable'],
    }
    const html = renderToStaticMarkup(
      <PreviewFacts preview={permit(hostile)} t={createTranslator(en)} locale="en" />,
    )
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    const blank = renderToStaticMarkup(
      <PreviewFacts
        preview={permit({ kind: 'token', address: usdc.address, flags: ['symbolUnreadable'] })}
        t={createTranslator(en)}
        locale="en"
      />,
    )
    expect(warnings(blank)[1]!.text).toContain('for Unknown token was found')
  })
})
