import {
  formatAmount,
  Icon,
  Spinner,
  TransactionPreview,
  useConnection,
  useInitialFocus,
  useStyles,
  type ViewProps,
} from 'gangway/ui'
import { type ReactElement, useMemo, useRef } from 'react'
import { createSendText } from '../messages.js'
import { FeeFacts } from './components/FeeFacts.js'
import { SendFailure } from './components/SendFailure.js'
import { RecipientFacts, SendingAmount } from './components/SendSummary.js'
import { useConfirmSend } from './hooks/useConfirmSend.js'
import { usePreviewTarget } from './hooks/usePreviewTarget.js'
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
  const target = usePreviewTarget({ kernel, adapter, connection, state })
  const amountText = token
    ? `${formatAmount(state.sendTokenAmount.trim().replace(',', '.'), { decimals: token.decimals, locale })} ${token.symbol}`
    : ''
  const confirm = useConfirmSend({
    kernel,
    connection,
    estimate,
    amountText,
    sendButton,
    text,
    t,
  })

  if (!token || !connection)
    return (
      <div ref={root} className="gw-send">
        <p className="gw-send-hint">{text('WalletSend.tokenRequired')}</p>
      </div>
    )

  const usd = token.price === undefined ? undefined : Number(state.sendTokenAmount) * token.price

  return (
    <div ref={root} className="gw-send">
      <SendingAmount token={token} amountText={amountText} usd={usd} locale={locale} text={text} />
      <dl className="gw-send-facts">
        <RecipientFacts state={state} network={network} text={text} />
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

      <SendFailure error={state.error} loading={state.loading} text={text} />

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
