import { getShortMessage, type Kernel } from 'gangway/kernel'
import type { Translate } from 'gangway/ui'
import { createEmbeddedText } from './views/messages.js'

/**
 * What a login view shows for a failed frame request: the frame's own message, except for the
 * reasons the host words itself in the visitor's language (blocked third-party storage: what to
 * do about it, never a wrong-code message).
 *
 * @param failure - What the embedded wallet's call threw.
 * @param t - The view's translator.
 * @param kernel - The instance (its locale).
 * @returns The text for the view's error line.
 * @example
 * setError(loginErrorText(failure, props.t, kernel))
 */
export function loginErrorText(failure: unknown, t: Translate, kernel: Kernel): string {
  if ((failure as { name?: unknown } | undefined)?.name === 'FrameStorageBlockedError')
    return createEmbeddedText(t, kernel)('embedded.storageBlocked')
  return getShortMessage(failure)
}
