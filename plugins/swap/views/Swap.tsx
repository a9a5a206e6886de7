import { type Connection, type Kernel, perInstance } from 'gangway/kernel'
import {
  Icon,
  useBalances,
  useConnection,
  useInitialFocus,
  useStyles,
  type ViewProps,
} from 'gangway/ui'
import { type ReactElement, useMemo, useRef } from 'react'
import { createSwapService, type SwapService } from '../createSwapService.js'
import { createSwapText } from '../messages.js'
import type { SwapArguments } from '../swap.js'
import { getSwapSources } from '../swapSources.js'
import { SwapForm } from './components/SwapForm.js'
import { useSwapAmounts } from './hooks/useSwapAmounts.js'
import { useSwapForm } from './hooks/useSwapForm.js'
import { useSwapQuote } from './hooks/useSwapQuote.js'
import { useSwapSteps } from './hooks/useSwapSteps.js'
import { useSwapTokens } from './hooks/useSwapTokens.js'
import { useTokenBalance } from './hooks/useTokenBalance.js'
import { SwapReview } from './SwapReview.js'
import { swapCss } from './styles.js'

const serviceOf = perInstance(
  (kernel: Kernel): SwapService => createSwapService(kernel, getSwapSources(kernel)),
)

const chainIdOf = (connection: Connection | undefined): number | undefined => {
  const id = connection?.caipNetworkId.split(':')[1]
  return connection?.namespace === 'eip155' && id ? Number(id) : undefined
}

/**
 * SPEC §2 Swap: pay and receive tokens with pickers (the account's tokens, then the
 * sources' suggested and popular ones, search by symbol or pasted address), the quote with
 * rate, price impact (warn above 3 %, blocked above 15 % until confirmed), minimum received
 * at the slippage and the network fee; refreshed every 15 s. Approve (exact amount) when the
 * allowance is short, then swap, each previewed (SwapReview) and sent through the wallet.
 * Opened with `open({ view: 'Swap', data: { from, to, amount } })`.
 */
export default function Swap({ kernel, data, t }: ViewProps): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, swapCss)
  const locale = kernel.options.locale
  const text = useMemo(() => createSwapText(t, locale), [t, locale])
  const connection = useConnection(kernel)
  const chainId = chainIdOf(connection)
  const owner = connection?.address
  const balances = useBalances(kernel, connection)
  const service = serviceOf(kernel)
  const opened = (data ?? {}) as SwapArguments
  const amountField = useRef<HTMLInputElement>(null)
  const submitButton = useRef<HTMLButtonElement>(null)
  useInitialFocus(root, amountField)

  const tokens = useSwapTokens({ kernel, service, chainId, opened, balances: balances.balances })
  const { from, to } = tokens
  const { balanceOf, readAgain } = useTokenBalance({
    kernel,
    service,
    chainId,
    owner,
    balances: balances.balances,
    from,
    to,
  })
  const amounts = useSwapAmounts(opened.amount, { from, to })
  const steps = useSwapSteps({
    kernel,
    service,
    text,
    connection,
    chainId,
    from,
    to,
    slippage: amounts.slippage,
    focus: { submit: submitButton, amount: amountField },
    // Called once the wallet approved: `quote` is declared by then.
    onApproved: (approved) => quote.approved(approved),
    onSwapped: () => {
      amounts.clear()
      readAgain()
    },
  })
  const quote = useSwapQuote({
    kernel,
    service,
    chainId,
    supported: tokens.supported,
    from,
    to,
    amount: amounts.amount,
    exact: amounts.exact,
    owner,
    slippage: amounts.slippage,
    slippageValid: amounts.slippageValid,
    paused: steps.busy,
    onAsk: () => steps.setFailure(undefined),
  })
  const form = useSwapForm({
    text,
    owner,
    tokens,
    amounts,
    quote,
    steps,
    balanceOf,
    amountField,
  })

  if (chainId === undefined)
    return (
      <div ref={root} className="gw-swap">
        <p className="gw-swap-hint">{text('Swap.connect')}</p>
      </div>
    )
  if (tokens.supported === false)
    return (
      <div ref={root} className="gw-swap">
        <div className="gw-swap-problem" role="alert" data-testid="swap-unsupported">
          <Icon name="alert" />
          {text('Swap.unsupported')}
        </div>
      </div>
    )
  if (steps.review && from && to && owner)
    return (
      <div ref={root} className="gw-swap">
        <SwapReview
          kernel={kernel}
          service={service}
          t={t}
          text={text}
          action={steps.review.action}
          quote={steps.review.quote}
          from={from}
          to={to}
          owner={owner}
          slippage={amounts.slippage}
          busy={steps.step === 'swapping' || steps.step === 'approving'}
          onConfirm={steps.confirm}
          onBack={steps.back}
        />
      </div>
    )

  return (
    <div ref={root} className="gw-swap">
      <SwapForm
        text={text}
        locale={locale}
        service={service}
        chainId={chainId}
        network={connection ? kernel.networks.get(connection.caipNetworkId) : undefined}
        nativePrice={balances.native?.price}
        tokens={tokens}
        amounts={amounts}
        quote={quote}
        steps={steps}
        form={form}
        balanceOf={balanceOf}
        amountField={amountField}
        submitButton={submitButton}
      />
    </div>
  )
}
