import type { ReactElement } from 'react'
import { useId, useRef } from 'react'
import { Icon, Spinner } from './components/icons.js'
import { LiveAnnouncer } from './components/LiveAnnouncer.js'
import { RenderErrorBoundary } from './components/RenderErrorBoundary.js'
import { type Ui, UiContext, useKernelState, useUi } from './context.js'
import { textDirection } from './i18n/textDirection.js'
import { RouterView, ViewRenderFailed } from './modal/RouterView.js'
import { Toasts } from './modal/Toasts.js'
import { titleFor } from './modal/titleFor.js'
import { useAnnounceConnected } from './modal/useAnnounceConnected.js'
import { useBodyHeight } from './modal/useBodyHeight.js'
import { useFocusTrap } from './modal/useFocusTrap.js'
import { usePresence } from './modal/usePresence.js'
import { useShownView } from './modal/useShownView.js'
import { useViewFocus } from './modal/useViewFocus.js'
import { useViewTexts } from './modal/useViewTexts.js'

export function ModalApp({ ui }: { ui: Ui }): ReactElement {
  return (
    <UiContext.Provider value={ui}>
      <Modal />
    </UiContext.Provider>
  )
}

/**
 * The dialog (or an embedded card): its header, the shown view and the toasts. Focus, height,
 * presence and the shown view are hooks of their own in `modal/`.
 */
function Modal(): ReactElement | null {
  const { kernel, t, embedded, locale, announcer } = useUi()
  const open = useKernelState((state) => state.modal.open)
  const shake = useKernelState((state) => state.modal.shake)
  // SPEC §4 modal state "loading": opened while a stored session is still being restored.
  const loading = useKernelState((state) => state.modal.loading)
  const card = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const visible = open || embedded
  const connected = useKernelState((state) =>
    Object.values(state.connections).some((namespace) => namespace.current !== undefined),
  )
  useAnnounceConnected({ connected, visible })
  const { rendered, closing } = usePresence({ visible, card })
  const { top, depth, stack, viewKey, back, prerendering } = useShownView({
    kernel,
    visible,
    rendered,
    embedded,
  })
  const textsReady = useViewTexts(top?.view, connected)
  useBodyHeight({ body, inner, rendered })
  useViewFocus({ card, viewKey, rendered, skip: closing || (embedded && !open) })
  const onKeyDown = useFocusTrap({ card, embedded, close: () => kernel.modal.close() })

  // Opening renders the dialog at once (not after `rendered` is set in a layout effect).
  if (!(rendered || visible || prerendering) || !top) return null

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
