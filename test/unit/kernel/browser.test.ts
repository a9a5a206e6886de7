// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKernel, storageKeys } from '../../../kernel/index.js'

afterEach(() => {
  localStorage.clear()
})

describe('in a browser', () => {
  it('stores in localStorage under the @gangway/ prefix', () => {
    const kernel = createKernel({ logLevel: 'silent' })
    expect(kernel.env.isBrowser).toBe(true)
    expect(kernel.storage.inMemory).toBe(false)
    kernel.connections.addRecentWallet('io.metamask')
    expect(localStorage.getItem('@gangway/recent-wallets')).toBe('["io.metamask"]')
    kernel.destroy()
  })

  it('two instances with distinct prefixes keep their stored values apart', () => {
    const a = createKernel({ logLevel: 'silent' })
    const b = createKernel({ logLevel: 'silent', storagePrefix: '@shop/' })
    a.storage.set(storageKeys.recentConnectorId, 'a')
    expect(b.storage.get(storageKeys.recentConnectorId)).toBeUndefined()
    b.storage.set(storageKeys.recentConnectorId, 'b')
    expect(a.storage.get(storageKeys.recentConnectorId)).toBe('a')
    a.destroy()
    b.destroy()
  })

  it('a corrupt localStorage entry is dropped and removed once the page has painted', async () => {
    localStorage.setItem('@gangway/recent-wallets', '["unterminated')
    const kernel = createKernel({ logLevel: 'silent' })
    await kernel.ready
    expect(kernel.connections.recentWallets()).toEqual([])
    expect(localStorage.getItem('@gangway/recent-wallets')).toBeNull()
    kernel.destroy()
  })

  it('reads localStorage only after the first paint, then starts where the visitor left', async () => {
    localStorage.setItem('@gangway/recent-wallets', JSON.stringify(['io.metamask']))
    const getItem = vi.spyOn(localStorage, 'getItem')
    try {
      const kernel = createKernel({ logLevel: 'silent' })
      // Its first access loads the page's whole storage area: not before the host's paint.
      expect(getItem).not.toHaveBeenCalled()
      expect(kernel.connections.recentWallets()).toEqual([])
      await kernel.ready
      expect(getItem).toHaveBeenCalled()
      expect(kernel.connections.recentWallets()).toEqual(['io.metamask'])
      kernel.destroy()
    } finally {
      getItem.mockRestore()
    }
  })

  it('uses the page title as the app name when no metadata is given', () => {
    document.title = 'Corner Shop'
    const kernel = createKernel({ logLevel: 'silent' })
    expect(kernel.options.metadata).toEqual({ name: 'Corner Shop' })
    expect(kernel.env.origin).toBe(window.location.origin)
    kernel.destroy()
  })
})
