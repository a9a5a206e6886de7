import type { Connection } from 'gangway/kernel'
import { useEffect, useState } from 'react'
import { cardOnrampChains, fallbackOnrampChain, onrampNetworkByCaip } from '../../constants.js'
import { type AmountLimits, checkAmount, limitsOf } from '../../createOnrampService.js'
import type { OnrampText } from '../../messages.js'
import type { OnrampSettings } from '../../onrampSettings.js'
import type { OnrampOptions, OnrampPaymentMethod } from '../../types.js'
import { formatFiat, parseFiatAmount } from '../format.js'
import type { LoadedOnrampOptions } from './useOnrampOptions.js'

type Asset = OnrampOptions['purchaseCurrencies'][number]
type AssetNetwork = Asset['networks'][number]
type Fiat = OnrampOptions['paymentCurrencies'][number]

/** The form's choices as shown: each list, its current entry, and the amount checked. */
export type OnrampChoices = {
  assets: readonly Asset[]
  currentAsset: Asset | undefined
  setAsset(symbol: string): void
  networks: readonly AssetNetwork[]
  currentNetwork: AssetNetwork | undefined
  setNetwork(name: string): void
  fiats: readonly Fiat[]
  currentFiat: Fiat | undefined
  setCurrency(id: string): void
  methods: readonly OnrampPaymentMethod[]
  currentMethod: OnrampPaymentMethod
  setMethod(method: OnrampPaymentMethod): void
  limits: AmountLimits | undefined
  amountText: string
  setAmountText(text: string): void
  /** The typed amount, when it is one. */
  amount: number | undefined
  /** Why the amount cannot be bought (not a number, under or over the limits). */
  amountProblem: string | undefined
  amountValid: boolean
  /** Whether a provider can take this amount (its own limits, or SPEC §8's). */
  takes(provider: string): boolean
  /** The provider network name of one of the host's networks. */
  networkNameOf(caipNetworkId: string): string | undefined
}

/** Choices with an asset, a network and a currency: what the form needs to be shown. */
export type SelectedChoices = OnrampChoices & {
  currentAsset: Asset
  currentNetwork: AssetNetwork
  currentFiat: Fiat
}

/** Whether the account can buy anything here (an asset on a network it can receive on). */
export function hasSelection(choices: OnrampChoices): choices is SelectedChoices {
  return !!choices.currentAsset && !!choices.currentNetwork && !!choices.currentFiat
}

/** The provider network names a connection's namespace can receive on. */
function receivable(namespace: string, name: string, chainId: string, mapped: readonly string[]) {
  if (namespace === 'solana') return name === 'solana'
  if (namespace !== 'eip155' || !chainId) return false
  return (cardOnrampChains as readonly string[]).includes(name) || mapped.includes(name)
}

/**
 * The asset, network, currency, payment method and amount: what the visitor picked, else
 * the opening argument, the connected network, USD and card; only assets the connected
 * account can receive.
 */
export function useOnrampChoices(parameters: {
  options: LoadedOnrampOptions | undefined
  settings: OnrampSettings
  connection: Connection | undefined
  opened: { asset?: string | undefined; amount?: string | undefined }
  text: OnrampText
  locale: string | undefined
}): OnrampChoices {
  const { options, settings, connection, opened, text, locale } = parameters
  const [asset, setAsset] = useState<string>()
  const [network, setNetwork] = useState<string>()
  const [currency, setCurrency] = useState<string>()
  const [method, setMethod] = useState<OnrampPaymentMethod>('card')
  const [amountText, setAmountText] = useState(opened.amount ?? '')

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
    options && currentFiat
      ? limitsOf(options.merged, { currency: currentFiat.id, method: currentMethod })
      : undefined

  // The opening argument picks the asset once the options are known.
  useEffect(() => {
    if (opened.asset && !asset) setAsset(opened.asset.toUpperCase())
  }, [opened.asset, asset])

  const typed = amountText.trim()
  const amount = parseFiatAmount(typed)
  const amountProblem = (() => {
    if (!typed) return undefined
    if (amount === undefined) return text('Onramp.invalidAmount')
    if (!limits || !currentFiat) return undefined
    const verdict = checkAmount(amount, limits)
    if (verdict === 'low')
      return text('Onramp.tooLow', {
        min: formatFiat(String(limits.min), { currency: currentFiat.id, locale }),
      })
    if (verdict === 'high')
      return text('Onramp.tooHigh', {
        max: formatFiat(String(limits.max), { currency: currentFiat.id, locale }),
      })
    return undefined
  })()

  const takes = (provider: string) => {
    const own = options?.byProvider[provider]
    if (!own || amount === undefined || !currentFiat) return false
    const bounds = limitsOf(own.options, { currency: currentFiat.id, method: currentMethod })
    return !bounds || checkAmount(amount, bounds) === 'ok'
  }

  return {
    assets,
    currentAsset,
    setAsset,
    networks,
    currentNetwork,
    setNetwork,
    fiats,
    currentFiat,
    setCurrency,
    methods,
    currentMethod,
    setMethod,
    limits,
    amountText,
    setAmountText,
    amount,
    amountProblem,
    amountValid: amount !== undefined && !amountProblem,
    takes,
    networkNameOf,
  }
}
