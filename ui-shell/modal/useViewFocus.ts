import { type RefObject, useEffect } from 'react'
import { deepActiveElement, focusableSelector } from './focus.js'

export type UseViewFocusParameters = {
  card: RefObject<HTMLDivElement | null>
  /** Changes with every view shown (its depth and name). */
  viewKey: string
  /** The dialog is in the page: focus moves when it appears and with each view. */
  rendered: boolean
  /** Leave the focus alone this time (closing; an embedded card not opened). */
  skip: boolean
}

/** Moves the focus into the view that just appeared: its first control, else the dialog. */
export function useViewFocus({ card, viewKey, rendered, skip }: UseViewFocusParameters): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per shown view
  useEffect(() => {
    if (!rendered || skip || !card.current) return
    // Keyboard focus on the header (back, close) stays where the visitor put it.
    const current = deepActiveElement()
    if (current?.isConnected && current.closest('.header') && card.current.contains(current)) return
    const view = card.current.querySelector<HTMLElement>('.view')
    // A view may name its safe default (ApproveTransaction: Reject), else its first control.
    // Tried in turn rather than measured: a control that is not rendered refuses the focus,
    // and measuring (`focusables`) would force a layout of its own while the dialog opens.
    const candidates = [
      view?.querySelector<HTMLElement>('[data-autofocus]'),
      ...(view?.querySelectorAll<HTMLElement>(focusableSelector) ?? []),
      card.current,
    ]
    for (const target of candidates) {
      target?.focus({ preventScroll: true })
      if (target && deepActiveElement() === target) break
    }
  }, [viewKey, rendered])
}
