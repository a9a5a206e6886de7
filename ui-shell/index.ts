import type { Kernel } from 'gangway/kernel'
import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import {
  createModalText,
  loadMessages,
  loadPluginMessages,
  loadSessionMessages,
  matchLocale,
} from './i18n/index.js'
import { ModalApp } from './Modal.js'
import { allowPrerender, connectMethodForms } from './prerender.js'
import { createAnnouncer } from './shared/announcer.js'
import { createSheet } from './shared/sheet.js'
import { themeCss, warnAccentOnce } from './shared/theme.js'
import { extraCss, modalCss, monogramCss } from './styles.js'
import { shownWallets } from './views/Connect.js'
import { prefetchFirstWallets, prefetchWalletList } from './walletSource.js'

// Plugin views use the kit through its own entry, gangway/ui; this module is the lazy modal.
export type { Ui } from './context.js'
export {
  prefetchWalletList,
  setWalletSource,
  type WalletListItem,
  type WalletPage,
  type WalletSource,
} from './walletSource.js'

/**
 * While the browser is idle: the wallet list's code, then Connect's first wallets, and the
 * modal mounted closed through `mountClosed`; then Connect is rendered out of sight
 * (`prerender.ts`), so the first open shows the dialog and its rows in the next frame. A modal the host places itself (embedded, or
 * `append: false` before its element exists) mounts on open.
 */
export function prefetch(kernel: Kernel, mountClosed: () => unknown): Promise<unknown> {
  const { embedded, append } = kernel.options
  const mounting =
    !embedded &&
    (append || document.querySelector(`${modalTagName}:not([${mountedAttribute}])`)) &&
    mountClosed()
  return Promise.all([
    prefetchWalletList().then(() => prefetchFirstWallets(kernel, shownWallets)),
    mounting,
    // The forms Connect shows that render ahead (the e-mail field): loaded before Connect is
    // rendered out of sight, so it renders with them, not with a spinner in their place.
    ...connectMethodForms(kernel)
      .filter((form) => form.rendersAhead)
      .map((form) => kernel.registry.loadView(form.name).catch(() => undefined)),
  ]).then(() => {
    // Then Connect is rendered out of sight, so the first open only shows it.
    if (mounting) allowPrerender(kernel)
  })
}

/** The element the modal lives in; a host may place one itself (embedded mode, append: false). */
export const modalTagName = 'gangway-modal'
/** Marks a `<gangway-modal>` an instance has mounted into. */
const mountedAttribute = 'data-gangway-mounted'

/**
 * Mounts the modal for a kernel into the shadow root of a `<gangway-modal>` element and
 * returns the unmount function. The element is appended to `document.body` unless
 * `append: false` or `embedded: true`; then the host's own `<gangway-modal>` is used.
 */
export async function mount(kernel: Kernel): Promise<() => void> {
  if (typeof document === 'undefined') return () => {}
  const { embedded, append, locale } = kernel.options
  // Opened before the browser was idle: the wallet list's code loads beside the catalogue.
  prefetchWalletList().catch(() => {})
  // A connected visitor's modal opens on a session view (Account…): its texts load alongside.
  const connected = kernel.connections.all().length > 0
  const [messages, pluginMessages, sessionTexts] = await Promise.all([
    loadMessages(locale),
    loadPluginMessages([...kernel.options.chains, ...kernel.options.plugins], locale),
    connected ? loadSessionMessages(locale) : undefined,
  ])
  // Each instance has a modal element of its own: a second instance on the page appends
  // another, or takes the next <gangway-modal> the host placed, never one already in use.
  let host =
    append && !embedded
      ? null
      : document.querySelector<HTMLElement>(`${modalTagName}:not([${mountedAttribute}])`)
  const created = !host
  if (!host) {
    host = document.createElement(modalTagName)
    if (append && !embedded) document.body.appendChild(host)
    else
      kernel.log.warn(
        `no <${modalTagName}> element found: place one in the page (embedded or append: false)`,
      )
  }
  host.setAttribute(mountedAttribute, '')
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  const base = createSheet(`${modalCss}\n${monogramCss}\n${extraCss}`)
  const themed = { selector: ':host', onAccentAdjusted: warnAccentOnce(kernel) }
  const theme = createSheet(themeCss(kernel.store.getState().theme, themed))
  const detach = [base.attach(shadow), theme.attach(shadow)]
  const stopTheme = kernel.store.subscribe(
    (state) => state.theme,
    (next) => theme.replace(themeCss(next, themed)),
  )
  const container = document.createElement('div')
  container.className = 'gangway-root'
  shadow.appendChild(container)
  if (embedded && kernel.router.stack.length === 0)
    kernel.router.reset({ view: kernel.modal.initialView() })
  const root = createRoot(container)
  // The dialog's `lang` and formats follow the locale only when its language is shipped.
  const shown = matchLocale(locale) ? locale : 'en'
  const { t, session } = createModalText(messages, {
    plugins: pluginMessages,
    locale: shown,
    sessionTexts,
  })
  const ui = {
    kernel,
    t,
    session,
    locale: shown,
    embedded,
    announcer: createAnnouncer(),
  }
  // Paint synchronously: `open()` resolves with the first view on screen.
  flushSync(() => root.render(createElement(ModalApp, { ui })))
  return () => {
    stopTheme()
    root.unmount()
    container.remove()
    for (const undo of detach) undo()
    host.removeAttribute(mountedAttribute)
    if (created) host.remove()
  }
}
