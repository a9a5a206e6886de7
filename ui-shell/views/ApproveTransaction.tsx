import type { ApprovalAmount, ApprovalRequest, PreviewRequestParameters } from 'gangway/kernel'
import { type ReactElement, useId, useMemo, useRef } from 'react'
import type { ApproveTransactionData } from '#kernel/internal'
import { Spinner } from '../components/icons.js'
import { PluginSlot } from '../components/PluginSlot.js'
import { useUi } from '../context.js'
import { slots } from '../kit/slots.js'
import { TransactionPreview } from '../kit/TransactionPreview.js'
import { useStyles } from '../kit/useStyles.js'

const css = /* css */ `
.gw-approve { display: flex; flex-direction: column; gap: 12px; }
.gw-approve h3 { font-size: 1.05em; font-weight: 650; text-align: center; }
.gw-approve dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; margin: 0; padding: 12px 14px; border-radius: var(--r-item, 16px); background: var(--gw-bg-2); font-size: 0.9em; }
.gw-approve dt { color: var(--gw-fg-2); }
.gw-approve dd { margin: 0; text-align: end; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.gw-approve code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.92em; }
.gw-approve-text { display: block; width: 100%; box-sizing: border-box; resize: none; border: 0; padding: 10px 12px; border-radius: 12px; background: var(--gw-bg-2); color: var(--gw-fg); box-shadow: inset 0 0 0 1px var(--gw-border-strong); font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.85em; line-height: 1.45; }
.gw-approve .gw-approve-label { font-size: 0.85em; color: var(--gw-fg-2); margin-bottom: 4px; }
.gw-approve details > summary { cursor: pointer; padding: 8px 4px; color: var(--gw-fg-2); font-size: 0.9em; min-height: 24px; }
.gw-approve details[open] > summary { margin-bottom: 6px; }
.gw-approve .gw-approve-buttons { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin-top: 4px; }
`

/** Methods that sign a message rather than send a transaction. */
const signingMethods = /sign(Message|TypedData|_typedData)|^personal_sign$|^eth_sign$|signMessage$/i

const isAmount = (value: unknown): value is ApprovalAmount =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApprovalAmount).amount === 'string' &&
  typeof (value as ApprovalAmount).symbol === 'string'

/** The view data, checked: a feeder that sends something else gets the waiting state. */
function readData(data: unknown): ApproveTransactionData | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { request, approve, reject } = data as Partial<ApproveTransactionData>
  if (typeof approve !== 'function' || typeof reject !== 'function') return undefined
  if (typeof request !== 'object' || request === null) return undefined
  const { method, origin, content } = request as Partial<ApprovalRequest>
  if (typeof method !== 'string' || typeof origin !== 'string') return undefined
  if (content?.kind !== 'call' && content?.kind !== 'message') return undefined
  return data as ApproveTransactionData
}

/**
 * SPEC §2 ApproveTransaction: what a wallet request asks the visitor to approve — method,
 * origin, network, the decoded call (or the message), value and fee — with Reject (focused
 * first, so Enter never approves by accident) and Approve.
 *
 * It is fed by `requestApproval(kernel, request)` from `gangway/kernel`, which opens this
 * view with {@link ApproveTransactionData}: `{ request, approve(), reject() }`, where
 * `request` is an {@link ApprovalRequest}:
 *
 * ```ts
 * {
 *   method: 'eth_sendTransaction',                 // the JSON-RPC method
 *   origin: 'https://shop.example',                // who asks
 *   caipNetworkId: 'eip155:1',                     // optional: the network
 *   content: { kind: 'call', to: '0x…', functionName: 'transfer(address,uint256)',
 *              args: [{ name: 'to', value: '0x…' }, { name: 'amount', value: '5' }],
 *              data: '0xa9059cbb…' }               // or { kind: 'message', message: 'Hello' }
 *   value: { amount: '0', symbol: 'ETH' },         // optional, formatted for people
 *   fee: { amount: '0.00042', symbol: 'ETH' },     // optional, formatted for people
 * }
 * ```
 *
 * Everything is rendered as text, never as HTML. Without valid data (an embedded wallet's
 * own frame handles the request) it shows the `ApproveTransaction:frame` slot.
 */
