import { useInitialFocus } from 'gangway/ui'
import { type RefObject, useEffect, useRef } from 'react'

/**
 * Where focus goes: the end states take it, so a keyboard or screen-reader visitor hears the
 * outcome; the form (shown once the options are known) gives it back to the amount, unless
 * the visitor is in the header.
 */
export function useOnrampFocus(
  root: RefObject<HTMLDivElement | null>,
  { step, formShown }: { step: string; formShown: boolean },
) {
  const amountField = useRef<HTMLInputElement>(null)
  const stateHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (step !== 'form') stateHeading.current?.focus()
  }, [step])
  useEffect(() => {
    if (!formShown) return
    const shadow = root.current?.getRootNode()
    const active = shadow instanceof ShadowRoot ? shadow.activeElement : document.activeElement
    if (!active?.closest('.header')) amountField.current?.focus({ preventScroll: true })
  }, [formShown, root])
  useInitialFocus(root, amountField)
  return { amountField, stateHeading }
}
