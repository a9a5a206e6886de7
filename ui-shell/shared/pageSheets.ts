import type { Kernel } from 'gangway/kernel'
import { buttonCss } from './buttonCss.js'
import { createSheet, themeCss, warnAccentOnce } from './theme.js'

type Attached = { count: number; release(): void }
const attached = new WeakMap<Kernel, Attached>()

/**
 * Adopts the button's stylesheet and the instance's theme into `root` (the page or a shadow
 * root) while at least one button uses them. Client only; nothing runs on import.
 */
export function adoptButtonSheets(kernel: Kernel, root: Document | ShadowRoot): () => void {
  if (root instanceof Document) {
    const existing = attached.get(kernel)
    if (existing) {
      existing.count++
      return () => release(kernel)
    }
  }
  const base = createSheet(buttonCss)
  const theme = createSheet(
    themeCss('.gw-cb', kernel.store.getState().theme, warnAccentOnce(kernel)),
  )
  const undo = [base.attach(root), theme.attach(root)]
  const stop = kernel.store.subscribe(
    (state) => state.theme,
    (next) => theme.replace(themeCss('.gw-cb', next, warnAccentOnce(kernel))),
  )
  const releaseAll = () => {
    stop()
    for (const fn of undo) fn()
  }
  if (!(root instanceof Document)) return releaseAll
  attached.set(kernel, { count: 1, release: releaseAll })
  return () => release(kernel)
}

function release(kernel: Kernel) {
  const entry = attached.get(kernel)
  if (!entry) return
  entry.count--
  if (entry.count > 0) return
  entry.release()
  attached.delete(kernel)
}
