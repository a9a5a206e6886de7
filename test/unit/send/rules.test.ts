import { describe, expect, it } from 'vitest'
import {
  type ChainAdapter,
  formatUnits,
  parseUnits,
  type TokenBalance,
} from '../../../kernel/index.js'
import { receive } from '../../../plugins/receive/index.js'
import { SendValidationError } from '../../../plugins/send/errors.js'
import { getTransferAdapter } from '../../../plugins/send/getTransferAdapter.js'
import { initialSendState, nameMethods, send } from '../../../plugins/send/index.js'
import { createSendText, sendMessages } from '../../../plugins/send/messages.js'
import { parseAmount } from '../../../plugins/send/units.js'
import { checkSend, validateSend } from '../../../plugins/send/validateSend.js'
import { createTranslator, en, loadPluginMessages } from '../../../ui-shell/i18n/index.js'
import { fakeChain } from '../../support/fakeChain.js'
import { startKernel } from '../kernel/support.js'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  caipNetworkId: 'eip155:1',
  value: 2n * 10n ** 18n,
  decimals: 18,
  formatted: '2',
}
const usdc: TokenBalance = {
  ...eth,
  name: 'USD Coin',
  symbol: 'USDC',
  address: '0xa0b8',
  decimals: 6,
  value: 5_000_000n,
  formatted: '5',
}
const receiver = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const isHexAddress = (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address)
const units = { validateAddress: isHexAddress, parseUnits }
/** A chain adapter as far as the send rules look at it: with or without transfers. */
const adapterWith = (parts: Partial<ChainAdapter>) => ({ ...units, ...parts }) as ChainAdapter
const sending = adapterWith({
  estimateTransfer: async () => ({ fee: 0n }),
  sendTransfer: async () => '0x01',
})
const notSending = adapterWith({})

function message(run: () => void): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(SendValidationError)
    return (error as SendValidationError).shortMessage
  }
  return 'passed'
}

describe('SPEC §5 send rules', () => {
  const filled = { token: eth, sendTokenAmount: '1', receiverAddress: receiver }

  it("only a chain whose adapter has transfers can send: 'Unsupported chain'", () => {
    expect(message(() => validateSend({ adapter: notSending, state: filled }))).toBe(
      'Unsupported chain',
    )
    expect(message(() => validateSend({ adapter: undefined, state: filled }))).toBe(
      'Unsupported chain',
    )
    expect(message(() => validateSend({ adapter: sending, state: filled }))).toBe('passed')
  })

  it("requires an amount and a receiver: 'An amount and receiver address are required'", () => {
    for (const state of [
      { ...filled, sendTokenAmount: '' },
      { ...filled, receiverAddress: '  ' },
      { ...filled, sendTokenAmount: '', receiverAddress: '' },
    ])
      expect(message(() => validateSend({ adapter: sending, state }))).toBe(
        'An amount and receiver address are required',
      )
  })

  it("requires a token: 'A token is required'", () => {
    expect(
      message(() => validateSend({ adapter: sending, state: { ...filled, token: undefined } })),
    ).toBe('A token is required')
  })

  it('checks the chain first, then amount and receiver, then the token', () => {
    const empty = { token: undefined, sendTokenAmount: '', receiverAddress: '' }
    expect(message(() => validateSend({ adapter: notSending, state: empty }))).toBe(
      'Unsupported chain',
    )
    expect(message(() => validateSend({ adapter: sending, state: empty }))).toBe(
      'An amount and receiver address are required',
    )
  })

  it('names the field at fault so the form can mark it', () => {
    const field = (state: typeof filled) => {
      try {
        validateSend({ adapter: sending, state })
      } catch (error) {
        return (error as SendValidationError).field
      }
    }
    expect(field({ ...filled, sendTokenAmount: '' })).toBe('amount')
    expect(field({ ...filled, receiverAddress: '' })).toBe('receiver')
    expect(field({ ...filled, token: undefined as never })).toBe('token')
  })
})

