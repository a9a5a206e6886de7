import type {
  Kernel,
  TransactionPreview as Preview,
  PreviewRequestParameters,
} from 'gangway/kernel'
import {
  formatAmount,
  Icon,
  Spinner,
  TransactionPreview,
  type Translate,
  useStyles,
} from 'gangway/ui'
import { type ReactElement, useEffect, useId, useRef, useState } from 'react'
import { formatUnits } from 'viem'
import type { SwapService } from '../createSwapService.js'
import type { SwapText } from '../messages.js'
import { maximumSpent, minimumReceived } from '../minimumReceived.js'
import { swapPreviewTarget } from '../swapPreviewTarget.js'
import type { SwapQuote, SwapToken, SwapTransaction } from '../types.js'
import { problemText } from './problemText.js'

const css = /* css */ `
.gw-swap-review { display: flex; flex-direction: column; gap: 10px; }
.gw-swap-review h3 { margin: 0; font-size: 1.05em; font-weight: 650; text-align: center; }
.gw-swap-review h3:focus-visible { outline: none; }
.gw-swap-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin-top: 6px; }
`

/** Props of {@link SwapReview}. */
export type SwapReviewProps = {
  kernel: Kernel
  service: SwapService
  /** The view's translator (the preview's own words are ui-shell's). */
  t: Translate
  text: SwapText
  /**
   * What the step previews and then sends: the swap, or the approval of `from` the swap needs
   * first (issue 33: "You allow … up to N TOKEN" before the visitor approves).
   */
  action: 'approve' | 'swap'
  /** The quote the visitor pressed Swap (or Approve) on; it no longer refreshes here. */
  quote: SwapQuote
  from: SwapToken
  to: SwapToken
  owner: string
  /** Percent, 0–50. */
  slippage: number
  /** The wallet is sending it. */
  busy: boolean
  /** Sends exactly the transaction the preview showed (the swap, or the approval). */
  onConfirm(transaction: SwapTransaction): void
  /** Back to the form, which gets a fresh quote. */
  onBack(): void
}

type Built =
  | { status: 'building' }
  | { status: 'built'; transaction: SwapTransaction; target: PreviewRequestParameters }
  | { status: 'failed'; error: unknown }

/**
 * Swap's preview step (issue 33): before the wallet is asked, what the swap's transaction will
 * do — "You send / You receive / You allow / Network fee / This will fail: reason" — simulated
 * by the preview service on the host's RPC, beside the quote's own figures. Confirm sends the
 * transaction that was previewed; it waits until the preview has answered (or could not).
 * With `action: 'approve'`, the same for the approval the swap needs first: the real approve
 * transaction, "You allow <router> up to N TOKEN" (an unlimited one flagged by the preview).
 */
export function SwapReview(props: SwapReviewProps): ReactElement {
  const { kernel, service, t, text, action, quote, from, to, owner, slippage, busy } = props
  const locale = kernel.options.locale
  const root = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const headingId = useId()
  useStyles(root, css)
  const [built, setBuilt] = useState<Built>({ status: 'building' })
  const [settled, setSettled] = useState(false)

  // The form's Swap button is gone: the step's title takes the focus and is read out.
  useEffect(() => heading.current?.focus({ preventScroll: true }), [])

  useEffect(() => {
    let live = true
    const build = action === 'approve' ? service.buildApprove : service.buildSwap
    build({ quote, owner, slippage }).then(
      (transaction) =>
        live &&
        setBuilt({
          status: 'built',
          transaction,
          target: swapPreviewTarget({ chainId: quote.chainId, owner, transaction }),
        }),
      (error: unknown) => {
        kernel.log.warn(`[swap] the ${action} could not be built for its preview`, error)
        if (live) setBuilt({ status: 'failed', error })
      },
    )
    return () => {
      live = false
    }
  }, [kernel, service, action, quote, owner, slippage])

  // Once the preview answered, Confirm takes the focus unless the visitor moved it.
  useEffect(() => {
    if (!settled) return
    const shadow = root.current?.getRootNode()
    const active = shadow instanceof ShadowRoot ? shadow.activeElement : document.activeElement
    if (!active || active === heading.current || !root.current?.contains(active))
      confirmButton.current?.focus({ preventScroll: true })
  }, [settled])

  const onPreview = (_preview: Preview | undefined) => setSettled(true)
  const paid = (amount: bigint) =>
    `${formatAmount(formatUnits(amount, from.decimals), { decimals: 6, locale })} ${from.symbol}`
  const got = (amount: bigint) =>
    `${formatAmount(formatUnits(amount, to.decimals), { decimals: 6, locale })} ${to.symbol}`
  const exactOut = quote.kind === 'exactOut'
  const confirmLabel =
    action === 'approve'
      ? text(busy ? 'Swap.approving' : 'Swap.approve', { symbol: from.symbol })
      : text(busy ? 'Swap.swapping' : 'Swap.confirm')

  return (
    <section
      ref={root}
      className="gw-swap-review"
      aria-labelledby={headingId}
      data-testid="swap-review"
      data-action={action}
    >
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {action === 'approve'
          ? text('Swap.approveReviewTitle', { symbol: from.symbol })
          : text('Swap.reviewTitle')}
      </h3>
      <dl className="gw-swap-facts" data-testid="swap-review-quote">
        <div>
          <dt>{text(exactOut ? 'Swap.maximumSold' : 'Swap.sell')}</dt>
          <dd>
            <bdi>{paid(exactOut ? maximumSpent(quote, slippage) : quote.amountIn)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{text(exactOut ? 'Swap.buy' : 'Swap.minimumReceived')}</dt>
          <dd data-testid="swap-review-minimum">
            <bdi>
              {got(exactOut ? quote.amountOut : minimumReceived(quote.amountOut, slippage))}
            </bdi>
          </dd>
        </div>
      </dl>

      {built.status === 'built' ? (
        <TransactionPreview kernel={kernel} target={built.target} t={t} onPreview={onPreview} />
      ) : built.status === 'building' ? (
        <p className="gw-swap-hint center-text" role="status" aria-busy="true">
          <Spinner className="small-spinner" />
        </p>
      ) : null}

      <div className="gw-swap-problem" role="alert" data-testid="swap-review-error">
        {built.status === 'failed' ? (
          <>
            <Icon name="alert" />
            <span>{problemText(built.error, text)}</span>
          </>
        ) : null}
      </div>

      <p className="gw-swap-hint center-text" aria-live="polite">
        {busy ? text('Swap.walletHint') : '\u00a0'}
      </p>

      <div className="gw-swap-actions">
        <button type="button" className="button secondary" disabled={busy} onClick={props.onBack}>
          {text('Swap.back')}
        </button>
        <button
          ref={confirmButton}
          type="button"
          className="button"
          data-testid="swap-confirm"
          disabled={busy || built.status !== 'built' || !settled}
          aria-busy={busy}
          onClick={() => built.status === 'built' && props.onConfirm(built.transaction)}
        >
          {busy ? <Spinner className="small-spinner" /> : null}
          {confirmLabel}
        </button>
      </div>
    </section>
  )
}
