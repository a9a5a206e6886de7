// @vitest-environment happy-dom
// Third-party storage blocked (Safari, Firefox strict, Chromium with third-party cookies
// blocked): the frame's localStorage throws. One login must still use one device id, or the
// site refuses the code it sent ("Invalid code").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const blocked = () => {
  throw new DOMException('Access is denied for this document.', 'SecurityError')
}

describe('the frame with its storage blocked', () => {
  beforeEach(() => {
    vi.resetModules()
    Object.defineProperty(window, 'localStorage', { configurable: true, get: blocked })
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: blocked })
  })
  afterEach(() => {
    // happy-dom's own storage again for the next file.
    Reflect.deleteProperty(window, 'localStorage')
    Reflect.deleteProperty(globalThis, 'localStorage')
  })

  it('keeps one device id and the session token for the frame’s lifetime', async () => {
    const { deviceId, session } = await import('../frame/api.js')
    const first = deviceId()
    expect(first).toMatch(/^[\w-]{16,128}$/)
    expect(deviceId()).toBe(first)
    session.token = 'token-1'
    expect(session.token).toBe('token-1')
    session.token = undefined
    expect(session.token).toBeUndefined()
  })

  it('knows its storage does not persist, and asks for storage access where the browser has it', async () => {
    const requestStorageAccess = vi.fn(() => Promise.reject(new Error('needs a click')))
    Object.assign(document, { requestStorageAccess })
    const frameStorage = await import('../frame/frameStorage.js')
    expect(frameStorage.storagePersists()).toBe(false)
    expect(await frameStorage.requestStorageAccess()).toBe(false)
    expect(requestStorageAccess).toHaveBeenCalledWith({ localStorage: true })
    Reflect.deleteProperty(document, 'requestStorageAccess')
  })

  it('moves what it kept in memory to the storage a grant opens', async () => {
    const granted = new Map<string, string>()
    const handle = {
      localStorage: {
        getItem: (key: string) => granted.get(key) ?? null,
        setItem: (key: string, value: string) => void granted.set(key, value),
        removeItem: (key: string) => void granted.delete(key),
      },
    }
    Object.assign(document, { requestStorageAccess: () => Promise.resolve(handle) })
    const { deviceId } = await import('../frame/api.js')
    const frameStorage = await import('../frame/frameStorage.js')
    const id = deviceId()
    expect(await frameStorage.requestStorageAccess()).toBe(true)
    expect(frameStorage.storagePersists()).toBe(true)
    expect(granted.get('gangway-device')).toBe(id)
    expect(deviceId()).toBe(id)
    Reflect.deleteProperty(document, 'requestStorageAccess')
  })
})
