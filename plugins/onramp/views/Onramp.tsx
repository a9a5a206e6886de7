import {
  type CaipNetworkId,
  formatUnits,
  getShortMessage,
  type Kernel,
  perInstance,
} from 'gangway/kernel'
import {
  formatAmount,
  Icon,
  refreshBalances,
  Spinner,
  truncateAddress,
  useConnection,
  useInitialFocus,
  useStyles,
  type ViewProps,
} from 'gangway/ui'
import { type ReactElement, useEffect, useId, useMemo, useRef, useState } from 'react'
import {
  cardOnrampChains,
  fallbackOnrampChain,
  onrampNetworkByCaip,
  onrampPollInterval,
} from '../constants.js'
import {
  type AmountLimits,
  checkAmount,
  createOnrampService,
  feeRangeOf,
  limitsOf,
  type OnrampService,
  type ProviderOptions,
} from '../createOnrampService.js'
import { OnrampPopupBlockedError, OnrampUrlRefusedError } from '../errors.js'
import { createOnrampText, type OnrampText } from '../messages.js'
import { getOnrampSettings, type OnrampArguments, onrampReturnParameter } from '../onramp.js'
import { type PendingPurchase, pendingPurchaseKey } from '../pendingPurchase.js'
import { openPurchaseWindow, type PurchaseWindow } from '../purchaseWindow.js'
import { type AssetBalance, readAssetBalance } from '../readAssetBalance.js'
import type { OnrampOptions, OnrampPaymentMethod, OnrampQuote } from '../types.js'
import { onrampCss } from './styles.js'

/** SPEC §9: inputs settle for 500 ms before quotes are asked. */
const debounce = 500

const serviceOf = perInstance(
  (kernel: Kernel): OnrampService =>
    createOnrampService(kernel, getOnrampSettings(kernel).providers),
)

/** One purchase, from the click to its end. */
type Purchase = {
  id: string
  provider: string
  label: string
  namespace: string
  /** The configured network the funds arrive on; undefined when the host has none for it. */
  caipNetworkId: CaipNetworkId | undefined
  address: string
  asset: string
  /** The asset's balance when the purchase started (smallest unit), when readable. */
  before: bigint | undefined
}

type Phase =
  | { step: 'form' }
  | { step: 'opening'; purchase: Purchase }
  | { step: 'waiting'; purchase: Purchase; popup: PurchaseWindow }
  | { step: 'submitted'; purchase: Purchase }
  | { step: 'success'; purchase: Purchase; arrived: string }
  | { step: 'cancelled'; purchase: Purchase }
  | { step: 'failed'; message: string }

type QuoteRow = { status: 'loading' } | { status: 'ready'; quote: OnrampQuote }

const amountPattern = /^\d{1,9}([.,]\d{1,2})?$/

/** The provider network names a connection's namespace can receive on. */
function receivable(namespace: string, name: string, chainId: string, mapped: readonly string[]) {
  if (namespace === 'solana') return name === 'solana'
  if (namespace !== 'eip155' || !chainId) return false
  return (cardOnrampChains as readonly string[]).includes(name) || mapped.includes(name)
}

/** 128 random bits as hex (`randomUUID` needs a secure context; this does not). */
function newPurchaseId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
}

/** The page the provider sends the visitor back to: this page, with the purchase id. */
function returnUrlFor(id: string): string {
  const url = new URL(location.href)
  url.hash = ''
  url.searchParams.delete(onrampReturnParameter)
  url.searchParams.set(onrampReturnParameter, id)
  return url.href
}

function formatFiat(
  amount: string,
  currency: string,
  locale: string | undefined,
  whole = false,
): string {
  const value = Number(amount)
  if (!Number.isFinite(value)) return `${amount} ${currency}`
  try {
    return new Intl.NumberFormat(locale ?? 'en-US', {
      style: 'currency',
      currency,
      ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
    }).format(value)
  } catch {
    return `${amount} ${currency}`
  }
}

function formatPercent(value: number, locale: string | undefined): string {
  return new Intl.NumberFormat(locale ?? 'en-US', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value)
}

function problemText(error: unknown, text: OnrampText): string {
  if (error instanceof OnrampPopupBlockedError) return text('Onramp.blocked')
  if (error instanceof OnrampUrlRefusedError) return text('Onramp.refused')
  return getShortMessage(error)
}

