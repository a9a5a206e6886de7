// "Allow storage": the frame's own control for a browser that blocks its storage on the host's
// page. The Storage Access API grants only for a click inside the frame, so the host shows the
// frame (ALLOW_STORAGE) and the visitor clicks here; the host page cannot click for them.
import { requestStorageAccess } from './frameStorage.js'
import { text } from './messages.js'

function element<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  content: string,
  className?: string,
): HTMLElementTagNameMap[tag] {
  const node = document.createElement(tag)
  node.textContent = content
  if (className) node.className = className
  return node
}

/**
 * Shows why the wallet asks for storage, with "Allow storage" and "Cancel". Resolves `true`
 * once the browser granted access and the values kept in memory moved to the granted storage;
 * `false` when the browser refused, the visitor cancelled (Cancel, Escape) or the host hid
 * the frame.
 */
export function showAllowStorage(): Promise<boolean> {
  const root = document.getElementById('storage') as HTMLElement
  return new Promise((resolve) => {
    let open = true
    const finish = (granted: boolean) => {
      if (!open) return
      open = false
      root.hidden = true
      root.replaceChildren()
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('resize', onResize)
      resolve(granted)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(false)
    }
    const onResize = () => {
      if (window.innerWidth < 2 || window.innerHeight < 2) finish(false)
    }
    const heading = element('h1', text('storageTitle'))
    heading.id = 'storage-title'
    const body = element('p', text('storageBody'))
    const status = element('p', '', 'status')
    status.setAttribute('role', 'status')
    const allow = element('button', text('storageAllow'), 'approve')
    allow.type = 'button'
    allow.addEventListener('click', () => {
      allow.disabled = true
      // Called within the click: the browser takes it as the visitor's own request.
      requestStorageAccess().then(finish, () => finish(false))
    })
    const cancel = element('button', text('storageCancel'), 'reject')
    cancel.type = 'button'
    cancel.addEventListener('click', () => finish(false))
    const actions = element('div', '', 'actions')
    actions.append(cancel, allow)
    root.setAttribute('aria-labelledby', heading.id)
    root.replaceChildren(heading, body, status, actions)
    root.hidden = false
    document.addEventListener('keydown', onKey)
    window.addEventListener('resize', onResize)
    allow.focus()
    // The host focuses the frame when it shows it; "Allow storage" then has the focus.
    window.addEventListener('focus', function onFocus() {
      if (!open) {
        window.removeEventListener('focus', onFocus)
        return
      }
      if (!root.contains(document.activeElement)) allow.focus()
    })
  })
}
