import { useEffect, useState } from 'react'
import { useUi } from '../context.js'
import { sessionViews } from '../i18n/en.js'

/**
 * Whether the texts of a view are in the translator. A session view's (Account, Networks…) are
 * a catalogue of their own: it starts loading once a wallet is connected, so it is usually
 * there before such a view opens; until then the view waits, rather than show English.
 */
export function useViewTexts(view: string | undefined, connected: boolean): boolean {
  const { session } = useUi()
  const needed = connected || (view !== undefined && sessionViews.includes(view))
  const [ready, setReady] = useState(session.ready)
  useEffect(() => {
    if (!needed || ready) return
    let mounted = true
    void session.load().then(() => {
      if (mounted) setReady(true)
    })
    return () => {
      mounted = false
    }
  }, [needed, ready, session])
  return ready || session.ready || view === undefined || !sessionViews.includes(view)
}