/**
 * SPEC §1 buy crypto: choose the asset, network, currency, payment method and amount (its
 * limits checked as the visitor types), compare the providers' quotes side by side, open
 * the chosen provider's widget (a popup opened on the click on a laptop; the page itself
 * on a phone), wait while the chain is watched, and end on submitted, arrived, cancelled or
 * failed. The destination is always the connected account. Opened with
 * `open({ view: 'Onramp', data: { asset, amount } })`.
 */
export default function Onramp({ kernel, data, t }: ViewProps): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, onrampCss)
  const locale = kernel.options.locale
  const text = useMemo(() => createOnrampText(t, locale), [t, locale])
  const connection = useConnection(kernel)
  const settings = getOnrampSettings(kernel)
  const service = serviceOf(kernel)
  const opened = (data ?? {}) as OnrampArguments & { resume?: PendingPurchase | undefined }

  const [phase, setPhase] = useState<Phase>(() => {
    const resume = opened.resume
    if (!resume) return { step: 'form' }
    const label =
      settings.providers.find((entry) => entry.name === resume.provider)?.label ?? resume.provider
    return {
      step: 'submitted',
      purchase: {
        ...resume,
        label,
        caipNetworkId: resume.caipNetworkId as CaipNetworkId,
        before: resume.before === null ? undefined : BigInt(resume.before),
      },
    }
  })
  const [options, setOptions] = useState<{
    byProvider: Readonly<Record<string, ProviderOptions>>
    merged: OnrampOptions
  }>()
  // The end states take focus, so a keyboard or screen-reader visitor hears the outcome;
  // the form (shown once the options are known) gives it back to the amount.
  const formShown = phase.step === 'form' && !!options
  useEffect(() => {
    if (phase.step !== 'form') stateHeading.current?.focus()
  }, [phase.step])
  useEffect(() => {
    if (!formShown) return
    const shadow = root.current?.getRootNode()
    const active = shadow instanceof ShadowRoot ? shadow.activeElement : document.activeElement
    if (!active?.closest('.header')) amountField.current?.focus({ preventScroll: true })
  }, [formShown])
  const [asset, setAsset] = useState<string>()
  const [network, setNetwork] = useState<string>()
  const [currency, setCurrency] = useState<string>()
  const [method, setMethod] = useState<OnrampPaymentMethod>('card')
  const [amountText, setAmountText] = useState(opened.amount ?? '')
  const [quotes, setQuotes] = useState<Readonly<Record<string, QuoteRow>>>({})
  const [chosen, setChosen] = useState<string>()
  const ids = {
    asset: useId(),
    network: useId(),
    currency: useId(),
    method: useId(),
    amount: useId(),
    amountHint: useId(),
    destination: useId(),
  }
  const amountField = useRef<HTMLInputElement>(null)
  const stateHeading = useRef<HTMLHeadingElement>(null)
  useInitialFocus(root, amountField)

  useEffect(() => {
    let live = true
    void service.getOptions().then((result) => live && setOptions(result))
    return () => {
      live = false
    }
  }, [service])

  const namespace = connection?.namespace
  const mapped = Object.values(settings.networks)
  const networkNameOf = (caipNetworkId: string) =>
    settings.networks[caipNetworkId] ?? onrampNetworkByCaip[caipNetworkId]
  const assets = (options?.merged.purchaseCurrencies ?? [])
    .map((entry) => ({
      ...entry,
      networks: entry.networks.filter(
        (candidate) =>
          !!namespace && receivable(namespace, candidate.name, candidate.chain_id, mapped),
      ),
    }))
    .filter((entry) => entry.networks.length > 0)
  const currentAsset = assets.find((entry) => entry.symbol === asset) ?? assets[0]
  const connectedName = connection ? networkNameOf(connection.caipNetworkId) : undefined
  const networks = currentAsset?.networks ?? []
  const currentNetwork =
    networks.find((entry) => entry.name === network) ??
    networks.find((entry) => entry.name === connectedName) ??
    networks.find((entry) => entry.name === fallbackOnrampChain) ??
    networks[0]
  const fiats = options?.merged.paymentCurrencies ?? []
  const currentFiat =
    fiats.find((entry) => entry.id === currency) ??
    fiats.find((entry) => entry.id === 'USD') ??
    fiats[0]
  const methods = (['card', 'bank'] as const).filter((entry) =>
    currentFiat?.payment_method_limits.some((limit) => limit.id === entry),
  )
  const currentMethod = methods.includes(method) ? method : (methods[0] ?? 'card')
  const limits: AmountLimits | undefined =
    options && currentFiat ? limitsOf(options.merged, currentFiat.id, currentMethod) : undefined

  // The opening argument picks the asset once the options are known.
  useEffect(() => {
    if (opened.asset && !asset) setAsset(opened.asset.toUpperCase())
  }, [opened.asset, asset])

  const typed = amountText.trim()
  const amount = amountPattern.test(typed) ? Number(typed.replace(',', '.')) : undefined
  const amountProblem = (() => {
    if (!typed) return undefined
    if (amount === undefined) return text('Onramp.invalidAmount')
    if (!limits || !currentFiat) return undefined
    const verdict = checkAmount(amount, limits)
    if (verdict === 'low')
      return text('Onramp.tooLow', { min: formatFiat(String(limits.min), currentFiat.id, locale) })
    if (verdict === 'high')
      return text('Onramp.tooHigh', { max: formatFiat(String(limits.max), currentFiat.id, locale) })
    return undefined
  })()
  const amountValid = amount !== undefined && !amountProblem

  /** Whether a provider can take this amount (its own limits, or SPEC §8's). */
  const takes = (provider: string) => {
    const own = options?.byProvider[provider]
    if (!own || amount === undefined || !currentFiat) return false
    const bounds = limitsOf(own.options, currentFiat.id, currentMethod)
    return !bounds || checkAmount(amount, bounds) === 'ok'
  }

  // Quotes from every provider, side by side, once the inputs settle.
  const quoteKey = amountValid
    ? `${currentAsset?.symbol}|${currentNetwork?.name}|${currentFiat?.id}|${currentMethod}|${amount}`
    : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key holds every input
  useEffect(() => {
    setQuotes({})
    if (!quoteKey || !currentAsset || !currentNetwork || !currentFiat || !connection) return
    let live = true
    const handle = kernel.env.setTimeout(() => {
      for (const provider of service.providers) {
        if (!takes(provider.name)) continue
        setQuotes((current) => ({ ...current, [provider.name]: { status: 'loading' } }))
        void service
          .getQuote(provider.name, {
            purchaseCurrency: currentAsset.symbol,
            paymentCurrency: currentFiat.id,
            amount: String(amount),
            network: currentNetwork.name,
            paymentMethod: currentMethod,
            address: connection.address,
          })
          .then(
            (quote) =>
              live &&
              setQuotes((current) => ({ ...current, [provider.name]: { status: 'ready', quote } })),
          )
      }
    }, debounce)
    return () => {
      live = false
      kernel.env.clearTimeout(handle)
    }
  }, [kernel, service, quoteKey])

  // The best real quote is chosen unless the visitor chose; placeholders rank last.
  const available = service.providers.filter((provider) => takes(provider.name))
  const best = available
    .map((provider) => ({ provider, row: quotes[provider.name] }))
    .filter((entry) => entry.row?.status === 'ready' && !entry.row.quote.placeholder)
    .sort(
      (a, b) =>
        Number((b.row as { quote: OnrampQuote }).quote.purchaseAmount.amount) -
        Number((a.row as { quote: OnrampQuote }).quote.purchaseAmount.amount),
    )[0]?.provider.name
  const selected = available.some((provider) => provider.name === chosen)
    ? chosen
    : (best ?? available[0]?.name)
  const selectedDefinition = service.providers.find((provider) => provider.name === selected)

  // While the window is open or the purchase was submitted: watch the chain (and the
  // provider's status, when it has one), and the window.
  const watching = phase.step === 'waiting' || phase.step === 'submitted' ? phase : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: one watch per purchase and step
  useEffect(() => {
    if (!watching) return
    const { purchase } = watching
    let live = true
    let timer: unknown
    const arrived = (balance: AssetBalance) => {
      const before = purchase.before
      const gained = before === undefined ? 0n : balance.value - before
      return before !== undefined && gained > 0n
        ? formatAmount(formatUnits(gained, balance.decimals), 6, locale)
        : undefined
    }
    const poll = async () => {
      if (!live) return
      try {
        if (purchase.caipNetworkId) {
          const balance = await readAssetBalance(kernel, {
            namespace: purchase.namespace,
            caipNetworkId: purchase.caipNetworkId,
            address: purchase.address,
            symbol: purchase.asset,
          })
          const gained = balance && arrived(balance)
          if (live && gained) {
            if (watching.step === 'waiting') watching.popup.close()
            setPhase({ step: 'success', purchase, arrived: `${gained} ${purchase.asset}` })
            kernel.toasts.show(
              'success',
              text('Onramp.success', { amount: `${gained} ${purchase.asset}` }),
            )
            void refreshBalances(kernel, connection)
            return
          }
        }
        const status = await service
          .getStatus(purchase.provider, { purchaseId: purchase.id, address: purchase.address })
          .catch(() => undefined)
        if (!live) return
        if (status === 'failed') {
          if (watching.step === 'waiting') watching.popup.close()
          return setPhase({ step: 'failed', message: text('Onramp.failed') })
        }
        if (status === 'completed' && watching.step === 'waiting') {
          watching.popup.close()
          return setPhase({ step: 'submitted', purchase })
        }
      } catch (error) {
        kernel.log.debug('[onramp] watch failed', error)
      }
      if (live) timer = kernel.env.setTimeout(() => void poll(), onrampPollInterval)
    }
    timer = kernel.env.setTimeout(() => void poll(), onrampPollInterval)
    if (watching.step === 'waiting')
      void watching.popup.ended.then((end) => {
        if (!live) return
        setPhase((current) =>
          current.step !== 'waiting'
            ? current
            : end === 'redirected'
              ? { step: 'submitted', purchase }
              : { step: 'cancelled', purchase },
        )
      })
    return () => {
      live = false
      kernel.env.clearTimeout(timer)
    }
  }, [kernel, service, watching?.step, watching?.purchase.id])

  /** Continue: the popup opens here, inside the click; the URL follows. */
  function start() {
    if (!connection || !selectedDefinition || !currentAsset || !currentNetwork || !currentFiat)
      return
    if (!amountValid || amount === undefined) return
    const id = newPurchaseId()
    const returnUrl = returnUrlFor(id)
    const mobile = kernel.env.isMobile()
    let popup: PurchaseWindow | undefined
    try {
      if (!mobile) popup = openPurchaseWindow(kernel, returnUrl)
    } catch (error) {
      setPhase({ step: 'failed', message: problemText(error, text) })
      return
    }
    // The configured network the funds land on: the connected one when it is that network.
    const caipNetworkId =
      networkNameOf(connection.caipNetworkId) === currentNetwork.name
        ? connection.caipNetworkId
        : kernel.networks
            .all(connection.namespace)
            .find((entry) => networkNameOf(entry.caipNetworkId) === currentNetwork.name)
            ?.caipNetworkId
    const purchase: Purchase = {
      id,
      provider: selectedDefinition.name,
      label: selectedDefinition.label,
      namespace: connection.namespace,
      caipNetworkId,
      address: connection.address,
      asset: currentAsset.symbol,
      before: undefined,
    }
    setPhase({ step: 'opening', purchase })
    void (async () => {
      try {
        purchase.before = caipNetworkId
          ? await readAssetBalance(kernel, {
              namespace: purchase.namespace,
              caipNetworkId,
              address: purchase.address,
              symbol: purchase.asset,
            }).then(
              (balance) => balance?.value,
              () => undefined,
            )
          : undefined
        const url = await service.getWidgetUrl(purchase.provider, {
          address: purchase.address,
          network: currentNetwork.name,
          asset: purchase.asset,
          fiatCurrency: currentFiat.id,
          paymentMethod: currentMethod,
          fiatAmount: String(amount),
          redirectUrl: returnUrl,
          purchaseId: id,
        })
        if (!popup) {
          kernel.storage.set(pendingPurchaseKey, {
            ...purchase,
            caipNetworkId: caipNetworkId ?? connection.caipNetworkId,
            before: purchase.before === undefined ? null : purchase.before.toString(),
          })
          location.assign(url)
          return
        }
        popup.navigate(url)
        setPhase({ step: 'waiting', purchase, popup })
      } catch (error) {
        kernel.log.warn('[onramp] could not open the provider', error)
        popup?.close()
        setPhase({ step: 'failed', message: problemText(error, text) })
      }
    })()
  }

  const again = () => {
    setQuotes({})
    setPhase({ step: 'form' })
  }

  if (!connection)
    return (
      <div ref={root} className="gw-onramp">
        <p className="gw-onramp-hint">{text('Onramp.connect')}</p>
      </div>
    )
  if (!service.providers.length)
    return (
      <div ref={root} className="gw-onramp">
        <p className="gw-onramp-hint">{text('Onramp.noProviders')}</p>
      </div>
    )

  if (phase.step !== 'form') {
    const label = 'purchase' in phase ? phase.purchase.label : ''
    const state = (() => {
      switch (phase.step) {
        case 'opening':
          return { icon: null, title: text('Onramp.opening', { provider: label }), hint: '' }
        case 'waiting':
          return {
            icon: null,
            title: text('Onramp.waiting', { provider: label }),
            hint: text('Onramp.waitingHint'),
          }
        case 'submitted':
          return {
            icon: 'check' as const,
            title: text('Onramp.submitted'),
            hint: text('Onramp.submittedHint'),
          }
        case 'success':
          return {
            icon: 'check' as const,
            title: text('Onramp.successTitle'),
            hint: text('Onramp.success', { amount: phase.arrived }),
          }
        case 'cancelled':
          return {
            icon: 'close' as const,
            title: text('Onramp.cancelled'),
            hint: text('Onramp.cancelledHint', { provider: label }),
          }
        case 'failed':
          return { icon: 'alert' as const, title: text('Onramp.failed'), hint: phase.message }
      }
    })()
    const busy = phase.step === 'opening' || phase.step === 'waiting'
    return (
      <div ref={root} className="gw-onramp">
        <div className="gw-onramp-state" data-testid="onramp-state" data-step={phase.step}>
          <div
            className={`gw-onramp-badge${phase.step === 'success' ? ' success' : phase.step === 'failed' ? ' error' : ''}`}
            aria-hidden="true"
          >
            {state.icon ? <Icon name={state.icon} /> : <Spinner className="small-spinner" />}
          </div>
          <h3 ref={stateHeading} tabIndex={-1} aria-live="polite">
            {state.title}
          </h3>
          {state.hint ? <p>{state.hint}</p> : null}
          <div className="gw-onramp-actions">
            {busy ? (
              <button
                type="button"
                className="button secondary full"
                onClick={() => {
                  if (phase.step === 'waiting') phase.popup.close()
                  again()
                }}
              >
                {text('Onramp.cancel')}
              </button>
            ) : (
              <button type="button" className="button full" onClick={again}>
                {phase.step === 'failed' || phase.step === 'cancelled'
                  ? text('Onramp.back')
                  : text('Onramp.tryAgain')}
              </button>
            )}
          </div>
        </div>
      </div>
    )
  }

  if (!options)
    return (
      <div ref={root} className="gw-onramp">
        <div className="center" aria-busy="true">
          <Spinner />
        </div>
      </div>
    )
  if (!currentAsset || !currentNetwork || !currentFiat)
    return (
      <div ref={root} className="gw-onramp">
        <div className="gw-onramp-problem" role="alert" data-testid="onramp-unsupported">
          <Icon name="alert" />
          {text('Onramp.unsupported')}
        </div>
      </div>
    )

  // SPEC §8's defaults stand in for a provider's list that failed: say so (a provider with
  // no list of its own, like Coinbase or MoonPay here, is not a failure).
  const fallback = service.providers.some((provider) => options.byProvider[provider.name]?.failed)
  const presets = settings.presets

  return (
    <div ref={root} className="gw-onramp">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          start()
        }}
      >
        <div className="gw-onramp-row">
          <div className="gw-onramp-field">
            <label className="gw-onramp-label" htmlFor={ids.asset}>
              {text('Onramp.asset')}
            </label>
            <select
              id={ids.asset}
              value={currentAsset.symbol}
              onChange={(event) => setAsset(event.target.value)}
            >
              {assets.map((entry) => (
                <option key={entry.symbol} value={entry.symbol}>
                  {entry.symbol}
                </option>
              ))}
            </select>
          </div>
          <div className="gw-onramp-field">
            <label className="gw-onramp-label" htmlFor={ids.network}>
              {text('Onramp.network')}
            </label>
            <select
              id={ids.network}
              value={currentNetwork.name}
              onChange={(event) => setNetwork(event.target.value)}
            >
              {networks.map((entry) => (
                <option key={entry.name} value={entry.name}>
                  {entry.display_name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="gw-onramp-row">
          <div className="gw-onramp-field">
            <label className="gw-onramp-label" htmlFor={ids.currency}>
              {text('Onramp.currency')}
            </label>
            <select
              id={ids.currency}
              value={currentFiat.id}
              onChange={(event) => setCurrency(event.target.value)}
            >
              {fiats.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.id}
                </option>
              ))}
            </select>
          </div>
          <div className="gw-onramp-field">
            <label className="gw-onramp-label" htmlFor={ids.method}>
              {text('Onramp.method')}
            </label>
            <select
              id={ids.method}
              value={currentMethod}
              onChange={(event) => setMethod(event.target.value as OnrampPaymentMethod)}
            >
              {methods.map((entry) => (
                <option key={entry} value={entry}>
                  {text(entry === 'card' ? 'Onramp.card' : 'Onramp.bank')}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="gw-onramp-field">
          <label className="gw-onramp-label" htmlFor={ids.amount}>
            {text('Onramp.amount')} ({currentFiat.id})
          </label>
          <input
            ref={amountField}
            id={ids.amount}
            className="gw-onramp-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={amountText}
            aria-invalid={amountProblem ? true : undefined}
            aria-describedby={`${ids.amountHint} ${ids.destination}`}
            onChange={(event) => setAmountText(event.target.value)}
            data-testid="onramp-amount"
          />
          <p
            id={ids.amountHint}
            className={`gw-onramp-hint${amountProblem ? ' error' : ''}`}
            aria-live="polite"
            data-testid="onramp-amount-hint"
          >
            {amountProblem ??
              (limits
                ? text('Onramp.limits', {
                    min: formatFiat(String(limits.min), currentFiat.id, locale),
                    max: formatFiat(String(limits.max), currentFiat.id, locale),
                  })
                : '\u00a0')}
          </p>
          {presets.length ? (
            <fieldset className="gw-onramp-presets" aria-label={text('Onramp.presets')}>
              {presets.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={amount === preset}
                  onClick={() => setAmountText(String(preset))}
                >
                  {formatFiat(String(preset), currentFiat.id, locale, Number.isInteger(preset))}
                </button>
              ))}
            </fieldset>
          ) : null}
          <p id={ids.destination} className="gw-onramp-hint" data-testid="onramp-destination">
            {text('Onramp.destination', { address: truncateAddress(connection.address) })}
          </p>
        </div>

        {fallback ? <p className="gw-onramp-hint">{text('Onramp.defaults')}</p> : null}

        {amountValid ? (
          <fieldset data-testid="onramp-offers">
            <legend className="gw-onramp-label">{text('Onramp.providers')}</legend>
            {service.providers.map((provider) => (
              <Offer
                key={provider.name}
                name={provider.name}
                label={provider.label}
                feeRange={feeRangeOf(provider)}
                row={quotes[provider.name]}
                available={takes(provider.name)}
                checked={selected === provider.name}
                onChoose={() => setChosen(provider.name)}
                text={text}
                locale={locale}
              />
            ))}
          </fieldset>
        ) : null}

        <button
          type="submit"
          className="button full"
          disabled={!amountValid || !selectedDefinition}
          data-testid="onramp-continue"
        >
          {selectedDefinition && amountValid
            ? text('Onramp.continue', { provider: selectedDefinition.label })
            : text('Onramp.enterAmount')}
        </button>
      </form>
    </div>
  )
}

