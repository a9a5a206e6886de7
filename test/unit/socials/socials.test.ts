// @vitest-environment happy-dom
import { PluginError } from 'gangway/kernel'
import { socials } from 'gangway/socials'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  SocialPopupClosedError,
  waitForSocialResult,
} from '../../../plugins/socials/waitForSocialResult.js'
import { startKernel } from '../kernel/support.js'

const origin = 'https://wallet.example.com'
const resultUri = `${origin}/social/callback?code=abc&state=xyz`

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

async function waiting() {
  const kernel = startKernel()
  await kernel.modal.open()
  kernel.router.push('ConnectingSocial', { provider: 'google' })
  const popup = { closed: false }
  const settled: { value?: string; error?: unknown } = {}
  const abandoned = vi.fn()
  void waitForSocialResult(kernel, { popup, origin, onAbandoned: abandoned }).then(
    (value) => {
      settled.value = value
    },
    (error: unknown) => {
      settled.error = error
    },
  )
  const post = (data: unknown, from: { origin: string; source: unknown }) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin,
        source: from.source as MessageEventSource,
      }),
    )
  return { kernel, popup, settled, abandoned, post }
}

describe('socials()', () => {
  it('refuses an unknown provider, duplicates and a bad secure site URL', () => {
    expect(() =>
      socials({ secureSiteUrl: origin, providers: ['myspace' as 'google'] }),
    ).toThrowError(PluginError)
    expect(() => socials({ secureSiteUrl: origin, providers: ['google', 'google'] })).toThrowError(
      /one or more of google, x, discord, github, apple, facebook, each once/,
    )
    expect(() => socials({ secureSiteUrl: origin, providers: [] })).toThrowError(PluginError)
    expect(() => socials({ secureSiteUrl: 'wallet.example.com' })).toThrowError(/secureSiteUrl/)
    expect(socials({ secureSiteUrl: origin }).name).toBe('socials')
  })
})

describe('the provider window answer (SPEC §7 connect social)', () => {
  it('takes the result only from that window, from the secure site, in the expected shape', async () => {
    const { kernel, popup, settled, post } = await waiting()
    const message = { type: '@w3m-frame/SOCIAL_RESULT', resultUri }
    // Hostile or stray messages are ignored.
    post(message, { origin: 'https://evil.example.com', source: popup })
    post(message, { origin, source: window })
    post({ ...message, resultUri: 'javascript:alert(1)' }, { origin, source: popup })
    post({ type: '@w3m-frame/SOCIAL_RESULT' }, { origin, source: popup })
    post({ ...message, extra: 1, type: 'other' }, { origin, source: popup })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toEqual({})
    post(message, { origin, source: popup })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toEqual({ value: resultUri })
    kernel.destroy()
  })

  it('rejects once the visitor closed the window (after a grace for a late answer)', async () => {
    const { kernel, popup, settled } = await waiting()
    popup.closed = true
    await vi.advanceTimersByTimeAsync(500)
    expect(settled).toEqual({})
    await vi.advanceTimersByTimeAsync(1_000)
    expect(settled.error).toBeInstanceOf(SocialPopupClosedError)
    expect((settled.error as SocialPopupClosedError).shortMessage).toBe(
      'The sign-in window was closed',
    )
    kernel.destroy()
  })

  it('a result posted as the window closes still counts', async () => {
    const { kernel, popup, settled, post } = await waiting()
    popup.closed = true
    await vi.advanceTimersByTimeAsync(500)
    post({ type: '@w3m-frame/SOCIAL_RESULT', resultUri }, { origin, source: popup })
    await vi.advanceTimersByTimeAsync(2_000)
    expect(settled).toEqual({ value: resultUri })
    kernel.destroy()
  })

  it('stops waiting when the visitor leaves the view', async () => {
    const { kernel, settled, abandoned } = await waiting()
    kernel.router.goBack()
    await vi.advanceTimersByTimeAsync(600)
    expect(abandoned).toHaveBeenCalledOnce()
    expect(settled).toEqual({})
    kernel.destroy()
  })
})
