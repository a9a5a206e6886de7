import type { ConnectorInfo, ViewEntry } from 'gangway/kernel'
import {
  type ComponentType,
  type KeyboardEvent,
  memo,
  type ReactElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { Icon, Spinner } from './components/icons.js'
import { LiveAnnouncer } from './components/LiveAnnouncer.js'
import { usePluginView } from './components/PluginSlot.js'
import { RenderErrorBoundary } from './components/RenderErrorBoundary.js'
import { type Ui, UiContext, useKernelState, useUi, type ViewProps } from './context.js'
import { sessionViews } from './i18n/en.js'
import type { Translate } from './i18n/index.js'
import { textDirection } from './i18n/textDirection.js'
import { canPrerenderConnect, usePrerenderAllowed } from './prerender.js'
import { AccountView } from './views/Account.js'
import { AllWalletsView } from './views/AllWallets.js'
import { ApproveTransactionView } from './views/ApproveTransaction.js'
import { ConnectView } from './views/Connect.js'
import { ConnectingExternalView } from './views/ConnectingExternal.js'
import { GetWalletView } from './views/GetWallet.js'
import { NetworksView, UnsupportedChainView } from './views/Networks.js'

/** The views ui-shell renders itself; any other name is a plugin view (registry). */
const coreViews: Readonly<Record<string, ComponentType<ViewProps>>> = {
  Connect: ConnectView,
  AllWallets: AllWalletsView,
  ConnectingExternal: ConnectingExternalView,
  GetWallet: GetWalletView,
  Account: AccountView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView,
  ApproveTransaction: ApproveTransactionView,
}

/** SPEC §2: views animate 150 ms; closing waits for it (none under reduced motion). */
const closeDuration = 150
const focusableSelector =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Keys that scroll the page or the dialog's body (a focus move they cause resets it). */
const scrollKeys = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown'])

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** The focused element, looking through open shadow roots (a button inside <gangway-button>). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.getClientRects().length > 0,
  )
}

export function ModalApp({ ui }: { ui: Ui }): ReactElement {
  return (
    <UiContext.Provider value={ui}>
      <Modal />
    </UiContext.Provider>
  )
}

