import { describe, expect, it } from 'vitest'
import { eip155, mainnet } from '../../../chains/eip155/index.js'
import { InvalidOptionsError } from '../../../kernel/index.js'
import { checkWidgetUrl } from '../../../plugins/onramp/checkWidgetUrl.js'
import {
  cardOnrampChains,
  defaultOnrampOptions,
  fallbackOnrampChain,
  onrampEntryOrder,
  onrampFeeRange,
  onrampNetworkByCaip,
  onrampPollInterval,
  onrampProviderCount,
} from '../../../plugins/onramp/constants.js'
import {
  checkAmount,
  createOnrampService,
  limitsOf,
  mergeOptions,
} from '../../../plugins/onramp/createOnrampService.js'
import { OnrampUrlRefusedError } from '../../../plugins/onramp/errors.js'
import {
  coinbase,
  hosted,
  moonpay,
  type OnrampProviderDefinition,
  onramp,
} from '../../../plugins/onramp/index.js'
import { isWidgetOrigin } from '../../../plugins/onramp/isWidgetOrigin.js'
import { getOnrampSettings } from '../../../plugins/onramp/onrampSettings.js'
import { placeholderQuote } from '../../../plugins/onramp/placeholderQuote.js'
import { receive } from '../../../plugins/receive/index.js'
import { send } from '../../../plugins/send/index.js'
import { swap } from '../../../plugins/swap/index.js'
import { startKernel } from '../kernel/support.js'

const quoteParameters = {
  purchaseCurrency: 'USDC',
  paymentCurrency: 'USD',
  amount: '100',
  network: 'base',
  paymentMethod: 'card' as const,
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
}

describe('SPEC §8 onramp fallbacks', () => {
  it('defaults to USDC and ETH on Ethereum and Polygon', () => {
    expect(defaultOnrampOptions.purchaseCurrencies.map((asset) => asset.symbol)).toEqual([
      'USDC',
      'ETH',
    ])
    for (const asset of defaultOnrampOptions.purchaseCurrencies)
      expect(asset.networks.map((network) => [network.name, network.chain_id])).toEqual([
        ['ethereum', '1'],
        ['polygon', '137'],
      ])
  })

  it('defaults to USD and EUR with limits 10–7500 by card and 10–25000 by bank', () => {
    expect(defaultOnrampOptions.paymentCurrencies.map((fiat) => fiat.id)).toEqual(['USD', 'EUR'])
    for (const fiat of ['USD', 'EUR']) {
      expect(limitsOf(defaultOnrampOptions, { currency: fiat, method: 'card' })).toEqual({
        min: 10,
        max: 7500,
      })
      expect(limitsOf(defaultOnrampOptions, { currency: fiat, method: 'bank' })).toEqual({
        min: 10,
        max: 25000,
      })
    }
  })

  it('returns the requested amount in every field of a failed quote', () => {
    const quote = placeholderQuote(quoteParameters)
    for (const field of [
      'coinbaseFee',
      'networkFee',
      'paymentSubtotal',
      'paymentTotal',
      'purchaseAmount',
    ] as const)
      expect(quote[field].amount).toBe('100')
    expect(quote.placeholder).toBe(true)
  })

  it('uses the defaults when a provider has no options or its options fail', async () => {
    const kernel = startKernel()
    const failing: OnrampProviderDefinition = {
      name: 'failing',
      label: 'Failing',
      origins: ['https://pay.example'],
      load: async () => ({
        name: 'failing',
        getOptions: () => Promise.reject(new Error('down')),
        getQuote: () => Promise.reject(new Error('down')),
        getWidgetUrl: async () => 'https://pay.example/',
      }),
    }
    const service = createOnrampService(kernel, [failing, coinbase({ appId: 'demo' })])
    const { byProvider, merged } = await service.getOptions()
    expect(byProvider.failing).toEqual({
      options: defaultOnrampOptions,
      fallback: true,
      failed: true,
    })
    expect(byProvider.coinbase).toEqual({ options: defaultOnrampOptions, fallback: true })
    expect(merged).toEqual(defaultOnrampOptions)
    expect(await service.getQuote('failing', quoteParameters)).toEqual(
      placeholderQuote(quoteParameters),
    )
    // Coinbase's quote API needs the host's secret key: no quote, the placeholder.
    expect((await service.getQuote('coinbase', quoteParameters)).placeholder).toBe(true)
  })
})

describe('SPEC §9 onramp constants', () => {
  it('has two providers with a fee range of 1–2 %', () => {
    expect(onrampProviderCount).toBe(2)
    expect(onrampFeeRange).toEqual([0.01, 0.02])
  })

  it('lists the card-onramp chains, falling back to ethereum', () => {
    expect(cardOnrampChains).toEqual([
      'ethereum',
      'arbitrum',
      'polygon',
      'berachain',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ])
    expect(fallbackOnrampChain).toBe('ethereum')
    expect(Object.values(onrampNetworkByCaip).sort()).toEqual(
      [...cardOnrampChains, 'solana'].sort(),
    )
    expect(onrampNetworkByCaip['eip155:8453']).toBe('base')
  })

  it('polls every 4 s', () => {
    expect(onrampPollInterval).toBe(4000)
  })

  it('comes first in the wallet-feature order: onramp, swaps, receive, send', () => {
    const order = (plugin: { entries?: readonly { order?: number | undefined }[] | undefined }) =>
      plugin.entries?.[0]?.order
    const plugins = [
      onramp({ providers: [coinbase({ appId: 'demo' })] }),
      swap(),
      receive(),
      send(),
    ]
    expect(plugins.map(order)).toEqual([10, 20, 30, 40])
    expect(onrampEntryOrder).toBe(10)
    expect(plugins[0]!.entries?.[0]).toMatchObject({
      where: 'account',
      label: 'onramp',
      view: 'Onramp',
      namespaces: ['eip155', 'solana'],
    })
  })
})

