import type { Connection, Kernel, Network, TokenBalance } from 'gangway/kernel'
import {
  formatAmount,
  getBalanceTracker,
  Icon,
  Logo,
  Spinner,
  truncateAddress,
  useBalances,
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
  useSyncExternalStore,
} from 'react'
import { SendValidationError } from '../errors.js'
import { type ChainSender, type FeeEstimate, getChainSender } from '../getChainSender.js'
import { createSendText, type SendText } from '../messages.js'
import { hasNames, lookupReceiver, resolveReceiverName } from '../resolveReceiver.js'
import { getSendState, sendToken, updateSend } from '../sendToken.js'
import type { SendState } from '../state.js'
import { formatUnits, parseAmount } from '../units.js'
import { checkSend, validateSend } from '../validateSend.js'
import { sendCss } from './styles.js'

/** SPEC §9: inputs settle for 500 ms before a lookup or an estimate. */
const debounce = 500

/** What WalletSend hands to WalletSendPreview. */
type PreviewData = { fee?: FeeEstimate | undefined }

function useSendState(kernel: Kernel): SendState {
  const read = () => getSendState(kernel)
  return useSyncExternalStore(kernel.store.subscribeAll, read, read)
}

function useConnection(kernel: Kernel): Connection | undefined {
  const read = () => kernel.connections.get()
  return useSyncExternalStore(kernel.store.subscribeAll, read, read)
}

function useSender(kernel: Kernel, connection: Connection | undefined): ChainSender | undefined {
  const [sender, setSender] = useState<ChainSender>()
  const namespace = connection?.namespace
  useEffect(() => {
    let live = true
    setSender(undefined)
    if (namespace)
      getChainSender(kernel, namespace).then(
        (value) => live && setSender(value),
        () => {},
      )
    return () => {
      live = false
    }
  }, [kernel, namespace])
  return sender
}

/** A small amount (a fee) with its first significant digits: 0.0000441, not 0. */
export function formatSmall(value: bigint, decimals: number, locale: string | undefined): string {
  const text = formatUnits(value, decimals)
  const [, fraction = ''] = text.split('.')
  const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length
  return formatAmount(text, Math.max(4, leadingZeros + 3), locale)
}

function formatUsd(amount: number, locale: string | undefined): string {
  return new Intl.NumberFormat(locale ?? 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: amount < 0.01 ? 4 : 2,
  }).format(amount)
}

/** "0.0000441 ETH ($0.12)": the fee in the native coin, and in dollars when a price is known. */
function feeText(
  fee: FeeEstimate,
  network: Network,
  native: TokenBalance | undefined,
  locale: string | undefined,
): string {
  const { symbol, decimals } = network.nativeCurrency
  const coin = `${formatSmall(fee.fee, decimals, locale)} ${symbol}`
  if (native?.price === undefined) return coin
  const usd = Number(formatUnits(fee.fee, decimals)) * native.price
  return `${coin} (${formatUsd(usd, locale)})`
}

/** "0.000005 SOL network fee + 0.00203 SOL to open the receiver's token account": the fee's parts, when it has rent. */
function RentNote(props: {
  fee: FeeEstimate | undefined
  network: Network | undefined
  locale: string | undefined
  text: SendText
}): ReactElement | null {
  const { fee, network } = props
  if (!fee?.rent || !network) return null
  const { symbol, decimals } = network.nativeCurrency
  return (
    <dd className="gw-send-rent" data-testid="fee-rent">
      {props.text('WalletSend.feeRent', {
        fee: `${formatSmall(fee.fee - fee.rent, decimals, props.locale)} ${symbol}`,
        rent: `${formatSmall(fee.rent, decimals, props.locale)} ${symbol}`,
      })}
    </dd>
  )
}

/**
 * A lazily loaded view appears after the modal moved focus (to the dialog, for lack of a
 * control): put it on the view's first control then, unless the visitor is in the header.
 */
function useInitialFocus(
  root: RefObject<HTMLElement | null>,
  target: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const shadow = root.current?.getRootNode()
    const active = shadow instanceof ShadowRoot ? shadow.activeElement : document.activeElement
    if (active?.closest('.header') || root.current?.contains(active)) return
    target.current?.focus({ preventScroll: true })
  }, [root, target])
}

function tokenKey(token: TokenBalance | undefined): string {
  return token ? `${token.caipNetworkId}:${token.address ?? 'native'}` : ''
}

/**
 * SPEC §2/§4 WalletSend: token picker (the account's balances), amount with Max (leaving the
 * network fee for native sends), receiver (validated by the chain adapter; a name when a
 * names plugin is present), the fee estimate, then the preview.
 */
