// The frame's storage. On the host's own site the frame's localStorage works; on another site
// a browser that blocks third-party storage (Safari, Firefox strict, Chromium with third-party
// cookies blocked) throws on it or keeps nothing. The frame then keeps what it needs (the device
// id, the session token) in memory for its lifetime, so a login started here also ends here,
// and asks for the Storage Access API's grant where the browser has it.

type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const probeKey = 'gangway-storage-probe'

/** `area` when it stores and reads back, else `undefined` (it throws, or drops what it keeps). */
function usable(area: () => StorageArea | undefined): StorageArea | undefined {
  try {
    const store = area()
    if (!store) return undefined
    const value = String(Math.random())
    store.setItem(probeKey, value)
    const read = store.getItem(probeKey)
    store.removeItem(probeKey)
    return read === value ? store : undefined
  } catch {
    return undefined
  }
}

const memory = new Map<string, string>()
const inMemory: StorageArea = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
}

let persistent: StorageArea | undefined = usable(() => localStorage)

/** Whether what the frame keeps outlives the frame (false: in memory only). */
export function storagePersists(): boolean {
  return persistent !== undefined
}

/**
 * The frame's storage: its origin's localStorage, or memory when the browser blocks it. A write
 * also goes to memory, so a value kept before storage access was granted is not lost.
 */
export const frameStorage: StorageArea = {
  getItem(key) {
    try {
      return persistent?.getItem(key) ?? inMemory.getItem(key)
    } catch {
      return inMemory.getItem(key)
    }
  },
  setItem(key, value) {
    inMemory.setItem(key, value)
    try {
      persistent?.setItem(key, value)
    } catch {
      // Quota or a storage the browser took back: memory keeps it for this frame's lifetime.
    }
  },
  removeItem(key) {
    inMemory.removeItem(key)
    try {
      persistent?.removeItem(key)
    } catch {}
  },
}

type StorageAccessDocument = Document & {
  hasStorageAccess?: () => Promise<boolean>
  requestStorageAccess?: (types?: {
    localStorage: boolean
  }) => Promise<{ localStorage?: StorageArea } | undefined>
}

/**
 * Whether the visitor could still give the frame its storage: it is blocked, and the browser
 * has the Storage Access API (whose grant needs a click inside the frame: "Allow storage").
 */
export function canAskStorageAccess(): boolean {
  return persistent === undefined && typeof document.requestStorageAccess === 'function'
}

/**
 * Asks the browser for the Storage Access API's grant when storage is blocked. Without a click
 * inside the frame most browsers refuse; a grant made earlier (or by the browser's own rules)
 * is given silently. On success the values kept in memory move to the granted storage.
 *
 * @returns Whether the frame's storage now persists.
 */
export async function requestStorageAccess(): Promise<boolean> {
  if (persistent) return true
  const doc = document as StorageAccessDocument
  if (!doc.requestStorageAccess) return false
  try {
    // Chromium hands out unpartitioned localStorage as a handle; Safari and Firefox open the
    // window's own once access is granted.
    const handle = await doc.requestStorageAccess({ localStorage: true })
    persistent = usable(() => handle?.localStorage) ?? usable(() => localStorage)
  } catch {
    return false
  }
  if (persistent) for (const [key, value] of memory) frameStorage.setItem(key, value)
  return persistent !== undefined
}
