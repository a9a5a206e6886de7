import type { Http } from 'gangway/kernel'

/** How the visitor pays: SPEC §8 gives limits for these two. */
export type OnrampPaymentMethod = 'card' | 'bank'

/** An amount in a currency, as SPEC §3's quote fields carry it (a decimal string). */
export type OnrampAmount = { amount: string; currency: string }

/** A network an asset can be bought on (SPEC §3 "Onramp options"). */
export type OnrampNetwork = {
  /** The provider's network name, one of SPEC §9's card-onramp chains or `solana`. */
  name: string
  display_name: string
  /** The chain id as a string (`'1'`), empty for non-EVM networks. */
  chain_id: string
  /** The token's contract, empty for the network's coin. */
  contract_address: string
}

/** An asset a visitor can buy (SPEC §3 "Onramp options" purchaseCurrencies). */
export type OnrampPurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: readonly OnrampNetwork[]
}

/** A payment method's limits in one fiat currency, decimal strings (SPEC §3). */
export type OnrampPaymentMethodLimit = { id: string; min: string; max: string }

/** A fiat currency a visitor can pay with (SPEC §3 "Onramp options" paymentCurrencies). */
export type OnrampPaymentCurrency = {
  /** ISO 4217 code, e.g. `USD`. */
  id: string
  payment_method_limits: readonly OnrampPaymentMethodLimit[]
}

/** SPEC §3 "Onramp options". */
export type OnrampOptions = {
  purchaseCurrencies: readonly OnrampPurchaseCurrency[]
  paymentCurrencies: readonly OnrampPaymentCurrency[]
}

/** SPEC §3 "Onramp quote", with the provider that gave it. */
export type OnrampQuote = {
  /** The provider's own fee (Coinbase's name for it; every provider fills it). */
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
  /** SPEC §8's placeholder after a failed quote: every field is the requested amount. */
  placeholder?: boolean | undefined
}

/** What a quote is asked for (SPEC §7 `POST /v1/onramp/quote`, plus the payment method). */
export type OnrampQuoteParameters = {
  /** The asset's symbol, e.g. `USDC`. */
  purchaseCurrency: string
  /** ISO 4217, e.g. `USD`. */
  paymentCurrency: string
  /** The fiat amount, a decimal string. */
  amount: string
  /** The provider's network name, e.g. `base`. */
  network: string
  paymentMethod: OnrampPaymentMethod
  /** The connected account the asset goes to. */
  address: string
}

/** What the provider's widget opens with. The address is the connected account, never typed. */
export type OnrampWidgetParameters = {
  address: string
  /** The provider's network name, e.g. `ethereum`. */
  network: string
  /** The asset's symbol. */
  asset: string
  /** ISO 4217. */
  fiatCurrency: string
  paymentMethod: OnrampPaymentMethod
  /** Preset fiat amount, a decimal string. */
  fiatAmount?: string | undefined
  /** Preset crypto amount, a decimal string (wins over `fiatAmount` where both are given). */
  cryptoAmount?: string | undefined
  /** Where the provider sends the visitor back when the purchase is submitted. */
  redirectUrl: string
  /** Our id for this purchase: the provider's partner/external id, for polled status. */
  purchaseId: string
}

/** What a polled status says. */
export type OnrampStatus = 'pending' | 'completed' | 'failed'

/**
 * An onramp provider, loaded on first use. How a purchase ends: the popup is closed, the
 * provider redirects back to `redirectUrl`, or `getStatus` (when the provider has one)
 * reports it; funds arriving on chain are watched by the plugin itself.
 */
export type OnrampProvider = {
  readonly name: string
  /** SPEC §3 options; absent or failing: SPEC §8's defaults. */
  getOptions?(): Promise<OnrampOptions>
  /** SPEC §3 quote; absent or failing: SPEC §8's placeholder. */
  getQuote?(parameters: OnrampQuoteParameters): Promise<OnrampQuote>
  /** The widget's URL for this purchase; it must be on one of the provider's `origins`. */
  getWidgetUrl(parameters: OnrampWidgetParameters): Promise<string>
  /** The purchase's status, polled while the visitor waits. */
  getStatus?(parameters: { purchaseId: string; address: string }): Promise<OnrampStatus>
}

/** What a provider gets from the instance that uses it. */
export type OnrampProviderContext = {
  /** The kernel's HTTP client (timeouts, retries, zod-checked responses). */
  http: Http
}

/**
 * A provider as a host lists it in `onramp({ providers })`: what the view shows before
 * anything loads, the origins its widget may be opened on, and a loader.
 */
export type OnrampProviderDefinition = {
  /** Unique among the providers: `coinbase`, `moonpay`, `hosted`… */
  readonly name: string
  /** Shown to the visitor as is (a brand name, not translated). */
  readonly label: string
  /**
   * The only origins the widget may be opened on (`https://pay.coinbase.com`); an `http:`
   * origin only on loopback (a local stand-in).
   */
  readonly origins: readonly string[]
  /** SPEC §9's fee range (1–2 %) unless the provider says otherwise: shown when no quote is. */
  readonly feeRange?: readonly [number, number] | undefined
  load(context: OnrampProviderContext): Promise<OnrampProvider>
}
