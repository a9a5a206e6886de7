/** What `afterNextPaint` schedules with; the page's own timers unless a test passes its own. */
export type PaintTimers = {
  requestAnimationFrame?: ((callback: () => void) => unknown) | undefined
  setTimeout(callback: () => void, ms: number): unknown
  document?: { readonly visibilityState: string } | undefined
}

/**
 * Runs `run` once the page's next frame has been painted: a task queued from an animation
 * frame runs after that frame. Work started from createGangway (the modal's prefetch, the
 * WalletConnect descriptor) then never competes with the host's first paint: an idle
 * callback alone may run before the first frame, and the host's button waits for it.
 * A hidden page paints no frames, so there it runs after the current task.
 *
 * @example
 * afterNextPaint(() => requestIdleCallback(prefetch))
 */
export function afterNextPaint(run: () => void, timers: PaintTimers = globalThis): void {
  if (
    typeof timers.requestAnimationFrame !== 'function' ||
    timers.document?.visibilityState === 'hidden'
  )
    timers.setTimeout(run, 0)
  else timers.requestAnimationFrame(() => timers.setTimeout(run, 0))
}
