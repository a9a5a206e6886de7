// @vitest-environment happy-dom

import type { Kernel } from 'gangway/kernel'
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { fetchEnabledProviders } from '../../../plugins/socials/fetchEnabledProviders.js'
import type { SocialProvider } from '../../../plugins/socials/socialProviders.js'
import { useOfferedProviders } from '../../../plugins/socials/views/useOfferedProviders.js'
import { memoryStorage } from '../../support/fakeChain.js'
import { startKernel } from '../kernel/support.js'

const site = 'https://wallet.example.com'

/**
 * A kernel whose fetch answers `/projects/v1/socials` with `reply` (or throws it); `hold`
 * never answers. `storage` is the page's storage (a later page shares it).
 */
function kernelAnswering(reply: unknown, status = 200, storage = memoryStorage()) {
  const fetch = vi.fn(async (url: URL | string) => {
    expect(String(url)).toBe(`${site}/projects/v1/socials`)
    if (reply === hold) return new Promise<Response>(() => {})
    if (reply instanceof Error) throw reply
    return new Response(JSON.stringify(reply), { status })
  })
  return {
    kernel: startKernel(
      { storage },
      { env: { fetch: fetch as unknown as typeof globalThis.fetch } },
    ),
    fetch,
  }
}
const hold = Symbol('no answer yet')

/** Renders the hook open, and returns what it offered on each render. */
async function renderOpen(kernel: Kernel, until: () => Promise<unknown>) {
  openModal(kernel)
  const seen: (readonly SocialProvider[])[] = []
  const root = createRoot(document.createElement('div'))
  await act(async () => {
    root.render(createElement(Probe, { kernel, seen }))
  })
  await act(until)
  root.unmount()
  return seen
}

/** The modal's open state, as `open()` sets it. */
const openModal = (kernel: Kernel) =>
  kernel.store.setState((state) => {
    state.modal.open = true
  })

/** Records what the hook offers on each render. */
function Probe(props: { kernel: Kernel; seen: (readonly SocialProvider[])[] }) {
  props.seen.push(useOfferedProviders(props.kernel, { providers: listed, secureSiteUrl: site }))
  return null
}
const listed: readonly SocialProvider[] = ['google', 'x', 'telegram', 'farcaster']

describe('the sign-ins the secure site offers', () => {
  it('reads them once per kernel and site', async () => {
    const { kernel, fetch } = kernelAnswering({ socialProviders: ['google', 'telegram', 7] })
    expect(await fetchEnabledProviders(kernel, site)).toEqual(new Set(['google', 'telegram']))
    await fetchEnabledProviders(kernel, site)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('cannot say when the site is down, answers an error or another shape', async () => {
    for (const [reply, status] of [
      [new TypeError('Failed to fetch'), 200],
      [{ socialProviders: ['google'] }, 503],
      [{ socialProviders: 'google' }, 200],
      [{}, 200],
    ] as const) {
      const { kernel } = kernelAnswering(reply, status)
      expect(await fetchEnabledProviders(kernel, site)).toBeUndefined()
    }
  })

  it('the buttons drop what the site does not offer, in the host’s order; all stay when it cannot say', async () => {
    const render = async (reply: unknown) => {
      const { kernel } = kernelAnswering(reply)
      openModal(kernel)
      const seen: (readonly SocialProvider[])[] = []
      const root = createRoot(document.createElement('div'))
      await act(async () => {
        root.render(createElement(Probe, { kernel, seen }))
      })
      await act(() => fetchEnabledProviders(kernel, site))
      root.unmount()
      return seen.at(-1)
    }
    expect(await render({ socialProviders: ['farcaster', 'google', 'github'] })).toEqual([
      'google',
      'farcaster',
    ])
    expect(await render({})).toEqual(listed)
  })

  it('asks nothing while the modal is closed (Connect rendered ahead, issue 35), but loads the HTTP client; asks once it opens', async () => {
    const { kernel, fetch } = kernelAnswering({ socialProviders: ['google'] })
    const preload = vi.spyOn(kernel.http, 'preload')
    const seen: (readonly SocialProvider[])[] = []
    const root = createRoot(document.createElement('div'))
    await act(async () => {
      root.render(createElement(Probe, { kernel, seen }))
    })
    expect(fetch).not.toHaveBeenCalled()
    expect(preload).toHaveBeenCalledTimes(1)
    expect(seen.at(-1)).toEqual(listed)
    await act(async () => openModal(kernel))
    await act(() => fetchEnabledProviders(kernel, site))
    root.unmount()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(seen.at(-1)).toEqual(['google'])
  })

  it('a later page, or Connect shown again, renders what the site offered from the first render, not the host’s list', async () => {
    const storage = memoryStorage()
    const first = kernelAnswering({ socialProviders: ['google', 'x'] }, 200, storage)
    const seen = await renderOpen(first.kernel, () => fetchEnabledProviders(first.kernel, site))
    expect(seen[0]).toEqual(listed)
    expect(seen.at(-1)).toEqual(['google', 'x'])
    // Connect shown again on the same page: the answer is known.
    const again = await renderOpen(first.kernel, async () => {})
    expect(new Set(again.map(String))).toEqual(new Set(['google,x']))
    // A later page, its question not answered yet: what the last answer said, no shrinking.
    const later = kernelAnswering(hold, 200, storage)
    const waiting = await renderOpen(later.kernel, async () => {})
    expect(later.fetch).toHaveBeenCalledTimes(1)
    expect(new Set(waiting.map(String))).toEqual(new Set(['google,x']))
  })

  it('a stored answer is only the site’s list: a bad or stale one is the host’s list', async () => {
    const day = 24 * 60 * 60 * 1000
    for (const [value, age] of [
      [['google'], day + 1],
      ['google', 0],
      [[7], 0],
    ] as const) {
      const storage = memoryStorage({
        '@gangway/cache/social-providers': JSON.stringify([
          { id: site, timestamp: Date.now() - age, value },
        ]),
      })
      const { kernel } = kernelAnswering(hold, 200, storage)
      const seen = await renderOpen(kernel, async () => {})
      expect(new Set(seen.map(String))).toEqual(new Set([String(listed)]))
    }
  })
})
