import { showAllowStorage } from '../allowStorage.js'
import { FrameError } from '../frameError.js'
import { storagePersists } from '../frameStorage.js'
import type { Handler } from './handler.js'

/** ALLOW_STORAGE: the visitor may let the frame keep its login (a click the browser asks for). */
export const allowStorage: Handler<'ALLOW_STORAGE'> = async () => {
  if (storagePersists() || (await showAllowStorage())) return undefined
  throw new FrameError(
    'STORAGE_BLOCKED',
    "This browser blocks the wallet's storage on this page: allow storage, or allow third-party cookies for this site.",
    { status: 400 },
  )
}
