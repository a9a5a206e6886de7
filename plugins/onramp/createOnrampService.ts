import { type Kernel, PluginError } from 'gangway/kernel'
import { checkWidgetUrl } from './checkWidgetUrl.js'
import { defaultOnrampOptions, onrampFeeRange } from './constants.js'
import { placeholderQuote } from './placeholderQuote.js'
import type {
  OnrampOptions,
  OnrampPaymentMethod,
  OnrampProvider,
  OnrampProviderDefinition,
  OnrampQuote,
  OnrampQuoteParameters,
  OnrampStatus,
  OnrampWidgetParameters,
} from './types.js'

/**
 * A provider's options: `fallback` when they are SPEC §8's defaults (it has none, or they
 * failed), `failed` when asking for its own went wrong.
 */
export type ProviderOptions = { options: OnrampOptions; fallback: boolean; failed?: boolean }

/** What the Onramp view asks of the providers. */
export type OnrampService = {
  readonly providers: readonly OnrampProviderDefinition[]
  /** Every provider's options (SPEC §8's defaults where one fails), and all of them merged. */
  getOptions(): Promise<{
    byProvider: Readonly<Record<string, ProviderOptions>>
    merged: OnrampOptions
  }>
  /** One provider's quote; never rejects: SPEC §8's placeholder when it fails or has none. */
  getQuote(provider: string, parameters: OnrampQuoteParameters): Promise<OnrampQuote>
  /** The provider's widget URL for the purchase, checked against its origins. */
  getWidgetUrl(provider: string, parameters: OnrampWidgetParameters): Promise<string>
  /** The provider's polled status, when it has one. */
  getStatus(
    provider: string,
    parameters: { purchaseId: string; address: string },
  ): Promise<OnrampStatus | undefined>
}

/** A payment method's limits in a fiat currency, as numbers. */
export type AmountLimits = { min: number; max: number }

/** The limits of `method` in `currency`, when the options have them. */
export function limitsOf(
  options: OnrampOptions,
  { currency, method }: { currency: string; method: OnrampPaymentMethod },
): AmountLimits | undefined {
  const limit = options.paymentCurrencies
    .find((fiat) => fiat.id === currency)
    ?.payment_method_limits.find((entry) => entry.id === method)
  if (!limit) return undefined
  const min = Number(limit.min)
  const max = Number(limit.max)
  return Number.isFinite(min) && Number.isFinite(max) && min <= max ? { min, max } : undefined
}

/** Whether `amount` is inside the limits: `low`, `high` or `ok`. */
export function checkAmount(amount: number, limits: AmountLimits): 'low' | 'high' | 'ok' {
  return amount < limits.min ? 'low' : amount > limits.max ? 'high' : 'ok'
}

/**
 * Several providers' options as one: every asset with every network any provider offers,
 * every fiat currency, and per payment method the widest limits (each provider's own
 * limits still decide whether it can take an amount).
 */
export function mergeOptions(list: readonly OnrampOptions[]): OnrampOptions {
  const assets = new Map<string, OnrampOptions['purchaseCurrencies'][number]>()
  const fiats = new Map<string, OnrampOptions['paymentCurrencies'][number]>()
  for (const options of list) {
    for (const asset of options.purchaseCurrencies) {
      const known = assets.get(asset.symbol)
      const networks = [...(known?.networks ?? [])]
      for (const network of asset.networks)
        if (!networks.some((entry) => entry.name === network.name)) networks.push(network)
      assets.set(asset.symbol, { ...(known ?? asset), networks })
    }
    for (const fiat of options.paymentCurrencies) {
      const limits = [...(fiats.get(fiat.id)?.payment_method_limits ?? [])]
      for (const limit of fiat.payment_method_limits) {
        const index = limits.findIndex((entry) => entry.id === limit.id)
        const known = limits[index]
        if (!known) limits.push(limit)
        else
          limits[index] = {
            id: limit.id,
            min: String(Math.min(Number(known.min), Number(limit.min))),
            max: String(Math.max(Number(known.max), Number(limit.max))),
          }
      }
      fiats.set(fiat.id, { id: fiat.id, payment_method_limits: limits })
    }
  }
  return { purchaseCurrencies: [...assets.values()], paymentCurrencies: [...fiats.values()] }
}

/** A provider's fee range: its own, or SPEC §9's 1–2 %. */
export const feeRangeOf = (definition: OnrampProviderDefinition): readonly [number, number] =>
  definition.feeRange ?? onrampFeeRange

/**
 * The onramp service of one instance over the host's providers; each loads on first use.
 *
 * @example
 * const service = createOnrampService(kernel, [coinbase({ appId }), moonpay({ apiKey })])
 * const { merged } = await service.getOptions()
 */
export function createOnrampService(
  kernel: Kernel,
  providers: readonly OnrampProviderDefinition[],
): OnrampService {
  const loaded = new Map<string, Promise<OnrampProvider>>()
  const definitionOf = (name: string) => {
    const definition = providers.find((entry) => entry.name === name)
    if (!definition) throw new PluginError('onramp', `Unknown provider ${name}`)
    return definition
  }
  const load = (name: string) => {
    let provider = loaded.get(name)
    if (!provider) {
      provider = definitionOf(name).load({ http: kernel.http })
      provider.catch(() => loaded.delete(name))
      loaded.set(name, provider)
    }
    return provider
  }
  let options: ReturnType<OnrampService['getOptions']> | undefined

  return {
    providers,

    getOptions() {
      options ??= Promise.all(
        providers.map(async (definition): Promise<[string, ProviderOptions]> => {
          try {
            const provider = await load(definition.name)
            if (!provider.getOptions)
              return [definition.name, { options: defaultOnrampOptions, fallback: true }]
            const own = await provider.getOptions()
            if (!own.purchaseCurrencies.length || !own.paymentCurrencies.length)
              return [
                definition.name,
                { options: defaultOnrampOptions, fallback: true, failed: true },
              ]
            return [definition.name, { options: own, fallback: false }]
          } catch (error) {
            // SPEC §8: options failure → the built-in defaults.
            kernel.log.warn(`[onramp] ${definition.name} options failed; using the defaults`, error)
            return [
              definition.name,
              { options: defaultOnrampOptions, fallback: true, failed: true },
            ]
          }
        }),
      ).then((entries) => ({
        byProvider: Object.fromEntries(entries),
        merged: mergeOptions(entries.map(([, entry]) => entry.options)),
      }))
      return options
    },

    async getQuote(name, parameters) {
      try {
        const provider = await load(name)
        if (provider.getQuote) return await provider.getQuote(parameters)
      } catch (error) {
        kernel.log.warn(`[onramp] ${name} quote failed`, error)
      }
      // SPEC §8: quote failure → the requested amount in every field.
      return placeholderQuote(parameters)
    },

    async getWidgetUrl(name, parameters) {
      const definition = definitionOf(name)
      const url = await (await load(name)).getWidgetUrl(parameters)
      return checkWidgetUrl({ provider: name, url, origins: definition.origins })
    },

    async getStatus(name, parameters) {
      const provider = await load(name)
      return provider.getStatus?.(parameters)
    },
  }
}
