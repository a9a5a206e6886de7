import { FrameError } from './frameError.js'
import { text } from './messages.js'

/** What `POST /api/v1/export` answers. */
export type ExportedKeys = { eip155: string; solana: string }

let close: (() => void) | undefined

function element<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  content?: string,
  className?: string,
): HTMLElementTagNameMap[tag] {
  const node = document.createElement(tag)
  if (content !== undefined) node.textContent = content
  if (className) node.className = className
  return node
}

async function copy(field: HTMLTextAreaElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(field.value)
  } catch {
    // Clipboard access refused (the host's frame lacks `clipboard-write`): the legacy copy
    // of the selection still works within the click.
    field.select()
    if (!document.execCommand('copy')) throw new FrameError('COPY_REFUSED', 'copy refused')
  }
}

/** Hides the keys if they are shown (a signing request takes the frame). */
export function closeExportedKeys(): void {
  close?.()
}

/**
 * Shows the exported private keys in the frame, the only place they exist outside the secure
 * site: the host page gets neither the keys nor this DOM. Resolves once the visitor closes
 * the panel (Done, Escape), or when the host hides the frame (it shrinks to nothing); the
 * keys leave the DOM then.
 */
export function showExportedKeys(keys: ExportedKeys): Promise<void> {
  close?.()
  const root = document.getElementById('export') as HTMLElement
  return new Promise((resolve) => {
    const status = element('p', '', 'status')
    status.setAttribute('role', 'status')
    const finish = () => {
      if (close !== finish) return
      close = undefined
      root.hidden = true
      root.replaceChildren()
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('resize', onResize)
      resolve()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish()
    }
    const onResize = () => {
      if (window.innerWidth < 2 || window.innerHeight < 2) finish()
    }
    close = finish

    const heading = element('h1', text('exportTitle'))
    heading.id = 'export-title'
    const warning = element('p', text('exportWarning'), 'warning')
    warning.setAttribute('role', 'note')
    const nodes: HTMLElement[] = [heading, warning]
    const rows: [string, string, 'copyEvm' | 'copySolana'][] = [
      [text('evmKey'), keys.eip155, 'copyEvm'],
      [text('solanaKey'), keys.solana, 'copySolana'],
    ]
    for (const [label, value, copyLabel] of rows) {
      const field = element('textarea', undefined, 'key')
      field.readOnly = true
      field.value = value
      field.rows = 2
      field.spellcheck = false
      field.setAttribute('aria-label', label)
      field.setAttribute('autocomplete', 'off')
      const button = element('button', text(copyLabel), 'copy')
      button.type = 'button'
      button.addEventListener('click', () => {
        copy(field).then(
          () => {
            status.textContent = text('copied')
          },
          () => {
            status.textContent = text('copyFailed')
          },
        )
      })
      const title = element('p', label, 'key-label')
      const row = element('div', undefined, 'key-row')
      row.append(field, button)
      nodes.push(title, row)
    }
    const done = element('button', text('done'), 'approve')
    done.type = 'button'
    done.addEventListener('click', finish)
    const actions = element('div', undefined, 'actions')
    actions.append(done)
    nodes.push(status, actions)
    root.setAttribute('aria-labelledby', heading.id)
    root.replaceChildren(...nodes)
    root.hidden = false
    document.addEventListener('keydown', onKey)
    window.addEventListener('resize', onResize)
    done.focus()
    // The host focuses the frame when it shows it; Done then has the focus.
    window.addEventListener('focus', function onFocus() {
      if (close !== finish) {
        window.removeEventListener('focus', onFocus)
        return
      }
      if (!root.contains(document.activeElement)) done.focus()
    })
  })
}
