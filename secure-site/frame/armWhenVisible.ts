/** How long the approval must have been seen before Approve answers (issue 31). */
export const armDelayMs = 500

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }
type VisibilityOptions = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number }

/**
 * Calls `onChange(true)` once `target` has been visible for {@link armDelayMs}, and
 * `onChange(false)` whenever it stops being so: the host page can make the frame invisible
 * (`opacity: 0`, a cover, a transform) and lure a click onto it. Where the browser has
 * IntersectionObserver v2 (Chromium), "visible" is its `isVisible`: on screen, unoccluded, no
 * opacity, filter or transform anywhere up to the top page. Elsewhere it is the delay from the
 * first paint while the frame's document is shown and the target on screen (the host can still
 * hide the frame there; the delay and the fresh-press rule are what is left). A resize of the
 * frame starts the delay again.
 *
 * @param target - What the visitor must see: the approval.
 * @param onChange - Told whether a press on `target` may count now.
 * @returns Stops watching.
 */
export function armWhenVisible(target: Element, onChange: (armed: boolean) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let armed = false
  let seen = false
  const set = (next: boolean) => {
    if (next === armed) return
    armed = next
    onChange(next)
  }
  const update = () => {
    const visible = seen && document.visibilityState === 'visible'
    if (!visible) {
      clearTimeout(timer)
      timer = undefined
      set(false)
    } else if (!armed && timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined
        set(true)
      }, armDelayMs)
    }
  }
  const hasVisibility =
    typeof IntersectionObserverEntry !== 'undefined' &&
    'isVisible' in IntersectionObserverEntry.prototype
  let observer: IntersectionObserver | undefined
  let frame: number | undefined
  if (typeof IntersectionObserver !== 'undefined') {
    const options: VisibilityOptions = hasVisibility
      ? { threshold: [0, 1], trackVisibility: true, delay: 100 }
      : { threshold: [0, 1] }
    observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1) as VisibilityEntry | undefined
      if (!entry) return
      seen = hasVisibility ? entry.isVisible === true : entry.isIntersecting
      update()
    }, options)
    observer.observe(target)
  } else {
    // No observer at all: the delay counts from the first frame painted with the approval.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        seen = true
        update()
      })
    })
  }
  // The frame resized: the host moved it (it tracks a view that animates in). Chromium drops
  // clicks on a cross-origin frame that moved in the last 500 ms; counting again from here
  // keeps Approve from looking ready while a press on it would be lost, and holds back a
  // frame slid under the pointer.
  const moved = () => {
    clearTimeout(timer)
    timer = undefined
    set(false)
    update()
  }
  document.addEventListener('visibilitychange', update)
  window.addEventListener('resize', moved)
  return () => {
    observer?.disconnect()
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(timer)
    document.removeEventListener('visibilitychange', update)
    window.removeEventListener('resize', moved)
  }
}
