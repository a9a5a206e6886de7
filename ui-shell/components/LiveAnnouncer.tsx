import { type ReactElement, useSyncExternalStore } from 'react'
import type { Announcer } from '../shared/announcer.js'

/**
 * The modal's two live regions, outside the views so they exist before any message: each
 * announcement replaces the region's content (keyed, so saying the same words again is a
 * change a screen reader hears).
 */
export function LiveAnnouncer({ announcer }: { announcer: Announcer }): ReactElement {
  const { polite, assertive } = useSyncExternalStore(
    announcer.subscribe,
    announcer.current,
    announcer.current,
  )
  return (
    <>
      {/* No role=status/alert: a view's own status or alert stays the one a query finds. */}
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {polite ? <span key={polite.id}>{polite.message}</span> : null}
      </div>
      <div className="sr-only" aria-live="assertive" aria-atomic="true">
        {assertive ? <span key={assertive.id}>{assertive.message}</span> : null}
      </div>
    </>
  )
}
