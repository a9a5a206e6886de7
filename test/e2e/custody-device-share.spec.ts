// CUSTODY=shares (issue 32): the device share in the frame origin's IndexedDB, under a
// wrapping key the page can use but never read, in a real browser.
import { expect, test } from '@playwright/test'
import { buildFrame } from '../../scripts/build-frame.mjs'
import { type BoundSecureSite, bindSecureSite } from './bindSecureSite.js'

let site: BoundSecureSite

test.beforeAll(async () => {
  await buildFrame()
  site = await bindSecureSite()
  await site.start({ allowedOrigins: ['http://127.0.0.1:*'], custody: 'shares' })
})
test.afterAll(async () => {
  await site?.close()
})

test('the device share survives a reload, opens only here, and its wrapping key is not extractable', async ({
  page,
}) => {
  await page.goto(`${site.url}/frame`)
  const share = Array.from({ length: 33 }, (_, index) => (index * 7 + 1) % 256)
  const saved = await page.evaluate(async (bytes) => {
    const url = '/frame/custody/frameCustody.js'
    type Store = {
      save(share: Uint8Array, parameters: { account: string; chain: string }): Promise<void>
      load(account: string, chain: string): Promise<Uint8Array>
    }
    const custody = (await import(url)) as { openDeviceShareStore(): Store }
    const store = custody.openDeviceShareStore()
    await store.save(Uint8Array.from(bytes), { account: '0xabc', chain: 'eip155' })
    // What IndexedDB holds: a CryptoKey and a sealed share, never the share itself.
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('gangway-custody')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const read = <T>(key: string) =>
      new Promise<T>((resolve, reject) => {
        const request = database.transaction('device').objectStore('device').get(key)
        request.onsuccess = () => resolve(request.result as T)
        request.onerror = () => reject(request.error)
      })
    const wrappingKey = await read<CryptoKey>('wrapping-key')
    const entry = await read<{ sealed: Uint8Array }>('share:0xabc:eip155')
    database.close()
    const exported = await crypto.subtle.exportKey('raw', wrappingKey).then(
      () => 'exported',
      (error: Error) => error.name,
    )
    return {
      extractable: wrappingKey.extractable,
      exported,
      sealedLength: entry.sealed.length,
      sealedIsShare: entry.sealed.slice(0, 33).every((byte, index) => byte === bytes[index]),
    }
  }, share)
  expect(saved).toEqual({
    extractable: false,
    exported: 'InvalidAccessError',
    sealedLength: 33 + 16,
    sealedIsShare: false,
  })

  await page.reload()
  const loaded = await page.evaluate(async () => {
    const url = '/frame/custody/frameCustody.js'
    const custody = (await import(url)) as {
      openDeviceShareStore(): {
        load(account: string, chain: string): Promise<Uint8Array>
        has(account: string, chain: string): Promise<boolean>
      }
    }
    const store = custody.openDeviceShareStore()
    const missing = await store.load('0xabc', 'solana').then(
      () => 'loaded',
      (error: { code?: string }) => error.code,
    )
    return { share: Array.from(await store.load('0xabc', 'eip155')), missing }
  })
  expect(loaded).toEqual({ share, missing: 'DEVICE_SHARE_MISSING' })
})
