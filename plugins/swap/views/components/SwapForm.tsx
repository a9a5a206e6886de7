import type { Network } from 'gangway/kernel'
import { Icon, Spinner } from 'gangway/ui'
import { type ReactElement, type RefObject, useId } from 'react'
import { priceImpactWarning } from '../../constants.js'
import type { SwapService } from '../../createSwapService.js'
import type { SwapText } from '../../messages.js'
import type { SwapToken } from '../../types.js'
import { formatToken } from '../format.js'
import type { useSwapAmounts } from '../hooks/useSwapAmounts.js'
import type { useSwapForm } from '../hooks/useSwapForm.js'
import type { useSwapQuote } from '../hooks/useSwapQuote.js'
import type { useSwapSteps } from '../hooks/useSwapSteps.js'
import type { useSwapTokens } from '../hooks/useSwapTokens.js'
import type { ShownBalance } from '../hooks/useTokenBalance.js'
import { AmountBox } from './AmountBox.js'
import { ImpactWarning } from './ImpactWarning.js'
import { QuoteFacts } from './QuoteFacts.js'
import { SwapProblem } from './SwapProblem.js'
import { type Side, TokenPicker } from './TokenPicker.js'

/** Props of {@link SwapForm}: the Swap view's hooks, and what the form reads beside them. */
export type SwapFormProps = {
  text: SwapText
  locale: string | undefined
  service: SwapService
  chainId: number
  network: Network | undefined
  nativePrice: number | undefined
  tokens: ReturnType<typeof useSwapTokens>
  amounts: ReturnType<typeof useSwapAmounts>
  quote: ReturnType<typeof useSwapQuote>
  steps: ReturnType<typeof useSwapSteps>
  form: ReturnType<typeof useSwapForm>
  balanceOf(token: SwapToken | undefined): ShownBalance | undefined
  amountField: RefObject<HTMLInputElement | null>
  submitButton: RefObject<HTMLButtonElement | null>
}

/**
 * The Swap form: what the visitor pays and receives (each with its token list), the flip, the
 * quote's figures and slippage, the price-impact warning, the approval hint, what went wrong,
 * and the button (Approve TOKEN, then Swap).
 */
export function SwapForm(props: SwapFormProps): ReactElement {
  const { text, locale, tokens, amounts, quote, steps, form } = props
  const { from, to, picking } = tokens
  const { ready } = quote
  const { busy } = steps
  const ids = { amount: useId(), out: useId(), slippage: useId(), picker: useId() }
  const picker = (side: Side) =>
    picking === side ? (
      <TokenPicker
        id={ids.picker}
        side={side}
        owned={tokens.owned}
        catalogue={tokens.catalogue}
        service={props.service}
        chainId={props.chainId}
        text={text}
        onChoose={(token) => form.choose(side, token)}
        onClose={() => form.closePicker(side)}
      />
    ) : null
  const toggle = (side: Side) => () => tokens.setPicking(picking === side ? undefined : side)

  return (
    <form onSubmit={form.submit} noValidate>
      <AmountBox
        text={text}
        id={ids.amount}
        label={text('Swap.sell')}
        value={form.inText}
        onChange={amounts.typeIn}
        disabled={busy}
        inputRef={props.amountField}
        invalid={form.short}
        token={from}
        picker={{ id: ids.picker, open: picking === 'from' }}
        tokenTestId="swap-from-token"
        tokenButtonRef={form.tokenButtons.from}
        onTokenClick={toggle('from')}
        balance={form.balance?.text}
        balanceTestId="swap-from-balance"
        onMax={form.max}
      />
      {picker('from')}

      <div className="gw-swap-flip">
        <button
          type="button"
          className="icon-button"
          aria-label={text('Swap.flip')}
          title={text('Swap.flip')}
          disabled={busy}
          onClick={form.flip}
        >
          <Icon name="swap" />
        </button>
      </div>

      <AmountBox
        text={text}
        id={ids.out}
        label={text('Swap.buy')}
        value={form.outText}
        onChange={amounts.typeOut}
        disabled={busy}
        busy={quote.quote.status === 'loading'}
        inputTestId="swap-amount-out"
        token={to}
        picker={{ id: ids.picker, open: picking === 'to' }}
        tokenTestId="swap-to-token"
        tokenButtonRef={form.tokenButtons.to}
        onTokenClick={toggle('to')}
        balance={props.balanceOf(to)?.text}
        balanceTestId="swap-to-balance"
      />
      {picker('to')}

      {to && !to.verified ? (
        <p className="gw-swap-warning" role="note">
          <Icon name="alert" />
          {text('Swap.unverified')}
        </p>
      ) : null}

      <QuoteFacts
        text={text}
        locale={locale}
        quote={quote.quote}
        from={from}
        to={to}
        network={props.network}
        nativePrice={props.nativePrice}
        slippageId={ids.slippage}
        slippageText={amounts.slippageText}
        slippage={amounts.slippage}
        slippageValid={amounts.slippageValid}
        onSlippage={amounts.setSlippageText}
        disabled={busy}
      />

      {form.impact !== undefined && form.impact > priceImpactWarning ? (
        <ImpactWarning
          text={text}
          locale={locale}
          impact={form.impact}
          accepted={quote.impactAccepted}
          onAccept={quote.setImpactAccepted}
        />
      ) : null}

      {ready && ready.missing > 0n && from && steps.step === 'idle' ? (
        <p className="gw-swap-hint" data-testid="swap-approve-hint">
          {text('Swap.approveHint', {
            amount: formatToken(form.spend ?? ready.quote.amountIn, { token: from, locale }),
          })}
        </p>
      ) : null}

      <SwapProblem
        text={text}
        problem={form.problem}
        failed={Boolean(steps.failure)}
        onRefresh={quote.refresh}
      />

      <p className="gw-swap-hint center-text" aria-live="polite">
        {busy ? text('Swap.walletHint') : '\u00a0'}
      </p>

      <button
        ref={props.submitButton}
        type="submit"
        className="button full"
        data-testid="swap-submit"
        disabled={!form.canSubmit}
        aria-busy={busy}
      >
        {busy ? <Spinner className="small-spinner" /> : null}
        {form.label}
      </button>
    </form>
  )
}