export default function WalletSend({ kernel, t }: ViewProps): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, sendCss)
  const locale = kernel.options.locale
  const text = useMemo(() => createSendText(t, locale), [t, locale])
  const state = useSendState(kernel)
  const connection = useConnection(kernel)
  const network = connection ? kernel.networks.get(connection.caipNetworkId) : undefined
  const balances = useBalances(kernel, connection)
  const sender = useSender(kernel, connection)
  const [picking, setPicking] = useState(false)
  const [problem, setProblem] = useState<SendValidationError>()
  const [fee, setFee] = useState<FeeEstimate>()
  const [busy, setBusy] = useState(false)
  const names = hasNames(kernel)
  const ids = { amount: useId(), receiver: useId(), problem: useId(), picker: useId() }
  const fields = {
    amount: useRef<HTMLInputElement>(null),
    receiver: useRef<HTMLInputElement>(null),
  }
  useInitialFocus(root, fields.amount)

  const tokens = useMemo(
    () => balances.balances.filter((balance) => !balance.address || balance.value > 0n),
    [balances.balances],
  )
  const token = state.token

  // SPEC §3: the form keeps the account's balances (and the last failure time).
  useEffect(() => {
    if (balances.status === 'ready') {
      const native = balances.native
      updateSend(kernel, {
        tokenBalances: balances.balances,
        networkBalanceInUSD:
          native?.price === undefined
            ? undefined
            : (Number(native.formatted) * native.price).toFixed(2),
      })
      // A chosen token follows its fresh balance.
      const current = getSendState(kernel).token
      const fresh = current && balances.balances.find((b) => tokenKey(b) === tokenKey(current))
      if (fresh && fresh.value !== current.value) updateSend(kernel, { token: fresh })
    } else if (balances.status === 'error') updateSend(kernel, { lastRetry: kernel.env.now() })
  }, [kernel, balances])

  // The fee for what is typed (or for a plain transfer to oneself while the form is empty).
  const receiver = state.receiverAddress.trim()
  const validReceiver = sender?.validateAddress(receiver) ? receiver : undefined
  const typed = token ? parseAmount(state.sendTokenAmount, token.decimals) : undefined
  const estimateAmount = typed !== undefined && token && typed <= token.value ? typed : 0n
  useEffect(() => {
    if (!sender || !token || !connection || !network) return setFee(undefined)
    let live = true
    const handle = kernel.env.setTimeout(() => {
      sender
        .estimateFee({
          from: connection.address,
          to: validReceiver ?? connection.address,
          amount: estimateAmount,
          token: token.address,
          network,
        })
        .then(
          (estimate) => live && setFee(estimate),
          (error: unknown) => kernel.log.debug('[send] fee estimate failed', error),
        )
    }, debounce)
    return () => {
      live = false
      kernel.env.clearTimeout(handle)
    }
  }, [kernel, sender, token, connection, network, validReceiver, estimateAmount])

  // The receiver's name, when a names plugin knows it.
  useEffect(() => {
    if (!names || !validReceiver || !connection || !network) return
    let live = true
    const handle = kernel.env.setTimeout(() => {
      void lookupReceiver(kernel, {
        namespace: connection.namespace,
        network,
        address: validReceiver,
      }).then((result) => {
        if (live && getSendState(kernel).receiverAddress.trim() === validReceiver)
          updateSend(kernel, {
            receiverProfileName: result?.name,
            receiverProfileImageUrl: result?.avatar,
          })
      })
    }, debounce)
    return () => {
      live = false
      kernel.env.clearTimeout(handle)
    }
  }, [kernel, names, validReceiver, connection, network])

  function edit(changes: Partial<SendState>) {
    setProblem(undefined)
    updateSend(kernel, changes)
  }

  function choose(next: TokenBalance) {
    setPicking(false)
    edit({ token: next })
    fields.amount.current?.focus()
  }

  async function max() {
    if (!token || !connection || !network || !sender) return
    if (token.address) return edit({ sendTokenAmount: formatUnits(token.value, token.decimals) })
    setBusy(true)
    try {
      // The fee of a plain transfer: what Max leaves in the account.
      const estimate = await sender.estimateFee({
        from: connection.address,
        to: validReceiver ?? connection.address,
        amount: 0n,
        network,
      })
      setFee(estimate)
      const rest = token.value - estimate.fee
      edit({ sendTokenAmount: formatUnits(rest > 0n ? rest : 0n, token.decimals) })
    } catch (error) {
      kernel.log.warn('[send] fee estimate failed', error)
      edit({ sendTokenAmount: formatUnits(token.value, token.decimals) })
    } finally {
      setBusy(false)
    }
  }

  async function preview(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      let current = getSendState(kernel)
      validateSend({ namespace: connection?.namespace, state: current })
      const ready = sender ?? (await getChainSender(kernel, connection!.namespace))
      const typedReceiver = current.receiverAddress.trim()
      if (names && !ready.validateAddress(typedReceiver) && network) {
        const address = await resolveReceiverName(kernel, {
          namespace: connection!.namespace,
          network,
          name: typedReceiver,
        })
        if (!address)
          throw new SendValidationError(
            'SEND_NAME_NOT_FOUND',
            'WalletSend.nameNotFound',
            'No address found for this name',
            'receiver',
          )
        updateSend(kernel, { receiverAddress: address, receiverProfileName: typedReceiver })
        current = getSendState(kernel)
      }
      const amount = checkSend({ state: current, validateAddress: ready.validateAddress })
      let estimate: FeeEstimate | undefined
      try {
        estimate = await ready.estimateFee({
          from: connection!.address,
          to: current.receiverAddress.trim(),
          amount,
          token: current.token!.address,
          network: network!,
        })
      } catch (error) {
        // The wallet estimates again; a failing estimate often means too little for the fee.
        kernel.log.debug('[send] fee estimate failed', error)
      }
      checkSend({
        state: current,
        validateAddress: ready.validateAddress,
        fee: estimate?.fee,
        nativeValue: balances.native?.value,
      })
      updateSend(kernel, { error: undefined })
      kernel.router.push('WalletSendPreview', { fee: estimate } satisfies PreviewData)
    } catch (error) {
      if (error instanceof SendValidationError) {
        setProblem(error)
        if (error.field === 'token') setPicking(true)
        else if (error.field) fields[error.field].current?.focus()
      } else kernel.toasts.show('error', (error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const invalid = (field: 'amount' | 'receiver') => problem?.field === field || undefined
  const describedBy = (field: 'amount' | 'receiver') =>
    problem?.field === field ? ids.problem : undefined

  return (
    <div ref={root} className="gw-send">
      <form onSubmit={(event) => void preview(event)} noValidate>
        <div className="gw-send-box">
          <label className="gw-send-label" htmlFor={ids.amount}>
            {text('WalletSend.amount')}
          </label>
          <div className="gw-send-row">
            <input
              ref={fields.amount}
              id={ids.amount}
              className="gw-send-amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              value={state.sendTokenAmount}
              aria-invalid={invalid('amount')}
              aria-describedby={describedBy('amount')}
              onChange={(event) => edit({ sendTokenAmount: event.target.value })}
            />
            <button
              type="button"
              className="gw-token-button"
              aria-expanded={picking}
              aria-controls={ids.picker}
              data-invalid={problem?.field === 'token' || undefined}
              onClick={() => setPicking(!picking)}
            >
              {token ? (
                <>
                  <Logo src={token.iconUrl} name={token.symbol || token.name} size="small" round />
                  <span className="sr-only">{text('WalletSend.token')}: </span>
                  {token.symbol}
                </>
              ) : (
                text('WalletSend.selectToken')
              )}
              <Icon name="chevronDown" className="chev" />
            </button>
          </div>
          <div className="gw-send-meta">
            <span>
              {token
                ? text('WalletSend.balance', {
                    amount: `${formatAmount(token.formatted, 4, locale)} ${token.symbol}`,
                  })
                : '\u00a0'}
            </span>
            {token ? (
              <button
                type="button"
                className="gw-max"
                onClick={() => void max()}
                disabled={busy}
                title={text('WalletSend.maxLabel')}
              >
                {text('WalletSend.max')}
              </button>
            ) : null}
          </div>
        </div>

        {picking ? (
          <TokenPicker
            id={ids.picker}
            tokens={tokens}
            selected={token}
            loading={balances.status === 'loading' || balances.status === 'idle'}
            network={network}
            locale={locale}
            text={text}
            onChoose={choose}
          />
        ) : null}

        <div className="gw-send-box">
          <label className="gw-send-label" htmlFor={ids.receiver}>
            {text('WalletSend.receiver')}
          </label>
          <input
            ref={fields.receiver}
            id={ids.receiver}
            className="gw-send-receiver"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={text(
              names ? 'WalletSend.receiverPlaceholderNames' : 'WalletSend.receiverPlaceholder',
            )}
            value={state.receiverAddress}
            aria-invalid={invalid('receiver')}
            aria-describedby={describedBy('receiver')}
            onChange={(event) =>
              edit({
                receiverAddress: event.target.value,
                receiverProfileName: undefined,
                receiverProfileImageUrl: undefined,
              })
            }
          />
          {state.receiverProfileName ? (
            <p className="gw-send-name" data-testid="receiver-name">
              <Logo
                src={state.receiverProfileImageUrl}
                name={state.receiverProfileName}
                size="small"
                round
              />
              {state.receiverProfileName}
            </p>
          ) : null}
        </div>

        <dl className="gw-send-facts">
          <div>
            <dt>{text('WalletSend.fee')}</dt>
            <dd data-testid="send-fee" className={fee ? undefined : 'muted'}>
              {fee && network
                ? feeText(fee, network, balances.native, locale)
                : text('WalletSend.feeUnknown')}
            </dd>
            <RentNote fee={fee} network={network} locale={locale} text={text} />
          </div>
        </dl>

        <div className="gw-send-problem" id={ids.problem} role="alert">
          {problem ? (
            <>
              <Icon name="alert" />
              {text(problem.key)}
            </>
          ) : null}
        </div>

        <button type="submit" className="button full" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner className="small-spinner" /> : null}
          {text('WalletSend.preview')}
        </button>
      </form>
    </div>
  )
}

function TokenPicker(props: {
  id: string
  tokens: readonly TokenBalance[]
  selected: TokenBalance | undefined
  loading: boolean
  network: Network | undefined
  locale: string | undefined
  text: SendText
  onChoose(token: TokenBalance): void
}): ReactElement {
  const { tokens, selected, text, locale } = props
  return (
    <fieldset className="gw-token-list" id={props.id}>
      <legend className="gw-send-label">{text('WalletSend.chooseToken')}</legend>
      {props.loading && !tokens.length ? (
        <div className="center">
          <Spinner />
        </div>
      ) : !tokens.length ? (
        <p className="gw-send-hint">
          {text('WalletSend.noTokens', { network: props.network?.name ?? '' })}
        </p>
      ) : (
        <ul className="stack">
          {tokens.map((token) => (
            <li key={tokenKey(token)}>
              <button
                type="button"
                className={`item${tokenKey(token) === tokenKey(selected) ? ' selected' : ''}`}
                aria-pressed={tokenKey(token) === tokenKey(selected)}
                onClick={() => props.onChoose(token)}
              >
                <Logo src={token.iconUrl} name={token.symbol || token.name} round />
                <span className="item-label">
                  {token.name}
                  <span className="item-sub">{token.symbol}</span>
                </span>
                <span className="token-amount">
                  {formatAmount(token.formatted, 2, locale)} {token.symbol}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}

/**
 * SPEC §2/§4 WalletSendPreview: what will be sent, to whom, on which network and for what
 * fee; Send runs the send flow. A rejection or failure stays here with the reason.
 */
export function WalletSendPreview({ kernel, data, t }: ViewProps): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, sendCss)
  const locale = kernel.options.locale
  const text = useMemo(() => createSendText(t, locale), [t, locale])
  const state = useSendState(kernel)
  const connection = useConnection(kernel)
  const network = connection ? kernel.networks.get(connection.caipNetworkId) : undefined
  const balances = useBalances(kernel, connection)
  const fee = (data as PreviewData | undefined)?.fee
  const token = state.token
  const sendButton = useRef<HTMLButtonElement>(null)
  useInitialFocus(root, sendButton)

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

  const amountText = `${formatAmount(state.sendTokenAmount.trim().replace(',', '.'), token.decimals, locale)} ${token.symbol}`
  const usd = token.price === undefined ? undefined : Number(state.sendTokenAmount) * token.price

  async function confirm() {
    try {
      await sendToken(kernel, {
        fee,
        onConfirmed: () =>
          getBalanceTracker(kernel).load(
            {
              namespace: connection!.namespace,
              address: connection!.address,
              caipNetworkId: connection!.caipNetworkId,
            },
            { force: true },
          ),
      })
      kernel.toasts.show('success', text('WalletSendPreview.success', { amount: amountText }))
    } catch (error) {
      kernel.log.warn('[send] send failed', error)
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
              truncateAddress(state.receiverAddress, 8, 6)
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
        <div>
          <dt>{text('WalletSendPreview.fee')}</dt>
          <dd data-testid="preview-fee">
            {fee && network ? feeText(fee, network, balances.native, locale) : '—'}
          </dd>
          <RentNote fee={fee} network={network} locale={locale} text={text} />
        </div>
      </dl>

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
