/** A stylesheet that works under a strict CSP: constructable where supported. */
export type Sheet = { replace(css: string): void; attach(root: Document | ShadowRoot): () => void }

export function createSheet(css = ''): Sheet {
  const constructable =
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    typeof document !== 'undefined' &&
    'adoptedStyleSheets' in document
  if (constructable) {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    return {
      replace: (next) => sheet.replaceSync(next),
      attach(root) {
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
        return () => {
          root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet)
        }
      },
    }
  }
  // Old engines and test DOMs: a <style> element (needs style-src to allow it).
  const elements = new Set<HTMLStyleElement>()
  let text = css
  return {
    replace(next) {
      text = next
      for (const element of elements) element.textContent = next
    },
    attach(root) {
      const element = document.createElement('style')
      element.textContent = text
      const parent = root instanceof Document ? root.head : root
      parent.appendChild(element)
      elements.add(element)
      return () => {
        element.remove()
        elements.delete(element)
      }
    },
  }
}