/** One provider's row: its quote (or SPEC §9's fee range when it has none), as a radio. */
function Offer(props: {
  name: string
  label: string
  feeRange: readonly [number, number]
  row: QuoteRow | undefined
  available: boolean
  checked: boolean
  onChoose(): void
  text: OnrampText
  locale: string | undefined
}): ReactElement {
  const { row, text, locale } = props
  const quote = row?.status === 'ready' ? row.quote : undefined
  const fee = quote ? Number(quote.coinbaseFee.amount) + Number(quote.networkFee.amount) : undefined
  return (
    <label className="gw-onramp-offer" data-testid={`onramp-offer-${props.name}`}>
      <input
        type="radio"
        name="onramp-provider"
        value={props.name}
        checked={props.checked && props.available}
        disabled={!props.available}
        onChange={props.onChoose}
      />
      <span className="gw-onramp-offer-text">
        <strong>{props.label}</strong>
        {!props.available ? (
          <span>{text('Onramp.outOfLimits')}</span>
        ) : !quote ? (
          <span>{text('Onramp.quoting')}</span>
        ) : quote.placeholder ? (
          <span>
            {text('Onramp.feeRange', {
              min: formatPercent(props.feeRange[0], locale),
              max: formatPercent(props.feeRange[1], locale),
            })}
          </span>
        ) : (
          <>
            <span>
              {text('Onramp.youGet', {
                amount: `${formatAmount(quote.purchaseAmount.amount, 6, locale)} ${quote.purchaseAmount.currency}`,
              })}
            </span>
            <span>
              {text('Onramp.fee', {
                amount: formatFiat(String(fee), quote.paymentTotal.currency, locale),
              })}
              {' · '}
              {text('Onramp.total', {
                amount: formatFiat(quote.paymentTotal.amount, quote.paymentTotal.currency, locale),
              })}
            </span>
          </>
        )}
      </span>
    </label>
  )
}
