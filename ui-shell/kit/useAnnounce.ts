import { useCallback, useContext } from 'react'
import { UiContext } from '../context.js'
import type { Politeness } from '../shared/announcer.js'

export type { Politeness } from '../shared/announcer.js'

/** Says `message` to screen readers once; `assertive` for errors, `polite` (default) else. */
export type Announce = (message: string, politeness?: Politeness) => void

/**
 * Announces a change to screen readers through the modal's own live regions, which outlive
 * views: use it for events (copied, signing, a new state) instead of an `aria-live` region of
 * your own, so nothing is said twice. A toast (`kernel.toasts.show`) is announced already.
 *
 * @example
 * const announce = useAnnounce()
 * announce(text('TipJar.sent'))
 */
export function useAnnounce(): Announce {
  const announcer = useContext(UiContext)?.announcer
  return useCallback<Announce>(
    (message, politeness) => announcer?.announce(message, politeness),
    [announcer],
  )
}
