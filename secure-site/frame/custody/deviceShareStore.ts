import { bufferSource } from './bytes.js'
import { CustodyError } from './custodyError.js'

/** The chains a key exists on. */
export type CustodyChain = 'eip155' | 'solana'

const databaseName = 'gangway-custody'
const storeName = 'device'
const wrappingKeyId = 'wrapping-key'

/** Whose share `DeviceShareStore.save` keeps: the account and the chain of its key. */
export type SaveDeviceShareParameters = {
  /** The account the share is kept under (`accountOf` its EVM address). */
  account: string
  chain: CustodyChain
}

/**
 * The device shares in this origin's IndexedDB, each encrypted (AES-256-GCM) under a
 * wrapping key made with `extractable: false`: the CryptoKey is stored as such, so script
 * can use it on this origin but never read its bytes, and a copy of the database files off
 * the device does not open the shares without the browser's own key store.
 */
export type DeviceShareStore = {
  /** Keeps `share` for the account and chain, replacing one kept before. */
  save(share: Uint8Array, parameters: SaveDeviceShareParameters): Promise<void>
  /** The share, or DEVICE_SHARE_MISSING (a new device, cleared storage). */
  load(account: string, chain: CustodyChain): Promise<Uint8Array>
  has(account: string, chain: CustodyChain): Promise<boolean>
}

/** Opens the device share store (`indexedDB` is the browser's unless a test passes one). */
export function openDeviceShareStore(factory: IDBFactory = indexedDB): DeviceShareStore {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(databaseName, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(storeName)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  const run = async <T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const database = await open()
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = action(database.transaction(storeName, mode).objectStore(storeName))
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    } finally {
      database.close()
    }
  }
  const wrappingKey = async (): Promise<CryptoKey> => {
    const stored = await run<CryptoKey | undefined>('readonly', (store) => store.get(wrappingKeyId))
    if (stored) return stored
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ])
    // Two tabs racing: `add` fails for the second, which then reads the first one's key.
    try {
      await run('readwrite', (store) => store.add(key, wrappingKeyId))
      return key
    } catch {
      const winner = await run<CryptoKey | undefined>('readonly', (store) =>
        store.get(wrappingKeyId),
      )
      if (!winner)
        throw new CustodyError(
          'DEVICE_KEY_NOT_STORED',
          'The device wrapping key could not be stored',
        )
      return winner
    }
  }
  const entryId = (userId: string, chain: CustodyChain) => `share:${userId}:${chain}`
  const boundTo = (userId: string, chain: CustodyChain) =>
    new TextEncoder().encode(`gangway-device-share:${userId}:${chain}`)

  return {
    async save(share, { account: userId, chain }) {
      const key = await wrappingKey()
      const nonce = crypto.getRandomValues(new Uint8Array(12))
      const sealed = new Uint8Array(
        await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv: nonce, additionalData: boundTo(userId, chain) },
          key,
          bufferSource(share),
        ),
      )
      await run('readwrite', (store) => store.put({ nonce, sealed }, entryId(userId, chain)))
    },
    async load(userId, chain) {
      const entry = await run<
        { nonce: Uint8Array<ArrayBuffer>; sealed: Uint8Array<ArrayBuffer> } | undefined
      >('readonly', (store) => store.get(entryId(userId, chain)))
      const key = await run<CryptoKey | undefined>('readonly', (store) => store.get(wrappingKeyId))
      if (!entry || !key) {
        throw new CustodyError(
          'DEVICE_SHARE_MISSING',
          "This browser holds no share of the account's key: recover it with the passkey or password",
        )
      }
      return new Uint8Array(
        await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: entry.nonce, additionalData: boundTo(userId, chain) },
          key,
          entry.sealed,
        ),
      )
    },
    async has(userId, chain) {
      const count = await run<number>('readonly', (store) => store.count(entryId(userId, chain)))
      return count > 0
    },
  }
}
