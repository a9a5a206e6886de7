import { type RefObject, useLayoutEffect } from 'react'
import { deepActiveElement } from './focus.js'

/** Keys that scroll the page or the dialog's body (a focus move they cause resets it). */
const scrollKeys = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown'])

export type UseBodyHeightParameters = {
  /** The dialog's body: its height animates, and it scrolls. */
  body: RefObject<HTMLDivElement | null>
  /** The body's content, whose size the body follows. */
  inner: RefObject<HTMLDivElement | null>
  /** The dialog is in the page. */
  rendered: boolean
}

/**
 * SPEC §2: the modal height follows its content (150 ms). The observer reports the first
 * size after the browser's own layout, in the same frame: reading `offsetHeight` here
 * would force a layout of its own while the dialog opens.
 *
 * Content that changes size under the keyboard focus (an Activity list arriving above
 * Disconnect) must not carry the focused control out of sight (WCAG 2.4.11): it is
 * brought back into view, unless the visitor has since scrolled anything (the body, or the
 * host's page around an embedded card) by wheel, finger, scrollbar or scrolling key.
 */
export function useBodyHeight({ body, inner, rendered }: UseBodyHeightParameters): void {
  useLayoutEffect(() => {
    const element = inner.current
    const scroller = body.current
    if (!rendered || !element || !scroller || typeof ResizeObserver === 'undefined') return
    const page = element.ownerDocument
    let scrolledAway = false
    const away = () => {
      scrolledAway = true
    }
    const focused = () => {
      scrolledAway = false
    }
    const key = (event: Event) => {
      if (scrollKeys.has((event as globalThis.KeyboardEvent).key)) away()
    }
    const keepFocusInSight = () => {
      const active = deepActiveElement()
      if (scrolledAway || !active || !element.contains(active)) return
      if (active.matches(':focus-visible')) active.scrollIntoView({ block: 'nearest' })
    }
    const resize = () => {
      const height = `${element.offsetHeight}px`
      if (scroller.style.height === height) return keepFocusInSight()
      scroller.style.setProperty('height', height)
      // The body hides its overflow only while its height really animates, until the
      // transition ends or is cancelled. A first height, reduced motion or styles with the
      // transition off start none, and nothing would end the state: the body would stay
      // unscrollable.
      const animating = scroller
        .getAnimations?.()
        .some((animation) => (animation as CSSTransition).transitionProperty === 'height')
      // The focus is judged at the body's new height: measured now, a body still growing
      // would be scrolled, then pulled back by its own growth.
      if (animating) scroller.dataset.resizing = ''
      else keepFocusInSight()
    }
    const resized = (event: Event) => {
      const { target, propertyName, type } = event as TransitionEvent
      if (target !== scroller || propertyName !== 'height') return
      delete scroller.dataset.resizing
      if (type === 'transitionend') keepFocusInSight()
    }
    const observer = new ResizeObserver(resize)
    observer.observe(element)
    // Focus in the modal's own root: a move between two controls of one shadow root never
    // reaches the document. The height's transition on the body itself. Scrolling on the
    // document, capturing: a listener inside the dialog (Escape, Tab) cannot hide it.
    const listeners = [
      [element.getRootNode(), 'focusin', focused],
      [scroller, 'transitionend', resized],
      [scroller, 'transitioncancel', resized],
      [page, 'wheel', away],
      [page, 'touchmove', away],
      [page, 'pointerdown', away],
      [page, 'keydown', key],
    ] as const
    for (const [target, type, listener] of listeners)
      target.addEventListener(type, listener, { capture: true, passive: true })
    return () => {
      observer.disconnect()
      for (const [target, type, listener] of listeners)
        target.removeEventListener(type, listener, { capture: true })
    }
  }, [rendered, body, inner])
}
