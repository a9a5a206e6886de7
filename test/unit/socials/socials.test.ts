// @vitest-environment happy-dom
import { loadEmbeddedWallet } from 'gangway/embedded'
import { InvalidOptionsError } from 'gangway/kernel'
import { type SocialsParameters, socialProviders, socials } from 'gangway/socials'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { socialStorageKeys } from '../../../plugins/socials/socialStorageKeys.js'
import {
  SocialPopupClosedError,
  waitForSocialResult,
} from '../../../plugins/socials/waitForSocialResult.js'
import { startKernel } from '../kernel/support.js'

const origin = 'https://wallet.example.com'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

async function waiting() {
  const kernel = startKernel()
  await kernel.modal.open()
  kernel.router.push({ view: 'ConnectingSocial', data: { provider: 'google' } })
  const popup = { closed: false }
  const settled: { done?: true; error?: unknown } = {}
  const abandoned = vi.fn()
  void waitForSocialResult(kernel, { popup, origin, onAbandoned: abandoned }).then(
    () => {
      settled.done = true
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
  it('checks its options with parseOptions: unknown providers, duplicates, none, a bad URL, unknown keys', () => {
    const refused = (options: unknown) => {
      try {
        socials(options as SocialsParameters)
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidOptionsError)
        return (error as InvalidOptionsError).message
      }
      throw new Error('accepted')
    }
    expect(refused({ secureSiteUrl: origin, providers: ['myspace'] })).toContain(
      'providers.0: expected one of "google", "x", "discord", "farcaster", "github", "apple", "facebook", "telegram"',
    )
    expect(refused({ secureSiteUrl: origin, providers: ['google', 'google'] })).toContain(
      'each once',
    )
    expect(refused({ secureSiteUrl: origin, providers: [] })).toContain('providers:')
    expect(refused({ secureSiteUrl: 'wallet.example.com' })).toContain(
      'secureSiteUrl: expected the http(s) URL of the secure site',
    )
    expect(refused({ secureSiteUrl: origin, provider: ['google'] })).toContain(
      'unknown option provider',
    )
    expect(refused(undefined)).toContain('[socials] Invalid options.')
    expect(socials({ secureSiteUrl: origin }).name).toBe('socials')
    expect(socials({ secureSiteUrl: origin, providers: ['farcaster', 'telegram'] }).name).toBe(
      'socials',
    )
  })

  it('passes smartSessions on to the embedded wallet it shares with email() (SPEC §9, default off)', async () => {
    const walletOf = async (parameters: SocialsParameters) => {
      const kernel = startKernel({ plugins: [socials(parameters)] })
      const wallet = await loadEmbeddedWallet(kernel)
      kernel.destroy()
      return wallet
    }
    expect((await walletOf({ secureSiteUrl: origin, smartSessions: true })).smartSessions).toBe(
      true,
    )
    expect((await walletOf({ secureSiteUrl: origin })).smartSessions).toBe(false)
    expect((await walletOf({ secureSiteUrl: origin, smartSessions: false })).smartSessions).toBe(
      false,
    )
  })

  it('offers SPEC §9 socials in its order, and stores only those providers', () => {
    expect(socialProviders).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    // The lazily loaded storage key keeps its own copy of the list (no shared eager module).
    const schema = socialStorageKeys.connectedSocialProvider.schema
    for (const provider of socialProviders) expect(schema.safeParse(provider).success).toBe(true)
    expect(schema.safeParse('myspace').success).toBe(false)
    expect((schema as unknown as { options: string[] }).options).toEqual([
      ...socialProviders,
      'telegram',
    ])
  })
})

describe('the provider window answer (SPEC §7 connect social)', () => {
  it('takes "finished" only from that window, from the secure site, in the expected shape', async () => {
    const { kernel, popup, settled, post } = await waiting()
    const message = { type: '@w3m-frame/SOCIAL_DONE' }
    // Hostile or stray messages are ignored.
    post(message, { origin: 'https://evil.example.com', source: popup })
    post(message, { origin, source: window })
    // The old shape, with the answer in it, is no longer what the callback page sends.
    post(
      { type: '@w3m-frame/SOCIAL_RESULT', resultUri: `${origin}/social/callback?code=a&state=b` },
      { origin, source: popup },
    )
    post({ ...message, type: 'other' }, { origin, source: popup })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toEqual({})
    post(message, { origin, source: popup })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toEqual({ done: true })
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
    post({ type: '@w3m-frame/SOCIAL_DONE' }, { origin, source: popup })
    await vi.advanceTimersByTimeAsync(2_000)
    expect(settled).toEqual({ done: true })
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
