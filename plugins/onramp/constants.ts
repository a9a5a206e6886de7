import type { OnrampOptions, OnrampPaymentMethod } from './types.js'

/** SPEC §9: two onramp providers. */
export const onrampProviderCount = 2

/** SPEC §9: the providers' fee range, 1–2 %. */
export const onrampFeeRange: readonly [number, number] = [0.01, 0.02]

/** SPEC §9 card-onramp chains, by the providers' network names. */
export const cardOnrampChains = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const

/** SPEC §9: the card-onramp chain used when the visitor's network is none of them. */
export const fallbackOnrampChain = 'ethereum'

/** SPEC §9: onramp serves eip155 and solana. */
export const onrampNamespaces = ['eip155', 'solana'] as const

/** The card-onramp chains by EVM chain id (the chains' own ids), and Solana mainnet. */
export const onrampNetworkByCaip: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum',
  'eip155:42161': 'arbitrum',
  'eip155:137': 'polygon',
  'eip155:80094': 'berachain',
  'eip155:43114': 'avalanche-c-chain',
  'eip155:10': 'optimism',
  'eip155:42220': 'celo',
  'eip155:8453': 'base',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
}

/** SPEC §9 wallet-feature order: onramp 10, swaps 20, receive 30, send 40. */
export const onrampEntryOrder = 10

/** SPEC §9 polling interval (4 s): the chain is read this often while a purchase is open. */
export const onrampPollInterval = 4_000

/** SPEC §8: limits per payment method, in USD and EUR alike. */
export const defaultPaymentLimits: Readonly<
  Record<OnrampPaymentMethod, { min: string; max: string }>
> = {
  card: { min: '10', max: '7500' },
  bank: { min: '10', max: '25000' },
}

const ethereum = { name: 'ethereum', display_name: 'Ethereum', chain_id: '1' }
const polygon = { name: 'polygon', display_name: 'Polygon', chain_id: '137' }

/**
 * SPEC §8: the options used when a provider's options fail (or it has none): USDC and ETH
 * on Ethereum and Polygon; USD and EUR, 10–7500 by card and 10–25000 by bank.
 */
export const defaultOnrampOptions: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { ...ethereum, contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
        { ...polygon, contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
      ],
    },
    {
      id: 'eth',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [
        { ...ethereum, contract_address: '' },
        // Bridged ETH (WETH) is what Polygon carries.
        { ...polygon, contract_address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619' },
      ],
    },
  ],
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: (['card', 'bank'] as const).map((method) => ({
      id: method,
      ...defaultPaymentLimits[method],
    })),
  })),
}