export function ApproveTransactionView({ data }: { data?: unknown }): ReactElement {
  const { kernel, t } = useUi()
  const root = useRef<HTMLDivElement>(null)
  const id = useId()
  useStyles(root, css)
  const approval = readData(data)
  const target = useMemo(() => previewTarget(approval?.request), [approval?.request])
  // No request data: an embedded wallet approves in its own frame, in this slot.
  if (!approval)
    return (
      <div className="frame-slot" ref={root}>
        <PluginSlot
          name={slots.approveTransactionFrame}
          data={undefined}
          fallback={
            <div className="center" role="status">
              <Spinner />
              <p>{t('ApproveTransaction.waiting')}</p>
            </div>
          }
        />
      </div>
    )

  const { request } = approval
  const { content } = request
  const signing = content.kind === 'message' || signingMethods.test(request.method)
  const network = request.caipNetworkId ? kernel.networks.get(request.caipNetworkId) : undefined
  const amount = (value: ApprovalAmount) => `${value.amount} ${value.symbol}`

  const details = (
    <>
      <dl>
        <dt>{t('ApproveTransaction.origin')}</dt>
        <dd data-testid="approve-origin">{request.origin}</dd>
        <dt>{t('ApproveTransaction.method')}</dt>
        <dd>
          <code>{request.method}</code>
        </dd>
        {network || request.caipNetworkId ? (
          <>
            <dt>{t('ApproveTransaction.network')}</dt>
            <dd>{network?.name ?? request.caipNetworkId}</dd>
          </>
        ) : null}
        {content.kind === 'call' ? (
          <>
            <dt>{t('ApproveTransaction.to')}</dt>
            <dd>
              <code>{content.to}</code>
            </dd>
            {content.functionName ? (
              <>
                <dt>{t('ApproveTransaction.function')}</dt>
                <dd>
                  <code>{content.functionName}</code>
                </dd>
              </>
            ) : null}
            {(content.args ?? []).map((arg, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: arguments are positional
              <ArgumentRow key={index} name={arg.name} value={arg.value} />
            ))}
          </>
        ) : null}
        {isAmount(request.value) ? (
          <>
            <dt>{t('ApproveTransaction.value')}</dt>
            <dd data-testid="approve-value">{amount(request.value)}</dd>
          </>
        ) : null}
        {!signing ? (
          <>
            <dt>{t('ApproveTransaction.fee')}</dt>
            <dd data-testid="approve-fee">
              {isAmount(request.fee) ? amount(request.fee) : t('ApproveTransaction.feeUnknown')}
            </dd>
          </>
        ) : null}
      </dl>
      {content.kind === 'message' ? (
        <ScrollableText
          labelId={`${id}-message`}
          label={t('ApproveTransaction.message')}
          text={content.message}
          testId="approve-message"
        />
      ) : content.data && !content.functionName ? (
        <ScrollableText
          labelId={`${id}-data`}
          label={t('ApproveTransaction.data')}
          text={content.data}
          testId="approve-data"
        />
      ) : null}
    </>
  )

  return (
    <div className="gw-approve" ref={root} data-testid="approve-transaction">
      <h3>{signing ? t('ApproveTransaction.sign') : t('ApproveTransaction.transaction')}</h3>
      {target ? (
        <>
          <TransactionPreview kernel={kernel} target={target} t={t} />
          {/* The request as sent, one tap away: a native disclosure, keyboard- and reader-ready. */}
          <details data-testid="approve-details">
            <summary>{t('ApproveTransaction.details')}</summary>
            {details}
          </details>
        </>
      ) : (
        details
      )}
      <div className="gw-approve-buttons">
        <button
          type="button"
          className="button secondary"
          data-autofocus
          data-action="reject"
          onClick={() => approval.reject()}
        >
          {t('ApproveTransaction.reject')}
        </button>
        <button
          type="button"
          className="button"
          data-action="approve"
          onClick={() => approval.approve()}
        >
          {t('ApproveTransaction.approve')}
        </button>
      </div>
    </div>
  )
}

/** What to preview: a request that carries its network, its sender and its params. */
function previewTarget(request: ApprovalRequest | undefined): PreviewRequestParameters | undefined {
  if (!request?.caipNetworkId || typeof request.from !== 'string' || request.params === undefined)
    return undefined
  return {
    caipNetworkId: request.caipNetworkId,
    from: request.from,
    request: { method: request.method, params: request.params },
  }
}

function ArgumentRow({ name, value }: { name: string; value: string }): ReactElement {
  return (
    <>
      <dt>{name}</dt>
      <dd>
        <code>{value}</code>
      </dd>
    </>
  )
}

/** Long text (a message, raw calldata) in a box that scrolls and is reachable by keyboard. */
function ScrollableText(props: {
  labelId: string
  label: string
  text: string
  testId: string
}): ReactElement {
  return (
    <div>
      <div className="gw-approve-label" id={props.labelId}>
        {props.label}
      </div>
      {/* Read-only text: scrollable, focusable and never parsed as HTML. */}
      <textarea
        className="gw-approve-text"
        readOnly
        rows={5}
        value={props.text}
        aria-labelledby={props.labelId}
        data-testid={props.testId}
      />
    </div>
  )
}