function Modal(): ReactElement | null {
  const { kernel, t, embedded, locale, announcer } = useUi()
  const open = useKernelState((state) => state.modal.open)
  const shake = useKernelState((state) => state.modal.shake)
  // SPEC §4 modal state "loading": opened while a stored session is still being restored.
  const loading = useKernelState((state) => state.modal.loading)
  const stack = useKernelState((state) => state.router.stack, Object.is)
  const [rendered, setRendered] = useState(open || embedded)
  const [closing, setClosing] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const card = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  const previousDepth = useRef(stack.length)
  const titleId = useId()
  const visible = open || embedded
  // "Connected" is said here, once, whatever connected (a wallet, e-mail, a social login,
  // Farcaster): the view that started it is already gone when the kernel shows Account.
  const connected = useKernelState((state) =>
    Object.values(state.connections).some((namespace) => namespace.current !== undefined),
  )
  const wasConnected = useRef(connected)
  useEffect(() => {
    if (connected && !wasConnected.current && visible)
      announcer.announce(t('ConnectingExternal.connected'))
    wasConnected.current = connected
  }, [connected, visible, announcer, t])
  // Closed, once the browser was idle: when the next open shows Connect, Connect waits out of
  // sight (hidden, inert, laid out), so opening only shows it. The stack a closed modal kept
  // does not matter: `open()` starts it again. Re-checked when a wallet is announced.
  const prerenderAllowed = usePrerenderAllowed(kernel)
  const candidate = prerenderAllowed && !visible && !rendered && !embedded
  useKernelState((state) => (candidate ? state.connectors : undefined))
  const prerendering = candidate && canPrerenderConnect(kernel)
  // The stack as shown: the one `open()` will start, while Connect waits.
  const depth = prerendering ? 1 : stack.length
  const top: ViewEntry | undefined = prerendering ? { view: 'Connect' } : stack.at(-1)
  const textsReady = useViewTexts(top?.view, connected)

  // Remember who opened the modal, to give focus back on close.
  useLayoutEffect(() => {
    if (!visible) return
    if (!card.current?.contains(deepActiveElement())) opener.current = deepActiveElement()
    setRendered(true)
    setClosing(false)
  }, [visible])

  useEffect(() => {
    if (visible || !rendered) return
    setClosing(true)
    const handle = setTimeout(
      () => {
        setRendered(false)
        setClosing(false)
        const target = opener.current
        opener.current = null
        if (target?.isConnected) target.focus()
        // The opener re-rendered (Connect became the account button): focus its successor.
        else if (target)
          document
            .querySelector<HTMLElement>(
              '[data-gangway-button] .gw-cb-account, [data-gangway-button] .gw-cb-connect',
            )
            ?.focus()
      },
      prefersReducedMotion() ? 0 : closeDuration,
    )
    return () => clearTimeout(handle)
  }, [visible, rendered])

  // SPEC §2: the modal height follows its content (150 ms). The observer reports the first
  // size after the browser's own layout, in the same frame: reading `offsetHeight` here
  // would force a layout of its own while the dialog opens.
  //
  // Content that changes size under the keyboard focus (an Activity list arriving above
  // Disconnect) must not carry the focused control out of sight (WCAG 2.4.11): it is
  // brought back into view, unless the visitor has since scrolled anything (the body, or the
  // host's page around an embedded card) by wheel, finger, scrollbar or scrolling key.
  useLayoutEffect(() => {
    const element = inner.current
    const scroller = body.current
    if (!rendered || !element || !scroller || typeof ResizeObserver === 'undefined') return
    const page = element.ownerDocument
    let scrolledAway = false
    const away = () => {
      scrolledAway = true
    }
    const focused = () => {
      scrolledAway = false
    }
    const key = (event: Event) => {
      if (scrollKeys.has((event as globalThis.KeyboardEvent).key)) away()
    }
    const keepFocusInSight = () => {
      const active = deepActiveElement()
      if (scrolledAway || !active || !element.contains(active)) return
      if (active.matches(':focus-visible')) active.scrollIntoView({ block: 'nearest' })
    }
    const resize = () => {
      const height = `${element.offsetHeight}px`
      if (scroller.style.height === height) return keepFocusInSight()
      scroller.style.setProperty('height', height)
      // The body hides its overflow only while its height really animates, until the
      // transition ends or is cancelled. A first height, reduced motion or styles with the
      // transition off start none, and nothing would end the state: the body would stay
      // unscrollable.
      const animating = scroller
        .getAnimations?.()
        .some((animation) => (animation as CSSTransition).transitionProperty === 'height')
      // The focus is judged at the body's new height: measured now, a body still growing
      // would be scrolled, then pulled back by its own growth.
      if (animating) scroller.dataset.resizing = ''
      else keepFocusInSight()
    }
    const resized = (event: Event) => {
      const { target, propertyName, type } = event as TransitionEvent
      if (target !== scroller || propertyName !== 'height') return
      delete scroller.dataset.resizing
      if (type === 'transitionend') keepFocusInSight()
    }
    const observer = new ResizeObserver(resize)
    observer.observe(element)
    // Focus in the modal's own root: a move between two controls of one shadow root never
    // reaches the document. The height's transition on the body itself. Scrolling on the
    // document, capturing: a listener inside the dialog (Escape, Tab) cannot hide it.
    const listeners = [
      [element.getRootNode(), 'focusin', focused],
      [scroller, 'transitionend', resized],
      [scroller, 'transitioncancel', resized],
      [page, 'wheel', away],
      [page, 'touchmove', away],
      [page, 'pointerdown', away],
      [page, 'keydown', key],
    ] as const
    for (const [target, type, listener] of listeners)
      target.addEventListener(type, listener, { capture: true, passive: true })
    return () => {
      observer.disconnect()
      for (const [target, type, listener] of listeners)
        target.removeEventListener(type, listener, { capture: true })
    }
  }, [rendered])

  // The key the view will have once opened, so opening keeps the prerendered one.
  const viewKey = `${depth}:${top?.view ?? ''}`
  const back = stack.length < previousDepth.current
  useEffect(() => {
    previousDepth.current = stack.length
  }, [stack.length])

  // Move focus into the view that just appeared (first control, else the dialog).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per shown view
  useEffect(() => {
    if (!rendered || closing || !card.current || (embedded && !open)) return
    // Keyboard focus on the header (back, close) stays where the visitor put it.
    const current = deepActiveElement()
    if (current?.isConnected && current.closest('.header') && card.current.contains(current)) return
    const view = card.current.querySelector<HTMLElement>('.view')
    // A view may name its safe default (ApproveTransaction: Reject), else its first control.
    // Tried in turn rather than measured: a control that is not rendered refuses the focus,
    // and measuring (`focusables`) would force a layout of its own while the dialog opens.
    const candidates = [
      view?.querySelector<HTMLElement>('[data-autofocus]'),
      ...(view?.querySelectorAll<HTMLElement>(focusableSelector) ?? []),
      card.current,
    ]
    for (const target of candidates) {
      target?.focus({ preventScroll: true })
      if (target && deepActiveElement() === target) break
    }
  }, [viewKey, rendered])

  // Opening renders the dialog at once (not after `rendered` is set in a layout effect).
  if (!(rendered || visible || prerendering) || !top) return null

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !embedded) {
      event.stopPropagation()
      kernel.modal.close()
      return
    }
    if (event.key !== 'Tab' || embedded || !card.current) return
    const list = focusables(card.current)
    if (!list.length) return
    const first = list[0]!
    const last = list.at(-1)!
    const current = deepActiveElement()
    if (event.shiftKey && (current === first || current === card.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && current === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const title = textsReady ? titleFor(top, t) : t('dialog.label')
  const canGoBack = depth > 1 && !['Account', 'ApproveTransaction'].includes(top.view)
  const cardNode = (
    // biome-ignore lint/a11y/noStaticElementInteractions: the dialog handles Escape and Tab for its controls
    <div
      ref={card}
      className={`card${embedded ? ' embedded' : ''}${shake ? ' shake' : ''}`}
      {...(embedded
        ? { role: 'region', 'aria-labelledby': titleId }
        : { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId })}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-view={top.view}
      lang={locale ?? 'en'}
      dir={textDirection(locale)}
    >
      <LiveAnnouncer announcer={announcer} />
      <Toasts />
      {/* Not <header>: inside a dialog it would be a second banner landmark beside the host's. */}
      <div className="header">
        {canGoBack ? (
          <button
            type="button"
            className="icon-button back"
            aria-label={t('header.back')}
            onClick={() => kernel.router.goBack()}
          >
            <Icon name="back" />
          </button>
        ) : null}
        <h2 className="title" id={titleId} key={title}>
          {title}
        </h2>
        {!embedded || stack.length > 1 || !['Account', 'Connect'].includes(top.view) ? (
          <button
            type="button"
            className="icon-button close"
            aria-label={t('header.close')}
            onClick={() => kernel.modal.close()}
          >
            <Icon name="close" />
          </button>
        ) : null}
      </div>
      <div className="body" ref={body}>
        <div className="body-inner" ref={inner}>
          <div className={`view${back ? ' back' : ''}`} key={viewKey}>
            {loading || !textsReady ? (
              <div className="center" role="status" data-testid="modal-loading">
                <Spinner />
                <span>{t('common.loading')}</span>
              </div>
            ) : (
              <RenderErrorBoundary
                log={kernel.log}
                part={top.view}
                fallback={(retry) => <ViewRenderFailed retry={retry} />}
              >
                <RouterView entry={top} />
              </RenderErrorBoundary>
            )}
          </div>
        </div>
      </div>
    </div>
  )
  if (embedded) return <div className="root">{cardNode}</div>
  return (
    <div className={prerendering ? 'root prerender' : 'root'} inert={prerendering || undefined}>
      <div className={`overlay${closing ? ' closing' : ''}`}>
        <div className="backdrop" aria-hidden="true" onClick={() => kernel.modal.close()} />
        {cardNode}
      </div>
    </div>
  )
}

/**
 * Whether the texts of a view are in the translator. A session view's (Account, Networks…) are
 * a catalogue of their own: it starts loading once a wallet is connected, so it is usually
 * there before such a view opens; until then the view waits, rather than show English.
 */
function useViewTexts(view: string | undefined, connected: boolean): boolean {
  const { session } = useUi()
  const needed = connected || (view !== undefined && sessionViews.includes(view))
  const [ready, setReady] = useState(session.ready)
  useEffect(() => {
    if (!needed || ready) return
    let mounted = true
    void session.load().then(() => {
      if (mounted) setReady(true)
    })
    return () => {
      mounted = false
    }
  }, [needed, ready, session])
  return ready || session.ready || view === undefined || !sessionViews.includes(view)
}

/**
 * The header title: the catalogue key the entry's data names (`titleKey`: one view showing
 * another task, as ApproveTransaction showing a wallet frame's recovery password), the view's
 * catalogue title, a connector's name, or the view's name.
 */
function titleFor(entry: ViewEntry, t: Ui['t']): string {
  if (entry.view === 'ConnectingExternal') {
    const connector = (entry.data as { connector?: ConnectorInfo } | undefined)?.connector
    if (connector) return connector.name
  }
  const titleKey = (entry.data as { titleKey?: unknown } | undefined)?.titleKey
  if (typeof titleKey === 'string' && t(titleKey) !== titleKey) return t(titleKey)
  const key = `${entry.view}.title`
  const title = t(key)
  return title === key ? entry.view.replace(/([a-z])([A-Z])/g, '$1 $2') : title
}

/**
 * The shown view. The same entry renders nothing new: opening the modal on the Connect it
 * rendered out of sight, or any render of the frame around it, leaves the view alone (it
 * follows kernel state through its own hooks).
 */
const RouterView = memo(
  RouterViewOf,
  (previous, next) =>
    previous.entry.view === next.entry.view && previous.entry.data === next.entry.data,
)

function RouterViewOf({ entry }: { entry: ViewEntry }): ReactElement {
  const { kernel, t } = useUi()
  const Core = coreViews[entry.view]
  if (Core) return <Core kernel={kernel} data={entry.data} t={t} />
  if (kernel.registry.hasView(entry.view)) return <PluginView name={entry.view} data={entry.data} />
  return (
    <div className="empty">
      <span className="empty-icon">
        <Icon name="grid" />
      </span>
      <p>{t('view.unavailable')}</p>
    </div>
  )
}

/** One view failed to render: say so, and offer a way back and a retry; the modal stays. */
function ViewRenderFailed({ retry }: { retry: () => void }): ReactElement {
  const { kernel, t } = useUi()
  const first = kernel.router.stack.length <= 1
  return (
    <div className="notice" role="alert">
      <span className="empty-icon">
        <Icon name="alert" />
      </span>
      <p>{t('view.renderFailed')}</p>
      <div className="row-center">
        <button
          type="button"
          className="button secondary"
          onClick={() =>
            first
              ? kernel.router.reset(kernel.connections.get() ? 'Account' : 'Connect')
              : kernel.router.goBack()
          }
        >
          {first ? t('view.start') : t('header.back')}
        </button>
        <button type="button" className="button secondary" onClick={retry}>
          <Icon name="retry" />
          {t('common.retry')}
        </button>
      </div>
    </div>
  )
}

function PluginView({ name, data }: { name: string; data: unknown }): ReactElement {
  const { kernel, t } = useUi()
  const loaded = usePluginView(name)
  if (loaded.failed)
    return (
      <div className="notice">
        <span className="empty-icon">
          <Icon name="alert" />
        </span>
        <p>{t('view.loadFailed')}</p>
      </div>
    )
  if (!loaded.component || loaded.name !== name)
    return (
      <div className="center" role="status">
        <Spinner />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    )
  const Component = loaded.component
  return (
    <LoadedPluginView>
      <Component kernel={kernel} data={data} t={t} />
    </LoadedPluginView>
  )
}

/**
 * A lazily loaded view arrives after the modal moved focus (to the dialog, as the view was
 * still loading): once it is there, focus its first control like any other view.
 */
function LoadedPluginView({ children }: { children: ReactElement }): ReactElement {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const wrapper = ref.current
    const card = wrapper?.closest<HTMLElement>('.card')
    if (!wrapper || deepActiveElement() !== card) return
    focusables(wrapper)[0]?.focus({ preventScroll: true })
  }, [])
  return (
    <div className="plugin-view" ref={ref}>
      {children}
    </div>
  )
}

