// Wallet- and token-supplied text, and balances that hang (issue 14).
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import {
  BaseError,
  type Environment,
  InvalidWalletDataError,
  sanitizeText,
  type TokenBalance,
} from '../../../kernel/index.js'
import { sanitizeWallet } from '../../../ui-shell/directory/sanitizeWallet.js'
import { createTranslator, en, loadMessages } from '../../../ui-shell/i18n/index.js'
import { getBalanceTracker, slowBalanceAfter } from '../../../ui-shell/shared/balances.js'
import { describeWalletError } from '../../../ui-shell/views/ConnectingExternal.js'
import { fakeChain } from '../../support/fakeChain.js'
import { startKernel } from '../kernel/support.js'
import { anyText } from './anyText.js'

const unsafe = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  '\u0085',
  '\u061c',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
]

describe('sanitizeText: one sanitiser for wallet names, token symbols and the directory', () => {
  it('strips the right-to-left override that makes \\u202EDSU<b> read as <b>USD', () => {
    expect(sanitizeText('\u202EDSU<b>')).toBe('DSU<b>')
  })

  it('never leaves a control or bidi character, never grows, never splits a code point', () => {
    const anyUnsafe = new RegExp(`[${unsafe.join('')}]`, 'u')
    /** `part`'s code points appear in `whole`'s, in order (a split pair would be a new one). */
    const isSubsequence = (part: string[], whole: string[]) => {
      let at = 0
      for (const point of part) {
        while (at < whole.length && whole[at] !== point) at += 1
        if (at === whole.length) return false
        at += 1
      }
      return true
    }
    // 10,000 cases in about a second: bounded pieces, anyText instead of unit 'binary' (6 s of
    // set-up), and a boolean property instead of ~50 expect() calls per case (12 s before).
    fc.assert(
      fc.property(
        fc.array(fc.oneof(anyText(24), fc.constantFrom(...unsafe)), {
          maxLength: 12,
        }),
        fc.integer({ min: 1, max: 80 }),
        (parts, max) => {
          const input = parts.join('')
          const output = sanitizeText(input, max)
          const points = [...output]
          return (
            !anyUnsafe.test(output) &&
            points.length <= max &&
            output.length <= input.length &&
            output === output.trim() &&
            isSubsequence(points, [...input])
          )
        },
      ),
      { numRuns: 10_000 },
    )
  })

  it('the directory uses the same rule', () => {
    expect(sanitizeWallet({ id: 'x', name: '\u202EDSU\u2066<b>' })?.name).toBe('DSU<b>')
  })

  it('connector names from wallets (EIP-6963, Wallet Standard) are cleaned as they are added', () => {
    const kernel = startKernel()
    kernel.connectors.add({
      id: 'io.evil',
      name: '\u202Ekcabloop\u0000',
      type: 'ANNOUNCED',
      namespace: 'eip155',
    })
    kernel.connectors.add({
      id: 'io.blank',
      name: '\u202E\u202E',
      type: 'ANNOUNCED',
      namespace: 'eip155',
    })
    expect(kernel.connectors.get({ namespace: 'eip155', id: 'io.evil' })?.name).toBe('kcabloop')
    expect(kernel.connectors.get({ namespace: 'eip155', id: 'io.blank' })?.name).toBe('io.blank')
    kernel.destroy()
  })
})

describe('balances', () => {
  function manualTimers() {
    const pending = new Map<number, { callback: () => void; ms: number }>()
    let next = 0
    const env: Partial<Environment> = {
      setTimeout: (callback, ms) => {
        next += 1
        pending.set(next, { callback, ms })
        return next
      },
      clearTimeout: (handle) => {
        pending.delete(handle as number)
      },
    }
    return {
      env,
      fire(ms: number) {
        for (const [id, timer] of [...pending])
          if (timer.ms === ms) {
            pending.delete(id)
            timer.callback()
          }
      },
    }
  }
  const native = (symbol: string, value = 1n): TokenBalance => ({
    name: `${symbol} coin`,
    symbol,
    caipNetworkId: 'eip155:1',
    value,
    decimals: 18,
    formatted: String(value),
  })

  it(`a hanging RPC shows "unavailable" after ${slowBalanceAfter} ms, and the late answer replaces it`, async () => {
    const timers = manualTimers()
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin] }, { env: timers.env })
    const adapter = await kernel.chains.load('eip155')
    let answer!: (balances: TokenBalance[]) => void
    adapter.getBalances = () =>
      new Promise((resolve) => {
        answer = resolve
      })
    const tracker = getBalanceTracker(kernel)
    const target = {
      namespace: 'eip155' as const,
      address: 'a',
      caipNetworkId: 'eip155:1' as const,
    }
    const loading = tracker.load(target)
    await Promise.resolve()
    expect(tracker.get(target).status).toBe('loading')
    timers.fire(slowBalanceAfter)
    expect(tracker.get(target).status).toBe('error')
    // A second look does not start a second request while the first still runs; forced, it
    // reads again once the first has answered (that one may predate what moved the balance).
    await tracker.load(target, { force: true })
    answer([native('ETH')])
    await loading
    expect(tracker.get(target)).toMatchObject({ status: 'loading', native: { symbol: 'ETH' } })
    answer([native('ETH', 2n)])
    await vi.waitFor(() =>
      expect(tracker.get(target)).toMatchObject({ status: 'ready', native: { value: 2n } }),
    )
    kernel.destroy()
  })

  it('a hanging refresh keeps showing the last value', async () => {
    const timers = manualTimers()
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin] }, { env: timers.env })
    const adapter = await kernel.chains.load('eip155')
    adapter.getBalances = async () => [native('ETH', 5n)]
    const tracker = getBalanceTracker(kernel)
    const target = {
      namespace: 'eip155' as const,
      address: 'a',
      caipNetworkId: 'eip155:1' as const,
    }
    await tracker.load(target)
    adapter.getBalances = () => new Promise(() => undefined)
    void tracker.load(target, { force: true })
    await Promise.resolve()
    timers.fire(slowBalanceAfter)
    expect(tracker.get(target)).toMatchObject({ status: 'ready', native: { value: 5n } })
    kernel.destroy()
  })

  it('token names and symbols are cleaned before anything shows them', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin] })
    const adapter = await kernel.chains.load('eip155')
    adapter.getBalances = async () => [native('\u202EDSU<b>')]
    const tracker = getBalanceTracker(kernel)
    const target = {
      namespace: 'eip155' as const,
      address: 'a',
      caipNetworkId: 'eip155:1' as const,
    }
    await tracker.load(target)
    expect(tracker.get(target).native?.symbol).toBe('DSU<b>')
    kernel.destroy()
  })
})

describe('a refused wallet answer', () => {
  it("reads as a clear error in the visitor's language, never quoting what the wallet sent", async () => {
    const refused = new InvalidWalletDataError('"<b>banana</b>" is not a chain id.')
    const wrapped = new BaseError('CONNECT_FAILED', 'Connection failed', { cause: refused })
    const english = createTranslator(en)
    const german = createTranslator(await loadMessages('de'), { locale: 'de' })
    for (const error of [refused, wrapped]) {
      expect(describeWalletError(error, english)).toBe(
        'The wallet sent an account or network that is not valid.',
      )
      expect(describeWalletError(error, german)).toBe(
        'Die Wallet hat ein ungültiges Konto oder Netzwerk gemeldet.',
      )
    }
  })
})
