import { type Connection, type Kernel, perInstance } from 'gangway/kernel'
import {
  formatAmount,
  Icon,
  refreshBalances,
  Spinner,
  useBalances,
  useConnection,
  useInitialFocus,
  useStyles,
  type ViewProps,
} from 'gangway/ui'
import {
  type FormEvent,
  type ReactElement,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { formatUnits, parseUnits } from 'viem'
import {
  defaultSlippage,
  isNativeToken,
  nativeTokenAddress,
  priceImpactBlock,
  priceImpactWarning,
  quoteRefreshInterval,
} from '../constants.js'
import { createSwapService, type SwapService } from '../createSwapService.js'
import { createSwapText } from '../messages.js'
import { maximumSpent, minimumReceived } from '../minimumReceived.js'
import { getSwapSources, type SwapArguments } from '../swap.js'
import type { SwapQuote, SwapToken, SwapTransaction } from '../types.js'
import { isRejection, problemText } from './problemText.js'
import { SwapReview } from './SwapReview.js'
import { swapCss } from './styles.js'
import { type Side, sameToken, TokenButton, TokenPicker } from './TokenPicker.js'

/** SPEC §9: inputs settle for 500 ms before a quote is asked. */
const debounce = 500

const serviceOf = perInstance(
  (kernel: Kernel): SwapService => createSwapService(kernel, getSwapSources(kernel)),
)

type Step = 'idle' | 'reviewing' | 'approving' | 'swapping'
type QuoteState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: SwapQuote | undefined }
  | { status: 'ready'; quote: SwapQuote; at: number; fee?: bigint | undefined; missing: bigint }
  | { status: 'error'; error: unknown }

const chainIdOf = (connection: Connection | undefined): number | undefined => {
  const id = connection?.caipNetworkId.split(':')[1]
  return connection?.namespace === 'eip155' && id ? Number(id) : undefined
}

function parseAmount(text: string, decimals: number): bigint | undefined {
  const clean = text.trim().replace(',', '.')
  if (!/^\d*\.?\d*$/.test(clean) || clean === '' || clean === '.') return undefined
  const [whole = '', fraction = ''] = clean.split('.')
  if (fraction.length > decimals) return undefined
  return parseUnits(`${whole || '0'}.${fraction || '0'}`, decimals)
}

