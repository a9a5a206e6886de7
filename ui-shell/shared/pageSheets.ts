import type { Kernel } from 'gangway/kernel'
import { buttonCss } from './buttonCss.js'
import { createSheet, themeCss, warnAccentOnce } from './theme.js'

/** The button's stylesheet in a page, adopted once while at least one button uses it. */
const pageBases = new WeakMap<Document, { count: number; release: () => void }>()

/**
 * Adopts the button's stylesheet and the instance's theme into `root` (the page or a shadow
 * root). The theme applies to the buttons `selector` matches: in a shadow root every `.gw-cb`
 * is the instance's own; in the page, a selector of one button's own, so two instances with
 * different themes each colour only their buttons. Client only; nothing runs on import.
 */
export function adoptButtonSheets(
  kernel: Kernel,
  root: Document | ShadowRoot,
  selector = '.gw-cb',
): () => void {
  const css = () => themeCss(selector, kernel.store.getState().theme, warnAccentOnce(kernel))
  const theme = createSheet(css())
  const undo = [
    adoptBase(root),
    theme.attach(root),
    kernel.store.subscribe(
      (state) => state.theme,
      () => theme.replace(css()),
    ),
  ]
  return () => {
    for (const fn of undo) fn()
  }
}

function adoptBase(root: Document | ShadowRoot): () => void {
  if (!(root instanceof Document)) return createSheet(buttonCss).attach(root)
  const entry = pageBases.get(root) ?? { count: 0, release: createSheet(buttonCss).attach(root) }
  pageBases.set(root, entry)
  entry.count++
  return () => {
    if (--entry.count > 0) return
    entry.release()
    pageBases.delete(root)
  }
}
