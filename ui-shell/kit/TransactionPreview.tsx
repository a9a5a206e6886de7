import {
  type Kernel,
  type TransactionPreview as Preview,
  type PreviewRequestParameters,
  previewRequest,
} from 'gangway/kernel'
import { type ComponentType, type ReactElement, useEffect, useRef, useState } from 'react'
import { Spinner } from '../components/icons.js'
import type { Translate } from '../i18n/index.js'
import type { PreviewFactsProps } from '../preview/PreviewFacts.js'
import { useStyles } from './useStyles.js'

const css = /* css */ `
.gw-preview-status { display: flex; gap: 8px; align-items: center; justify-content: center; margin: 0; padding: 12px; font-size: 0.9em; color: var(--gw-fg-2); }
`

/** Props of {@link TransactionPreview}. */
export type TransactionPreviewProps = {
  kernel: Kernel
  /** The network, the visitor's address and the request (or Send's transfer) to preview. */
  target: PreviewRequestParameters
  /** The view's translator. */
  t: Translate
  /** Called once with the preview (or `undefined` when it failed), e.g. to hold a button. */
  onPreview?: ((preview: Preview | undefined) => void) | undefined
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; preview: Preview; Facts: ComponentType<PreviewFactsProps> }
  | { status: 'failed' }

/**
 * What a request will do, before the visitor approves it (issue 33): "You send / You receive /
 * You allow / Network fee / This will fail: reason", with warnings. It asks
 * `previewRequest(kernel, target)` (the chain's own RPC) and loads its view with `import()`:
 * nothing of the preview is on the page before one opens. Keep `target` stable (memoise it).
 *
 * @example
 * <TransactionPreview kernel={kernel} t={t} target={{ caipNetworkId, from: address, request: { method, params } }} />
 */
export function TransactionPreview({
  kernel,
  target,
  t,
  onPreview,
}: TransactionPreviewProps): ReactElement {
  const [state, setState] = useState<State>({ status: 'loading' })
  const root = useRef<HTMLParagraphElement>(null)
  useStyles(root, css)
  // biome-ignore lint/correctness/useExhaustiveDependencies: one preview per target; onPreview is a callback
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    Promise.all([previewRequest(kernel, target), import('../preview/PreviewFacts.js')]).then(
      ([preview, module]) => {
        if (!live) return
        setState({ status: 'ready', preview, Facts: module.default })
        onPreview?.(preview)
      },
      (error: unknown) => {
        if (!live) return
        kernel.log.warn('[preview] the request could not be previewed', error)
        setState({ status: 'failed' })
        onPreview?.(undefined)
      },
    )
    return () => {
      live = false
    }
  }, [kernel, target])

  if (state.status === 'ready')
    return <state.Facts preview={state.preview} t={t} locale={kernel.options.locale} />
  return (
    <p
      className="gw-send-hint center-text"
      role="status"
      aria-busy={state.status === 'loading'}
      data-testid="preview-status"
    >
      {state.status === 'loading' ? <Spinner className="small-spinner" /> : null}
      {state.status === 'loading'
        ? t('TransactionPreview.loading')
        : t('TransactionPreview.unavailable')}
    </p>
  )
}