describe('onramp() options (parseOptions)', () => {
  it('refuses a missing provider list, unknown keys and non-providers', () => {
    // @ts-expect-error: providers is required
    expect(() => onramp({})).toThrow(InvalidOptionsError)
    expect(() => onramp({ providers: [], colour: 'red' } as never)).toThrow(/unknown option colour/)
    expect(() => onramp({ providers: [{ name: 'x' }] } as never)).toThrow(InvalidOptionsError)
    expect(() => onramp({ providers: [], presets: [-1] })).toThrow(InvalidOptionsError)
  })

  it('ignores falsy providers', () => {
    const kernel = startKernel({
      chains: [eip155({ networks: [mainnet] })],
      plugins: [onramp({ providers: [false, coinbase({ appId: 'demo' }), null] })],
    })
    expect(getOnrampSettings(kernel).providers.map((provider) => provider.name)).toEqual([
      'coinbase',
    ])
  })

  it('refuses a secret MoonPay key and a live key without signing', () => {
    expect(() => moonpay({ apiKey: 'sk_live_abc' })).toThrow(InvalidOptionsError)
    expect(() => moonpay({ apiKey: 'pk_live_abc' })).toThrow(/signUrl/)
    expect(() =>
      moonpay({ apiKey: 'pk_live_abc', signUrl: async (url) => `${url}&signature=x` }),
    ).not.toThrow()
    expect(() => moonpay({ apiKey: 'pk_test_abc' })).not.toThrow()
  })

  it('needs a Coinbase app id or session-token endpoint, and https widget origins', () => {
    expect(() => coinbase({})).toThrow(/appId or sessionTokenUrl/)
    expect(() => coinbase({ appId: 'demo', payUrl: 'http://pay.example' })).toThrow(
      InvalidOptionsError,
    )
    expect(() => coinbase({ appId: 'demo', payUrl: 'http://127.0.0.1:8080' })).not.toThrow()
    expect(() => hosted({ url: 'javascript:alert(1)' })).toThrow(InvalidOptionsError)
    expect(() => hosted({ url: 'https://onramp.example', origins: ['javascript:x'] })).toThrow(
      InvalidOptionsError,
    )
  })

  it('picks the sandbox for a MoonPay test key', () => {
    expect(moonpay({ apiKey: 'pk_test_abc' }).origins).toEqual(['https://buy-sandbox.moonpay.com'])
    expect(moonpay({ apiKey: 'pk_live_abc', signUrl: async (url) => url }).origins).toEqual([
      'https://buy.moonpay.com',
    ])
    expect(coinbase({ appId: 'demo' }).origins).toEqual(['https://pay.coinbase.com'])
  })
})

describe('amount limits', () => {
  it('is low below the minimum, high above the maximum, ok at both ends', () => {
    const card = limitsOf(defaultOnrampOptions, { currency: 'USD', method: 'card' })!
    expect(checkAmount(9.99, card)).toBe('low')
    expect(checkAmount(10, card)).toBe('ok')
    expect(checkAmount(7500, card)).toBe('ok')
    expect(checkAmount(7500.01, card)).toBe('high')
    expect(
      checkAmount(25000, limitsOf(defaultOnrampOptions, { currency: 'EUR', method: 'bank' })!),
    ).toBe('ok')
  })

  it('merges providers: every asset and network, the widest limits', () => {
    const merged = mergeOptions([
      defaultOnrampOptions,
      {
        purchaseCurrencies: [
          {
            id: 'usdc',
            name: 'USD Coin',
            symbol: 'USDC',
            networks: [
              { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '0x1' },
            ],
          },
        ],
        paymentCurrencies: [
          { id: 'USD', payment_method_limits: [{ id: 'card', min: '20', max: '9000' }] },
        ],
      },
    ])
    expect(merged.purchaseCurrencies[0]!.networks.map((n) => n.name)).toEqual([
      'ethereum',
      'polygon',
      'base',
    ])
    expect(limitsOf(merged, { currency: 'USD', method: 'card' })).toEqual({ min: 10, max: 9000 })
  })
})

describe('widget URLs: only the provider’s own origins', () => {
  const origins = ['https://pay.coinbase.com']

  it('opens an https URL on an allowed origin', () => {
    expect(
      checkWidgetUrl({
        provider: 'coinbase',
        url: 'https://pay.coinbase.com/buy/select-asset?a=1',
        origins,
      }),
    ).toBe('https://pay.coinbase.com/buy/select-asset?a=1')
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://pay.coinbase.com/buy',
    'https://pay.coinbase.com.evil.example/buy',
    'https://evil.example/?https://pay.coinbase.com',
    'https://user:pass@pay.coinbase.com/',
    'not a url',
  ])('refuses %s', (url) => {
    expect(() => checkWidgetUrl({ provider: 'coinbase', url, origins })).toThrow(
      OnrampUrlRefusedError,
    )
  })

  it('allows http only on loopback origins', () => {
    expect(isWidgetOrigin('http://127.0.0.1:4000')).toBe(true)
    expect(isWidgetOrigin('http://localhost:4000')).toBe(true)
    expect(isWidgetOrigin('http://example.com')).toBe(false)
    expect(isWidgetOrigin('https://example.com/path')).toBe(false)
    expect(() =>
      checkWidgetUrl({
        provider: 'x',
        url: 'http://127.0.0.1:4000/widget',
        origins: ['http://example.com', 'javascript:x'],
      }),
    ).toThrow(OnrampUrlRefusedError)
  })
})