/**
 * A toast's text in the visitor's language: its key's translation, or SPEC's English when no
 * catalogue of this locale has the key (a plugin's English stays in its views' chunk).
 */
function toastText(toast: { message: string; key?: string | undefined }, t: Translate): string {
  if (!toast.key) return toast.message
  const translated = t(toast.key)
  return translated === toast.key ? toast.message : translated
}

/**
 * SPEC §2 toast area: loading, success or error; the kernel swaps them after 150 ms. The toast
 * is its own announcement: it appears inside a live region that outlives the views, a polite
 * one, or for an error an assertive one.
 */
function Toasts(): ReactElement {
  const { kernel, t } = useUi()
  const toast = useKernelState((state) => state.toast)
  useEffect(() => {
    if (!toast.open || toast.variant === 'loading') return
    const handle = setTimeout(() => kernel.toasts.hide(), 2600)
    return () => clearTimeout(handle)
  }, [toast.open, toast.variant, kernel])
  const shown = toast.open ? (
    <div className={`toast ${toast.variant}`} key={toast.id}>
      {toast.variant === 'loading' ? (
        <Spinner className="" />
      ) : (
        <Icon name={toast.variant === 'success' ? 'check' : 'alert'} />
      )}
      <span>{toastText(toast, t)}</span>
    </div>
  ) : null
  const error = toast.variant === 'error'
  return (
    <>
      <div
        className="toasts"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        aria-label={t('common.notifications')}
      >
        {error ? null : shown}
      </div>
      <div className="toasts" aria-live="assertive" aria-atomic="true">
        {error ? shown : null}
      </div>
    </>
  )
}
