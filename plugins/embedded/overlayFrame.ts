import type { Kernel } from 'gangway/kernel'
import type { FrameClient } from './createFrameClient.js'

/** SPEC §9 default modal z-index. */
const defaultZIndex = 999

/**
 * Lays the secure site's frame over `area` (a part of a modal view) and keeps it there while
 * the modal animates and resizes; the visitor then reads and clicks inside the frame, on its
 * own origin, where the host page can neither read nor click. The frame is never moved in the
 * DOM (that would reload it). Focus moves into the frame.
 *
 * @returns Hides the frame again (zero size, out of the tab order and the accessibility tree).
 * @example
 * const hide = overlayFrame(kernel, client.frame, element)
 */
export function overlayFrame(
  kernel: Kernel,
  { frame, area }: { frame: HTMLIFrameElement; area: Element },
): () => void {
  let animation = 0
  let shown = true
  const place = () => {
    const rect = area.getBoundingClientRect()
    const zIndex = Number(kernel.store.getState().theme.variables.zIndex ?? defaultZIndex) + 1
    Object.assign(frame.style, {
      left: `${rect.left}px`,
      top: `${rect.top}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
      zIndex: String(zIndex),
      visibility: rect.width > 0 ? 'visible' : 'hidden',
    })
    animation = requestAnimationFrame(place)
  }
  frame.removeAttribute('aria-hidden')
  frame.tabIndex = 0
  place()
  requestAnimationFrame(() => {
    if (shown) frame.focus()
  })
  return () => {
    if (!shown) return
    shown = false
    cancelAnimationFrame(animation)
    Object.assign(frame.style, { visibility: 'hidden', width: '0', height: '0' })
    frame.setAttribute('aria-hidden', 'true')
    frame.tabIndex = -1
  }
}

/**
 * Runs a frame request the visitor answers inside the frame laid over `area` (the key export,
 * a new recovery password); the frame hides again when it settles. A closed modal takes the
 * frame off the page, so the frame's view is cancelled with it, or it would stay open over the
 * next request.
 */
export async function requestOverArea(
  kernel: Kernel,
  parameters: {
    client: FrameClient
    /** The part of the modal view the frame covers. */
    area: Element
    /** The frame request the visitor answers. */
    run: () => Promise<unknown>
  },
): Promise<void> {
  const { client, area, run } = parameters
  const hide = overlayFrame(kernel, { frame: client.frame, area })
  const stopClose = kernel.bus.on('close', () => {
    client.request('CANCEL_PROMPT').catch(() => undefined)
  })
  try {
    await run()
  } finally {
    stopClose()
    hide()
  }
}
