import type { KeyboardEvent, RefObject } from 'react'
import { deepActiveElement, focusables } from './focus.js'

export type UseFocusTrapParameters = {
  /** The dialog: Tab and Shift+Tab cycle through its controls. */
  card: RefObject<HTMLDivElement | null>
  /** An embedded card is part of the page: no trap, and Escape does not close it. */
  embedded: boolean
  /** Escape. */
  close(): void
}

/**
 * SPEC §2 keyboard: Escape closes the modal, and Tab stays inside the dialog (from the last
 * control to the first, and back with Shift+Tab). Returns the dialog's `onKeyDown`.
 */
export function useFocusTrap({
  card,
  embedded,
  close,
}: UseFocusTrapParameters): (event: KeyboardEvent<HTMLDivElement>) => void {
  return (event) => {
    if (event.key === 'Escape' && !embedded) {
      event.stopPropagation()
      close()
      return
    }
    if (event.key !== 'Tab' || embedded || !card.current) return
    const list = focusables(card.current)
    if (!list.length) return
    const first = list[0]!
    const last = list.at(-1)!
    const current = deepActiveElement()
    if (event.shiftKey && (current === first || current === card.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && current === last) {
      event.preventDefault()
      first.focus()
    }
  }
}
