import { type RefObject, useEffect } from 'react'

/**
 * A lazily loaded view appears after the modal moved focus (to the dialog, for lack of a
 * control): put it on the view's first control then, unless the visitor is in the header.
 */
export function useInitialFocus(
  root: RefObject<HTMLElement | null>,
  target: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const shadow = root.current?.getRootNode()
    const active = shadow instanceof ShadowRoot ? shadow.activeElement : document.activeElement
    if (active?.closest('.header') || root.current?.contains(active)) return
    target.current?.focus({ preventScroll: true })
  }, [root, target])
}
