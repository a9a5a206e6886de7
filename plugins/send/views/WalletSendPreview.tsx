import type { PreviewRequestParameters } from 'gangway/kernel'
import {
  describeError,
  formatAmount,
  Icon,
  Logo,
  refreshBalances,
  Spinner,
  TransactionPreview,
  truncateAddress,
  useConnection,
  useInitialFocus,
  useStyles,
  type ViewProps,
} from 'gangway/ui'
import { type ReactElement, useEffect, useMemo, useRef } from 'react'
import { createSendText } from '../messages.js'
import { getSendState, sendToken, updateSend } from '../sendToken.js'
import { FeeFacts } from './components/FeeFacts.js'
import { formatUsd } from './format.js'
import { useSendBalances } from './hooks/useSendBalances.js'
import type { PreviewData } from './hooks/useSendForm.js'
import { useSendState } from './hooks/useSendState.js'
import { useTransferAdapter } from './hooks/useTransferAdapter.js'
import { sendCss } from './styles.js'

/**
 * SPEC §2/§4 WalletSendPreview: what will be sent, to whom, on which network and for what
 * fee; Send runs the send flow. A rejection or failure stays here with the reason.
 */
export default function WalletSendPreview({ kernel, data, t }: ViewProps): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, sendCss)
  const locale = kernel.options.locale
  const text = useMemo(() => createSendText(t, locale), [t, locale])
  const state = useSendState(kernel)
  const connection = useConnection(kernel)
  const network = connection ? kernel.networks.get(connection.caipNetworkId) : undefined
  const balances = useSendBalances(kernel, connection)
  const adapter = useTransferAdapter(kernel, connection?.namespace)
  const estimate = (data as PreviewData | undefined)?.estimate
  const token = state.token
  const sendButton = useRef<HTMLButtonElement>(null)
  useInitialFocus(root, sendButton)

  // Issue 33: what the transfer will do, from the chain that can simulate it (eip155 can).
  const amountUnits = state.sendTokenAmount.trim().replace(',', '.')
  const receiver = state.receiverAddress.trim()
  const namespace = connection?.namespace
  const caipNetworkId = connection?.caipNetworkId
  const from = connection?.address
  const target = useMemo((): PreviewRequestParameters | undefined => {
    if (!token || !namespace || !caipNetworkId || !from || !adapter) return undefined
    if (!kernel.chains.loaded(namespace)?.previewRequest) return undefined
    let amount: bigint
    try {
      amount = adapter.parseUnits(amountUnits, token.decimals)
    } catch {
      return undefined
    }
    const transfer = { to: receiver, amount, token: token.address, nft: token.nft }
    return { caipNetworkId, from, transfer }
  }, [kernel, adapter, token, namespace, caipNetworkId, from, amountUnits, receiver])

  // A stale failure belongs to an earlier attempt.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the preview opens
  useEffect(() => {
    if (!getSendState(kernel).loading) updateSend(kernel, { error: undefined })
  }, [])

  if (!token || !connection)
    return (
      <div ref={root} className="gw-send">
        <p className="gw-send-hint">{text('WalletSend.tokenRequired')}</p>
      </div>
    )

  const amountText = `${formatAmount(state.sendTokenAmount.trim().replace(',', '.'), { decimals: token.decimals, locale })} ${token.symbol}`
  const usd = token.price === undefined ? undefined : Number(state.sendTokenAmount) * token.price

  async function confirm() {
    try {
      await sendToken(kernel, {
        estimate,
        onConfirmed: () => refreshBalances(kernel, connection),
      })
      kernel.toasts.show({
        variant: 'success',
        message: text('WalletSendPreview.success', { amount: amountText }),
      })
    } catch (error) {
      kernel.log.warn('[send] send failed', error)
      // sendToken keeps the English (SEND_ERROR's); the visitor reads their language.
      if (getSendState(kernel).error) updateSend(kernel, { error: describeError(error, t) })
      sendButton.current?.focus()
    }
  }

  return (
    <div ref={root} className="gw-send">
      <div className="gw-preview-amount">
        <span className="gw-send-label">{text('WalletSendPreview.sending')}</span>
        <span className="gw-preview-value">
          <Logo src={token.iconUrl} name={token.symbol || token.name} round />
          <span data-testid="preview-amount">{amountText}</span>
        </span>
        {usd !== undefined ? <span className="gw-send-hint">{formatUsd(usd, locale)}</span> : null}
      </div>
      <dl className="gw-send-facts">
        <div>
          <dt>{text('WalletSendPreview.to')}</dt>
          <dd title={state.receiverAddress} data-testid="preview-receiver">
            {state.receiverProfileName ? (
              <>
                <strong>{state.receiverProfileName}</strong>{' '}
                {truncateAddress(state.receiverAddress)}
              </>
            ) : (
              truncateAddress(state.receiverAddress, { head: 8, tail: 6 })
            )}
          </dd>
        </div>
        <div>
          <dt>{text('WalletSendPreview.network')}</dt>
          <dd>
            {network ? (
              <>
                <Logo src={network.assets?.imageUrl} name={network.name} size="small" round />
                {network.name}
              </>
            ) : null}
          </dd>
        </div>
        <FeeFacts
          label={text('WalletSendPreview.fee')}
          fallback="—"
          estimate={estimate}
          network={network}
          native={balances.native}
          locale={locale}
          units={adapter}
          text={text}
          testId="preview-fee"
        />
      </dl>

      {target ? <TransactionPreview kernel={kernel} target={target} t={t} /> : null}

      <div className="gw-send-problem" role="alert" data-testid="send-error">
        {state.error ? (
          <>
            <Icon name="alert" />
            <span>
              <strong>{text('WalletSendPreview.failed')}</strong>
              <br />
              {state.error}
            </span>
          </>
        ) : null}
      </div>
      <p className="gw-send-hint center-text" aria-live="polite">
        {state.loading ? text('WalletSendPreview.hint') : '\u00a0'}
      </p>

      <div className="gw-send-actions">
        <button
          type="button"
          className="button secondary"
          disabled={state.loading}
          onClick={() => kernel.router.goBack()}
        >
          {text('WalletSendPreview.cancel')}
        </button>
        <button
          ref={sendButton}
          type="button"
          className="button"
          disabled={state.loading}
          aria-busy={state.loading}
          onClick={() => void confirm()}
        >
          {state.loading ? <Spinner className="small-spinner" /> : <Icon name="arrowUp" />}
          {state.loading ? text('WalletSendPreview.busy') : text('WalletSendPreview.confirm')}
        </button>
      </div>
    </div>
  )
}
