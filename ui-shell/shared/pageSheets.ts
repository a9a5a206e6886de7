import type { Kernel } from 'gangway/kernel'
import { buttonCss } from './buttonCss.js'
import {
  defaultAccentTokens,
  hasOwnAccent,
  type ThemeState,
  themeSheetCss,
  themeVariables,
} from './palettes.js'
import { createSheet } from './sheet.js'

/** The button's stylesheet in a page, adopted once while at least one button uses it. */
const pageBases = new WeakMap<Document, { count: number; release: () => void }>()

/**
 * The button's theme CSS. The default accent's companions are precomputed; a host's own
 * accent needs the colour arithmetic (parsing, WCAG contrast), which loads later, shared with
 * the modal: a page without one does not carry it before first paint. Until it has loaded the
 * button shows the host's accent with the default companions (`now`), then the computed ones.
 */
function buttonTheme(
  kernel: Kernel,
  selector: string,
  theme: ThemeState,
): { now: string; computed?: Promise<string> | undefined } {
  const custom = themeVariables(theme)
  const now = themeSheetCss(selector, theme, custom, (mode) => defaultAccentTokens[mode])
  if (!hasOwnAccent(custom)) return { now }
  return {
    now,
    computed: import('./theme.js').then(
      ({ themeCss, warnAccentOnce }) =>
        themeCss(theme, { selector, onAccentAdjusted: warnAccentOnce(kernel) }),
      // Without the module (a failed chunk), the host's accent keeps the default companions.
      () => now,
    ),
  }
}

/**
 * Adopts the button's stylesheet and the instance's theme into `root` (the page or a shadow
 * root). The theme applies to the buttons `selector` matches: in a shadow root every `.gw-cb`
 * is the instance's own; in the page, a selector of one button's own, so two instances with
 * different themes each colour only their buttons. Both sheets are attached at once: the
 * button is never drawn with its shapes but without its colours. Client only; nothing runs on
 * import.
 * Positional, unlike the public API: an internal function on the first bundle's path, where a
 * parameters object costs every page bytes (issue 38's rewrite added ~0.12 KiB gzip to the
 * minimum host).
 */
export function adoptButtonSheets(
  kernel: Kernel,
  root: Document | ShadowRoot,
  selector = '.gw-cb',
): () => void {
  const theme = createSheet()
  let latest = 0
  const apply = (state: ThemeState) => {
    const version = ++latest
    const { now, computed } = buttonTheme(kernel, selector, state)
    theme.replace(now)
    // Only the newest theme is shown, whichever computation finishes last.
    void computed?.then((css) => version === latest && theme.replace(css))
  }
  apply(kernel.store.getState().theme)
  const undo = [
    adoptBase(root),
    theme.attach(root),
    kernel.store.subscribe((state) => state.theme, apply),
    () => {
      latest = -1
    },
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
