import { FrameError } from '../frameError.js'
import { storagePersists } from '../frameStorage.js'

/**
 * A login step whose start this frame no longer knows (it was reloaded, or the page came back
 * from a sign-in): where the browser blocks the frame's storage that is why, and the visitor is
 * told so (STORAGE_BLOCKED, worded by the host) rather than that a code was wrong.
 */
export function lostLogin(error: FrameError): FrameError {
  return storagePersists()
    ? error
    : new FrameError(
        'STORAGE_BLOCKED',
        "This browser blocks the wallet's storage on this page: start the sign-in again and finish it without leaving the page, or allow third-party cookies for this site.",
        { status: error.status },
      )
}
