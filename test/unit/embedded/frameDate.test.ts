// Issue 23: the frame writes a session key's end date through Intl, in the frame's locale (the
// host's language), not as an ISO string.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLocale } from '../../../secure-site/frame/messages.js'
import { describeSmartRequest } from '../../../secure-site/frame/smart/describeSmartRequest.js'
import type { SmartAccounts } from '../../../secure-site/frame/smart/smartAccounts.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const key = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const target = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** The rows of a grant expiring at `expiry`; describing a request touches no account. */
async function expiresRow(expiry: number): Promise<string | undefined> {
  const described = await describeSmartRequest({
    request: {
      method: 'wallet_grantPermissions',
      params: [
        {
          expiry,
          signer: { type: 'key', data: { id: key } },
          permissions: [
            { type: 'contract-call', data: { address: target, selector: '0xa9059cbb' } },
          ],
        },
      ],
    },
    address,
    chainId: 31337,
    accounts: {} as SmartAccounts,
    sponsored: false,
  })
  return described?.rows.find(([label]) => label === 'expires')?.[1]
}

const written = (locale: string, expiry: number) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(expiry * 1000)

// The frame page's <html>, whose lang and dir setLocale sets. Node, not a DOM environment:
// there Vite rewrites the frame's `new URL('locales/…', import.meta.url)` and refuses it.
vi.stubGlobal('document', { documentElement: { lang: 'en', dir: 'ltr' } })
afterEach(() => setLocale('en'))

describe('a session key’s end date in the frame', () => {
  const expiry = Math.floor(Date.now() / 1000) + 86_400

  it('is written by Intl in English by default', async () => {
    expect(await expiresRow(expiry)).toBe(written('en', expiry))
    expect(await expiresRow(expiry)).not.toMatch(/T\d\d:\d\d/)
  })

  it.each([
    ['de-DE', 'de'],
    ['ja', 'ja'],
    ['ar-EG', 'ar'],
    ['zh-HK', 'zh-TW'],
  ])('follows the host’s language %s (%s)', async (language, tag) => {
    await setLocale(language)
    expect(await expiresRow(expiry)).toBe(written(tag, expiry))
  })

  it('a language the frame does not ship writes English', async () => {
    await setLocale('sw')
    expect(await expiresRow(expiry)).toBe(written('en', expiry))
  })
})
