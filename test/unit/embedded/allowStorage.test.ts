// @vitest-environment happy-dom
// Third-party storage blocked (issue 31): the frame's own "Allow storage" panel. The Storage
// Access API grants only for a click inside the frame, so the panel asks in the visitor's
// click and nowhere else, and moves what the frame kept in memory to the granted storage.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showAllowStorage } from '../../../secure-site/frame/allowStorage.js'
import { deviceId } from '../../../secure-site/frame/api.js'
import { canAskStorageAccess } from '../../../secure-site/frame/frameStorage.js'

// The frame's English (messages.ts loads its locale chunks by URL, which the DOM test's
// transform does not take).
vi.mock('../../../secure-site/frame/messages.js', () => {
  const english: Record<string, string> = {
    storageTitle: 'Allow storage for the wallet',
    storageAllow: 'Allow storage',
    storageCancel: 'Cancel',
  }
  return { text: (key: string) => english[key] ?? key }
})

// Blocked before the frame's modules load (they probe their storage once, as the frame does).
vi.hoisted(() => {
  const blocked = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError')
  }
  Object.defineProperty(window, 'localStorage', { configurable: true, get: blocked })
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: blocked })
})

const button = (name: string) =>
  [...document.querySelectorAll('#storage button')].find(
    (node) => node.textContent === name,
  ) as HTMLButtonElement

describe('"Allow storage", the frame\'s own control', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main id="storage" hidden></main>'
  })
  afterEach(() => {
    Reflect.deleteProperty(document, 'requestStorageAccess')
  })
  afterAll(() => {
    Reflect.deleteProperty(window, 'localStorage')
    Reflect.deleteProperty(globalThis, 'localStorage')
  })

  it('answers false when the browser refuses, on Cancel and on Escape', async () => {
    Object.assign(document, {
      requestStorageAccess: () => Promise.reject(new DOMException('no', 'NotAllowedError')),
    })
    expect(canAskStorageAccess()).toBe(true)
    let answer = showAllowStorage()
    button('Allow storage').click()
    expect(await answer).toBe(false)
    answer = showAllowStorage()
    button('Cancel').click()
    expect(await answer).toBe(false)
    answer = showAllowStorage()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(await answer).toBe(false)
    expect((document.getElementById('storage') as HTMLElement).hidden).toBe(true)
  })

  // Last: the grant makes the frame's storage persist for the rest of the file.
  it("asks only inside the visitor's click, then moves what it kept in memory", async () => {
    const granted = new Map<string, string>()
    const handle = {
      localStorage: {
        getItem: (key: string) => granted.get(key) ?? null,
        setItem: (key: string, value: string) => void granted.set(key, value),
        removeItem: (key: string) => void granted.delete(key),
      },
    }
    const requestStorageAccess = vi.fn(() => Promise.resolve(handle))
    Object.assign(document, { requestStorageAccess })
    const id = deviceId()
    const answer = showAllowStorage()
    const panel = document.getElementById('storage') as HTMLElement
    expect(panel.hidden).toBe(false)
    expect(panel.getAttribute('aria-labelledby')).toBe('storage-title')
    expect(panel.querySelector('h1')?.textContent).toBe('Allow storage for the wallet')
    expect(document.activeElement).toBe(button('Allow storage'))
    // Nothing is asked before the click: without a gesture the browser refuses.
    expect(requestStorageAccess).not.toHaveBeenCalled()
    button('Allow storage').click()
    expect(requestStorageAccess).toHaveBeenCalledTimes(1)
    expect(await answer).toBe(true)
    expect(panel.hidden).toBe(true)
    expect(granted.get('gangway-device')).toBe(id)
    expect(canAskStorageAccess()).toBe(false)
  })
})
