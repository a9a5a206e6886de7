// @vitest-environment node
import { afterEach, expect, it } from 'vitest'

const guarded = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location']
const touched: string[] = []

afterEach(() => {
  for (const name of guarded) delete (globalThis as Record<string, unknown>)[name]
})

it('importing gangway in Node touches no window, document or localStorage', async () => {
  const saved = new Map(
    guarded.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]),
  )
  for (const name of guarded)
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name)
        throw new Error(`${name} was read at import time`)
      },
    })
  try {
    const gangway = await import('../../../index.js')
    expect(typeof gangway.createGangway).toBe('function')
    expect(typeof gangway.definePlugin).toBe('function')
  } finally {
    for (const [name, descriptor] of saved) {
      delete (globalThis as Record<string, unknown>)[name]
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
    }
  }
  expect(touched).toEqual([])
})

it('a headless instance in Node keeps storage in memory and never loads the UI', async () => {
  const { createGangway } = await import('../../../index.js')
  const gangway = createGangway({ logLevel: 'silent' })
  expect(gangway.kernel.storage.inMemory).toBe(true)
  expect(gangway.kernel.env.isBrowser).toBe(false)
  expect(gangway.kernel.env.isMobile()).toBe(false)
  gangway.destroy()
})
