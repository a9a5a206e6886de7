import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { deepActiveElement } from './focus.js'

/** SPEC §2: views animate 150 ms; closing waits for it (none under reduced motion). */
const closeDuration = 150

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

export type UsePresenceParameters = {
  /** Open, or embedded (always shown). */
  visible: boolean
  card: RefObject<HTMLDivElement | null>
}

export type UsePresenceReturnType = {
  /** The dialog is in the page (also while it closes). */
  rendered: boolean
  /** The close animation runs. */
  closing: boolean
}

/**
 * Keeps the dialog in the page while it closes, and gives the focus back to whoever opened
 * it (or to the page button that replaced it: Connect became the account button).
 */
export function usePresence({ visible, card }: UsePresenceParameters): UsePresenceReturnType {
  const [rendered, setRendered] = useState(visible)
  const [closing, setClosing] = useState(false)
  const opener = useRef<HTMLElement | null>(null)

  // Remember who opened the modal, to give focus back on close.
  useLayoutEffect(() => {
    if (!visible) return
    if (!card.current?.contains(deepActiveElement())) opener.current = deepActiveElement()
    setRendered(true)
    setClosing(false)
  }, [visible, card])

  useEffect(() => {
    if (visible || !rendered) return
    setClosing(true)
    const handle = setTimeout(
      () => {
        setRendered(false)
        setClosing(false)
        const target = opener.current
        opener.current = null
        if (target?.isConnected) target.focus()
        // The opener re-rendered (Connect became the account button): focus its successor.
        else if (target)
          document
            .querySelector<HTMLElement>(
              '[data-gangway-button] .gw-cb-account, [data-gangway-button] .gw-cb-connect',
            )
            ?.focus()
      },
      prefersReducedMotion() ? 0 : closeDuration,
    )
    return () => clearTimeout(handle)
  }, [visible, rendered])

  return { rendered, closing }
}
