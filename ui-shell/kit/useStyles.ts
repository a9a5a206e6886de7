import { type RefObject, useLayoutEffect } from 'react'
import { createSheet } from '../shared/sheet.js'

type Adopted = { count: number; detach: () => void }
const adopted = new WeakMap<Node, Map<string, Adopted>>()

/**
 * Adds `css` to the shadow root (or document) the element behind `ref` renders in, once per
 * root however many components ask, and removes it when the last one unmounts. Plugins ship
 * their styles in their lazy chunk this way: no style attributes, fine under a strict CSP.
 *
 * @param ref - Any element the component renders.
 * @param css - The rules; use the theme's `--gw-*` custom properties for colours: text in
 *   `--gw-fg`/`--gw-fg-2`/`--gw-fg-3`, accent-coloured text in `--gw-accent-text`, text on an
 *   accent fill in `--gw-accent-fg`, rings in `--gw-focus`, the boundary of a field or other
 *   control in `--gw-border-strong` (3:1 on `--gw-bg`, `--gw-bg-2` and `--gw-bg-3`; each pair
 *   meets WCAG 2.2 AA in light, dark and with any host accent; docs/writing-a-plugin.md).
 *   Focus rings, placeholder colour, field boundaries and forced-colours borders already apply
 *   to every view's controls.
 * @example
 * const root = useRef<HTMLDivElement>(null)
 * useStyles(root, '.tip { color: var(--gw-fg-2) }')
 */
export function useStyles(ref: RefObject<Element | null>, css: string): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode()
    if (!(root instanceof ShadowRoot || root instanceof Document)) return
    const target = root
    const sheets = adopted.get(target) ?? new Map<string, Adopted>()
    adopted.set(target, sheets)
    let entry = sheets.get(css)
    if (!entry) {
      entry = { count: 0, detach: createSheet(css).attach(target) }
      sheets.set(css, entry)
    }
    entry.count++
    return () => {
      entry.count--
      if (entry.count > 0) return
      entry.detach()
      sheets.delete(css)
    }
  }, [ref, css])
}