function formatPercent(value: number, locale: string | undefined): string {
  return new Intl.NumberFormat(locale ?? 'en-US', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(value)
}

/**
 * SPEC §2 Swap: pay and receive tokens with pickers (the account's tokens, then the
 * sources' suggested and popular ones, search by symbol or pasted address), the quote with
 * rate, price impact (warn above 3 %, blocked above 15 % until confirmed), minimum received
 * at the slippage and the network fee; refreshed every 15 s. Approve (exact amount) when the
 * allowance is short, then swap, each through the wallet. Opened with
 * `open({ view: 'Swap', data: { from, to, amount } })`.
 */
export default function Swap({ kernel, data, t }: ViewProps): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, swapCss)
  const locale = kernel.options.locale
  const text = useMemo(() => createSwapText(t, locale), [t, locale])
  const connection = useConnection(kernel)
  const chainId = chainIdOf(connection)
  const network = connection ? kernel.networks.get(connection.caipNetworkId) : undefined
  const balances = useBalances(kernel, connection)
  const service = serviceOf(kernel)
  const opened = (data ?? {}) as SwapArguments

  const [supported, setSupported] = useState<boolean>()
  const [catalogue, setCatalogue] = useState<readonly SwapToken[]>([])
  const [from, setFrom] = useState<SwapToken>()
  const [to, setTo] = useState<SwapToken>()
  const [amountText, setAmountText] = useState(opened.amount ?? '')
  // Which field the visitor typed in; the other one shows the quote.
  const [exact, setExact] = useState<'in' | 'out'>('in')
  const [outTyped, setOutTyped] = useState('')
  const [slippageText, setSlippageText] = useState(String(defaultSlippage))
  const [picking, setPicking] = useState<Side>()
  const [quote, setQuote] = useState<QuoteState>({ status: 'idle' })
  const [refreshes, setRefreshes] = useState(0)
  const [step, setStep] = useState<Step>('idle')
  const [failure, setFailure] = useState<unknown>()
  const [review, setReview] = useState<{ action: 'approve' | 'swap'; quote: SwapQuote }>()
  const [impactAccepted, setImpactAccepted] = useState(false)
  const ids = {
    amount: useId(),
    out: useId(),
    slippage: useId(),
    picker: useId(),
  }
  const amountField = useRef<HTMLInputElement>(null)
  const tokenButtons = {
    from: useRef<HTMLButtonElement>(null),
    to: useRef<HTMLButtonElement>(null),
  }
  const submitButton = useRef<HTMLButtonElement>(null)
  useInitialFocus(root, amountField)
  // The button is disabled while the wallet works: focus returns once the step re-rendered.
  const focusAfter = useRef<RefObject<HTMLElement | null>>(undefined)
  useEffect(() => {
    if (step !== 'idle' || !focusAfter.current) return
    focusAfter.current.current?.focus()
    focusAfter.current = undefined
  })

  // The account's tokens come first in the pickers: they are what the visitor can pay with.
  const owned = useMemo<readonly SwapToken[]>(
    () =>
      balances.balances
        .filter((balance) => !balance.address || balance.value > 0n)
        .map((balance) => ({
          address: balance.address ?? nativeTokenAddress,
          name: balance.name,
          symbol: balance.symbol,
          decimals: balance.decimals,
          logoUri: balance.iconUrl,
          verified: true,
        })),
    [balances.balances],
  )
  // Tokens outside the account's list (picked from the catalogue) have their balance read.
  const [read, setRead] = useState<Readonly<Record<string, bigint>>>({})
  const [balanceReads, setBalanceReads] = useState(0)
  const balanceOf = (token: SwapToken | undefined): { value: bigint; text: string } | undefined => {
    if (!token) return undefined
    const listed = balances.balances.find((balance) =>
      isNativeToken(token.address) ? !balance.address : sameToken(balance.address, token.address),
    )
    if (listed)
      return {
        value: listed.value,
        text: `${formatAmount(listed.formatted, 4, locale)} ${listed.symbol}`,
      }
    const value = read[token.address.toLowerCase()]
    return value === undefined
      ? undefined
      : {
          value,
          text: `${formatAmount(formatUnits(value, token.decimals), 4, locale)} ${token.symbol}`,
        }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `balanceReads` reads again after a swap
  useEffect(() => {
    const owner = connection?.address
    if (chainId === undefined || !owner) return
    let live = true
    for (const token of [from, to]) {
      if (!token) continue
      void service.getBalance({ chainId, token: token.address, owner }).then(
        (value) =>
          live && setRead((current) => ({ ...current, [token.address.toLowerCase()]: value })),
        (error: unknown) => kernel.log.debug('[swap] balance read failed', error),
      )
    }
    return () => {
      live = false
    }
  }, [kernel, service, chainId, connection?.address, from, to, balanceReads])

  // Tokens belong to a network: another network starts the pair again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the network changes
  useEffect(() => {
    setFrom(undefined)
    setTo(undefined)
    setPicking(undefined)
    setReview(undefined)
    setStep((current) => (current === 'reviewing' ? 'idle' : current))
  }, [chainId])

  // Which network, which tokens: once per network.
  useEffect(() => {
    setSupported(undefined)
    setCatalogue([])
    if (chainId === undefined) return
    let live = true
    void service.supportsChain(chainId).then(
      async (yes) => {
        if (!live) return
        setSupported(yes)
        if (!yes) return
        const tokens = await service.getTokens(chainId).catch((error: unknown) => {
          kernel.log.warn('[swap] token list failed', error)
          return []
        })
        if (live) setCatalogue(tokens)
      },
      (error: unknown) => {
        kernel.log.warn('[swap] sources failed to load', error)
        if (live) setSupported(false)
      },
    )
    return () => {
      live = false
    }
  }, [kernel, service, chainId])

  // The opening arguments pick the tokens once the catalogue is known.
  useEffect(() => {
    const all = [...owned, ...catalogue]
    const find = (address: string | undefined) =>
      address ? all.find((token) => sameToken(token.address, address)) : undefined
    setFrom((current) => current ?? find(opened.from) ?? find(nativeTokenAddress))
    setTo((current) => current ?? find(opened.to))
  }, [owned, catalogue, opened.from, opened.to])

  const slippage = Number(slippageText.replace(',', '.'))
  const slippageValid = Number.isFinite(slippage) && slippage >= 0 && slippage <= 50
  const typedToken = exact === 'in' ? from : to
  const amount = typedToken
    ? parseAmount(exact === 'in' ? amountText : outTyped, typedToken.decimals)
    : undefined
  const owner = connection?.address

  // A quote for what is typed, settled for 500 ms, and again every 15 s while it stands.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refreshes` asks again on purpose
  useEffect(() => {
    setFailure(undefined)
    if (!from || !to || !amount || !owner || chainId === undefined || !supported)
      return setQuote({ status: 'idle' })
    let live = true
    setQuote((current) => ({
      status: 'loading',
      previous: current.status === 'ready' ? current.quote : undefined,
    }))
    const handle = kernel.env.setTimeout(() => {
      void (async () => {
        try {
          const next = await service.getQuote({
            chainId,
            from: from.address,
            to: to.address,
            amount,
            kind: exact === 'in' ? 'exactIn' : 'exactOut',
            userAddress: owner,
          })
          const missing = await service.getMissingAllowance(
            next,
            owner,
            slippageValid ? slippage : undefined,
          )
          if (!live) return
          setImpactAccepted(false)
          setQuote({ status: 'ready', quote: next, at: kernel.env.now(), missing })
          const fee = await service
            .estimateFee({ quote: next, owner, slippage: slippageValid ? slippage : 1 })
            .catch(() => undefined)
          if (live && fee !== undefined)
            setQuote((current) =>
              current.status === 'ready' && current.quote === next ? { ...current, fee } : current,
            )
        } catch (error) {
          kernel.log.debug('[swap] quote failed', error)
          if (live) setQuote({ status: 'error', error })
        }
      })()
    }, debounce)
    return () => {
      live = false
      kernel.env.clearTimeout(handle)
    }
  }, [kernel, service, chainId, supported, from, to, amount, exact, owner, refreshes, slippage])

  useEffect(() => {
    if (quote.status !== 'ready' || step !== 'idle') return
    const handle = kernel.env.setTimeout(() => setRefreshes((n) => n + 1), quoteRefreshInterval)
    return () => kernel.env.clearTimeout(handle)
  }, [kernel, quote, step])

  function choose(side: Side, token: SwapToken) {
    setPicking(undefined)
    const other = side === 'from' ? to : from
    // Picking the other side's token flips the pair instead of making it a no-op.
    if (other && sameToken(other.address, token.address)) flip()
    else if (side === 'from') setFrom(token)
    else setTo(token)
    amountField.current?.focus()
  }

  /** Escape: the list closes and focus goes back to the button that opened it. */
  function closePicker(side: Side) {
    setPicking(undefined)
    tokenButtons[side].current?.focus()
  }

  function flip() {
    const ready = quote.status === 'ready' ? quote.quote : undefined
    setFrom(to)
    setTo(from)
    setExact('in')
    if (ready && to) setAmountText(formatUnits(ready.amountOut, to.decimals))
  }

  function max() {
    const balance = balanceOf(from)
    if (!from || !balance) return
    let value = balance.value
    // The native coin keeps twice the quoted fee (or a small reserve) for gas.
    if (isNativeToken(from.address)) {
      const reserve = quote.status === 'ready' && quote.fee ? quote.fee * 2n : 10n ** 15n
      value = value > reserve ? value - reserve : 0n
    }
    setExact('in')
    setAmountText(formatUnits(value, from.decimals))
  }

  const ready = quote.status === 'ready' ? quote : undefined
  const shown = ready?.quote ?? (quote.status === 'loading' ? quote.previous : undefined)
  const impact = ready?.quote.priceImpact
  const blocked = impact !== undefined && impact > priceImpactBlock && !impactAccepted
  const balance = balanceOf(from)
  // What the swap may take: the typed input, or an exact output's maximum input.
  const spend =
    exact === 'in'
      ? amount
      : ready && slippageValid
        ? maximumSpent(ready.quote, slippage)
        : undefined
  const short = spend !== undefined && balance !== undefined && spend > balance.value
  const busy = step !== 'idle'

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!ready || !owner || !connection || busy || blocked || short || !slippageValid) return
    setFailure(undefined)
    // Issue 33: the approval (when the allowance is short), then the swap, each previewed
    // before the wallet is asked (SwapReview).
    setReview({ action: ready.missing === 0n ? 'swap' : 'approve', quote: ready.quote })
    setStep('reviewing')
  }

  /** Sends the approval the preview step showed; the form then offers the swap. */
  async function confirmApprove(transaction: SwapTransaction) {
    if (!review || !owner || !connection) return
    const approved = review.quote
    setStep('approving')
    try {
      await service.approve({
        quote: approved,
        owner,
        connectorId: connection.connector.id,
        slippage,
        transaction,
      })
      kernel.toasts.show('success', text('Swap.approved', { symbol: from?.symbol ?? '' }))
      setQuote((current) =>
        current.status === 'ready' && current.quote === approved
          ? { ...current, missing: 0n }
          : current,
      )
      focusAfter.current = submitButton
    } catch (error) {
      fail(error)
    } finally {
      setReview(undefined)
      setStep('idle')
    }
  }

  /** Sends the transaction the preview step showed. */
  async function confirmSwap(transaction: SwapTransaction) {
    if (!review || !owner || !connection || !from || !to) return
    const swapped = review.quote
    setStep('swapping')
    try {
      await service.swap({
        quote: swapped,
        owner,
        connectorId: connection.connector.id,
        slippage,
        transaction,
      })
      const paid = `${formatAmount(formatUnits(swapped.amountIn, from.decimals), 6, locale)} ${from.symbol}`
      const got = `${formatAmount(formatUnits(swapped.amountOut, to.decimals), 6, locale)} ${to.symbol}`
      kernel.toasts.show('success', text('Swap.success', { from: paid, to: got }))
      setAmountText('')
      setOutTyped('')
      setExact('in')
      setBalanceReads((n) => n + 1)
      focusAfter.current = amountField
      await refreshBalances(kernel, connection)
    } catch (error) {
      fail(error)
    } finally {
      setReview(undefined)
      setStep('idle')
    }
  }

  function fail(error: unknown) {
    kernel.log.warn('[swap] failed', error)
    setFailure(error)
    kernel.toasts.show('error', problemText(error, text))
    focusAfter.current = submitButton
  }

  function leaveReview() {
    setReview(undefined)
    setStep('idle')
    focusAfter.current = submitButton
  }

  if (chainId === undefined)
    return (
      <div ref={root} className="gw-swap">
        <p className="gw-swap-hint">{text('Swap.connect')}</p>
      </div>
    )
  if (supported === false)
    return (
      <div ref={root} className="gw-swap">
        <div className="gw-swap-problem" role="alert" data-testid="swap-unsupported">
          <Icon name="alert" />
          {text('Swap.unsupported')}
        </div>
      </div>
    )

  if (review && from && to && owner)
    return (
      <div ref={root} className="gw-swap">
        <SwapReview
          kernel={kernel}
          service={service}
          t={t}
          text={text}
          action={review.action}
          quote={review.quote}
          from={from}
          to={to}
          owner={owner}
          slippage={slippage}
          busy={step === 'swapping' || step === 'approving'}
          onConfirm={(transaction) =>
            void (review.action === 'approve' ? confirmApprove : confirmSwap)(transaction)
          }
          onBack={leaveReview}
        />
      </div>
    )

  const label = (() => {
    if (!from || !to) return text('Swap.selectToken')
    if (!amount) return text('Swap.enterAmount')
    if (short) return text('Swap.insufficient', { symbol: from.symbol })
    if (step === 'approving') return text('Swap.approving', { symbol: from.symbol })
    if (step === 'swapping') return text('Swap.swapping')
    if (ready && ready.missing > 0n) return text('Swap.approve', { symbol: from.symbol })
    return text('Swap.swap')
  })()
  const problem = failure ?? (quote.status === 'error' ? quote.error : undefined)
  const outText =
    exact === 'out' ? outTyped : shown && to ? formatUnits(shown.amountOut, to.decimals) : ''
  const inText =
    exact === 'in' ? amountText : shown && from ? formatUnits(shown.amountIn, from.decimals) : ''

  return (
    <div ref={root} className="gw-swap">
      <form onSubmit={submit} noValidate>
        <div className="gw-swap-box">
          <label className="gw-swap-label" htmlFor={ids.amount}>
            {text('Swap.sell')}
          </label>
          <div className="gw-swap-row">
            <input
              ref={amountField}
              id={ids.amount}
              className="gw-swap-amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              value={inText}
              aria-invalid={short || undefined}
              disabled={busy}
              onChange={(event) => {
                setExact('in')
                setAmountText(event.target.value)
              }}
            />
            <TokenButton
              token={from}
              text={text}
              expanded={picking === 'from'}
              controls={ids.picker}
              testId="swap-from-token"
              buttonRef={tokenButtons.from}
              onClick={() => setPicking(picking === 'from' ? undefined : 'from')}
            />
          </div>
          <div className="gw-swap-meta">
            <span data-testid="swap-from-balance">
              {balance ? text('Swap.balance', { amount: balance.text }) : '\u00a0'}
            </span>
            {balance ? (
              <button
                type="button"
                className="gw-max"
                onClick={max}
                disabled={busy}
                title={text('Swap.maxLabel')}
              >
                {text('Swap.max')}
              </button>
            ) : null}
          </div>
        </div>

        {picking === 'from' ? (
          <TokenPicker
            id={ids.picker}
            side="from"
            owned={owned}
            catalogue={catalogue}
            service={service}
            chainId={chainId}
            text={text}
            onChoose={(token) => choose('from', token)}
            onClose={() => closePicker('from')}
          />
        ) : null}

        <div className="gw-swap-flip">
          <button
            type="button"
            className="icon-button"
            aria-label={text('Swap.flip')}
            title={text('Swap.flip')}
            disabled={busy}
            onClick={flip}
          >
            <Icon name="swap" />
          </button>
        </div>

        <div className="gw-swap-box">
          <label className="gw-swap-label" htmlFor={ids.out}>
            {text('Swap.buy')}
          </label>
          <div className="gw-swap-row">
            <input
              id={ids.out}
              className="gw-swap-amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              disabled={busy}
              value={outText}
              onChange={(event) => {
                setExact('out')
                setOutTyped(event.target.value)
              }}
              aria-busy={quote.status === 'loading'}
              data-testid="swap-amount-out"
            />
            <TokenButton
              token={to}
              text={text}
              expanded={picking === 'to'}
              controls={ids.picker}
              testId="swap-to-token"
              buttonRef={tokenButtons.to}
              onClick={() => setPicking(picking === 'to' ? undefined : 'to')}
            />
          </div>
          <div className="gw-swap-meta">
            <span data-testid="swap-to-balance">
              {balanceOf(to) ? text('Swap.balance', { amount: balanceOf(to)!.text }) : '\u00a0'}
            </span>
          </div>
        </div>

        {picking === 'to' ? (
          <TokenPicker
            id={ids.picker}
            side="to"
            owned={owned}
            catalogue={catalogue}
            service={service}
            chainId={chainId}
            text={text}
            onChoose={(token) => choose('to', token)}
            onClose={() => closePicker('to')}
          />
        ) : null}

        {to && !to.verified ? (
          <p className="gw-swap-warning" role="note">
            <Icon name="alert" />
            {text('Swap.unverified')}
          </p>
        ) : null}

        <dl className="gw-swap-facts" aria-live="polite" data-testid="swap-facts">
          {quote.status === 'loading' ? (
            <div>
              <dt>{text('Swap.quoting')}</dt>
              <dd>
                <Spinner className="small-spinner" />
              </dd>
            </div>
          ) : null}
          {ready && from && to ? (
            <>
              <div>
                <dt>{text('Swap.rate')}</dt>
                <dd data-testid="swap-rate">
                  1 {from.symbol} ≈{' '}
                  {formatAmount(
                    rate(ready.quote.amountIn, from.decimals, ready.quote.amountOut, to.decimals),
                    6,
                    locale,
                  )}{' '}
                  {to.symbol}
                </dd>
              </div>
              {impact !== undefined ? (
                <div>
                  <dt>{text('Swap.priceImpact')}</dt>
                  <dd
                    data-testid="swap-impact"
                    className={impact > priceImpactWarning ? 'warn' : undefined}
                  >
                    {formatPercent(impact, locale)}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>
                  {text(
                    ready.quote.kind === 'exactOut' ? 'Swap.maximumSold' : 'Swap.minimumReceived',
                  )}
                </dt>
                <dd data-testid="swap-minimum">
                  {!slippageValid
                    ? '—'
                    : ready.quote.kind === 'exactOut'
                      ? `${formatAmount(formatUnits(maximumSpent(ready.quote, slippage), from.decimals), 6, locale)} ${from.symbol}`
                      : `${formatAmount(formatUnits(minimumReceived(ready.quote.amountOut, slippage), to.decimals), 6, locale)} ${to.symbol}`}
                </dd>
              </div>
              <div>
                <dt>{text('Swap.fee')}</dt>
                <dd data-testid="swap-fee">
                  {ready.fee !== undefined && network
                    ? feeText(ready.fee, network.nativeCurrency, balances.native?.price, locale)
                    : '—'}
                </dd>
              </div>
            </>
          ) : null}
          <div>
            <dt>
              <label htmlFor={ids.slippage}>{text('Swap.slippage')}</label>
            </dt>
            <dd>
              <input
                id={ids.slippage}
                className="gw-swap-slippage"
                inputMode="decimal"
                autoComplete="off"
                value={slippageText}
                aria-invalid={!slippageValid || undefined}
                disabled={busy}
                onChange={(event) => setSlippageText(event.target.value)}
              />
            </dd>
          </div>
        </dl>

        {impact !== undefined && impact > priceImpactWarning ? (
          <div className="gw-swap-warning" data-testid="swap-impact-warning">
            <Icon name="alert" />
            <span>
              {text('Swap.impactWarning', { impact: formatPercent(impact, locale) })}
              {impact > priceImpactBlock ? (
                <label className="gw-swap-accept">
                  <input
                    type="checkbox"
                    checked={impactAccepted}
                    onChange={(event) => setImpactAccepted(event.target.checked)}
                  />
                  {text('Swap.impactConfirm', { impact: formatPercent(impact, locale) })}
                </label>
              ) : null}
            </span>
          </div>
        ) : null}

        {ready && ready.missing > 0n && from && step === 'idle' ? (
          <p className="gw-swap-hint" data-testid="swap-approve-hint">
            {text('Swap.approveHint', {
              amount: `${formatAmount(formatUnits(spend ?? ready.quote.amountIn, from.decimals), 6, locale)} ${from.symbol}`,
            })}
          </p>
        ) : null}

        <div className="gw-swap-problem" role="alert" data-testid="swap-error">
          {problem ? (
            <>
              <Icon name="alert" />
              <span>
                {failure ? (
                  <>
                    <strong>{text('Swap.failed')}</strong>
                    <br />
                  </>
                ) : null}
                {problemText(problem, text)}
              </span>
            </>
          ) : null}
        </div>
        {problem && !isRejection(problem) ? (
          <button
            type="button"
            className="button secondary full"
            onClick={() => setRefreshes((n) => n + 1)}
          >
            {text('Swap.refresh')}
          </button>
        ) : null}

        <p className="gw-swap-hint center-text" aria-live="polite">
          {busy ? text('Swap.walletHint') : '\u00a0'}
        </p>

        <button
          ref={submitButton}
          type="submit"
          className="button full"
          data-testid="swap-submit"
          disabled={!ready || busy || blocked || short || !slippageValid}
          aria-busy={busy}
        >
          {busy ? <Spinner className="small-spinner" /> : null}
          {label}
        </button>
      </form>
    </div>
  )
}

/** "≈ 0.000211 ETH ($0.52)": the fee in the native coin, and in dollars when a price is known. */
function feeText(
  fee: bigint,
  native: { symbol: string; decimals: number },
  price: number | undefined,
  locale: string | undefined,
): string {
  const amount = formatUnits(fee, native.decimals)
  const coin = `≈ ${formatAmount(amount, 6, locale)} ${native.symbol}`
  if (price === undefined) return coin
  const usd = new Intl.NumberFormat(locale ?? 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
  }).format(Number(amount) * price)
  return `${coin} (${usd})`
}

/** How much `to` one whole `from` buys at this quote, as a decimal string. */
function rate(amountIn: bigint, fromDecimals: number, amountOut: bigint, toDecimals: number) {
  if (amountIn === 0n) return '0'
  const scaled = (amountOut * 10n ** BigInt(fromDecimals) * 10n ** 18n) / amountIn
  return formatUnits(scaled, toDecimals + 18)
}