describe('the form checks beyond SPEC §5', () => {
  const check = (state: Partial<typeof base>, fee?: bigint) =>
    message(() => checkSend({ state: { ...base, ...state }, adapter: units, fee }))
  const base = { token: eth, sendTokenAmount: '1', receiverAddress: receiver }

  it('asks the chain adapter whether the receiver is an address', () => {
    expect(check({ receiverAddress: '0x1234' })).toBe('Enter a valid address for this network')
    expect(check({})).toBe('passed')
  })

  it('needs an amount above 0 that the token can hold', () => {
    for (const amount of ['0', '-1', 'abc', '1.2.3', '0.0000001'])
      expect(check({ token: usdc, sendTokenAmount: amount })).toBe('Enter an amount greater than 0')
    expect(check({ token: usdc, sendTokenAmount: '0.000001' })).toBe('passed')
  })

  it('needs the balance to cover the amount, and the fee for the native coin', () => {
    expect(check({ sendTokenAmount: '2' })).toBe('passed')
    expect(check({ sendTokenAmount: '2.000000000000000001' })).toBe('Insufficient funds')
    expect(check({ sendTokenAmount: '2' }, 1n)).toBe('Insufficient funds')
    expect(check({ sendTokenAmount: '1.9' }, 10n ** 16n)).toBe('passed')
    // A token's fee is paid in the native coin, not from the token balance.
    expect(check({ token: usdc, sendTokenAmount: '5' }, 10n ** 18n)).toBe('passed')
  })

  it('returns the amount in the smallest unit', () => {
    expect(
      checkSend({
        state: { ...base, token: usdc, sendTokenAmount: '1,25' },
        adapter: units,
      }),
    ).toBe(1_250_000n)
  })
})

describe('units', () => {
  it('parses typed amounts exactly, and refuses more decimals than the token has', () => {
    expect(parseAmount('1.5', { decimals: 18, adapter: units })).toBe(15n * 10n ** 17n)
    expect(parseAmount('.25', { decimals: 6, adapter: units })).toBe(250_000n)
    expect(parseAmount('7', { decimals: 0, adapter: units })).toBe(7n)
    expect(parseAmount('1.0000001', { decimals: 6, adapter: units })).toBeUndefined()
    expect(parseAmount('1e3', { decimals: 6, adapter: units })).toBeUndefined()
    expect(parseAmount('', { decimals: 6, adapter: units })).toBeUndefined()
  })

  it('formats the smallest unit back without losing precision', () => {
    expect(formatUnits(9_999_999_999_999_999_999n, 18)).toBe('9.999999999999999999')
    expect(formatUnits(1_250_000n, 6)).toBe('1.25')
    expect(formatUnits(5n, 6)).toBe('0.000005')
    expect(formatUnits(0n, 18)).toBe('0')
  })
})

describe('the plugins through a real kernel', () => {
  it("a chain adapter without transfers cannot send: 'Unsupported chain'", async () => {
    const kernel = startKernel({
      chains: [fakeChain({ namespace: 'bip122' }).plugin],
      plugins: [send()],
    })
    await expect(getTransferAdapter(kernel, 'bip122')).rejects.toThrow('Unsupported chain')
    kernel.destroy()
  })

  it('adds Receive before Send to Account, for every chain', () => {
    const kernel = startKernel({ chains: [fakeChain().plugin], plugins: [send(), receive()] })
    expect(kernel.registry.entries('account').map((e) => [e.plugin, e.view, e.namespaces])).toEqual(
      [
        ['receive', 'WalletReceive', undefined],
        ['send', 'WalletSend', undefined],
      ],
    )
    expect(kernel.registry.hasView('WalletSend')).toBe(true)
    expect(kernel.registry.hasView('WalletSendPreview')).toBe(true)
    expect(kernel.registry.hasView('WalletReceive')).toBe(true)
    expect(kernel.registry.getSlice('send')).toEqual(initialSendState)
    kernel.destroy()
  })

  it('clears the form when the network changes (SPEC §4)', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin], plugins: [send()] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    kernel.registry.updateSlice<typeof initialSendState>('send', (draft) => {
      draft.sendTokenAmount = '1'
      draft.receiverAddress = receiver
    })
    chain.changeNetwork('injected', 'eip155:10')
    expect(kernel.registry.getSlice('send')).toEqual(initialSendState)
    kernel.destroy()
  })

  it('exposes name lookups as RPC methods a names plugin handles', () => {
    expect(nameMethods).toEqual({
      lookupAddress: 'gangway_lookupAddress',
      resolveName: 'gangway_resolveName',
    })
  })
})

describe('messages', () => {
  it('has the SPEC §5 messages verbatim', () => {
    expect(sendMessages.en['WalletSend.required']).toBe(
      'An amount and receiver address are required',
    )
    expect(sendMessages.en['WalletSend.tokenRequired']).toBe('A token is required')
    expect(sendMessages.en['WalletSend.unsupportedChain']).toBe('Unsupported chain')
  })

  it("prefers ui-shell's catalogue, then the locale's, with {values}", async () => {
    const none = (key: string) => key
    const german = createTranslator(en, {
      plugins: await loadPluginMessages([send()], 'de-DE'),
      locale: 'de-DE',
    })
    expect(createSendText(german, 'de-DE')('WalletSend.balance', { amount: '1 ETH' })).toBe(
      'Guthaben: 1 ETH',
    )
    expect(createSendText(none, undefined)('WalletSend.max')).toBe('Max')
    const host = (key: string) => (key === 'WalletSend.max' ? 'All' : key)
    expect(createSendText(host, 'en')('WalletSend.max')).toBe('All')
  })
})
