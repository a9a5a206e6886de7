import { getShortMessage, type Kernel } from 'gangway/kernel'
import type { Translate } from 'gangway/ui'
import { createEmbeddedText, type EmbeddedMessageKey } from './views/messages.js'

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
export function loginErrorText(
  failure: unknown,
  { t, kernel }: { t: Translate; kernel: Kernel },
): string {
  const { code, reason } = (failure ?? {}) as { code?: unknown; reason?: unknown }
  const key =
    code === 'FRAME_TIMEOUT' && reason === 'iframe_load_failed'
      ? 'embedded.alertLoadFailed'
      : wordedFailures[code as string]
  const siteKey =
    (failure as { siteCode?: unknown } | undefined)?.siteCode === 'SESSION_EXPIRED'
      ? 'embedded.alertSessionExpired'
      : undefined
  const worded = key ?? siteKey
  return worded ? createEmbeddedText(t, kernel)(worded) : getShortMessage(failure)
}

/** The failures the host words (SPEC §8's alerts and frame errors), by their error code. */
const wordedFailures: Readonly<Record<string, EmbeddedMessageKey>> = {
  STORAGE_BLOCKED: 'embedded.storageBlocked',
  INVALID_APP_CONFIGURATION: 'embedded.alertInvalidApp',
  FRAME_LOAD_FAILED: 'embedded.alertLoadFailed',
  FRAME_TIMEOUT: 'embedded.alertTimedOut',
}
