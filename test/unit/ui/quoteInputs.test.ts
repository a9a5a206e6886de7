// The two helpers Swap and Onramp share through gangway/ui: the percentage they show and the
// 500 ms their quote requests wait for the typing to settle (SPEC §9 "Debounce").
import { describe, expect, it } from 'vitest'
import { afterInputSettles, formatPercent, inputSettleDelay } from '../../../ui-shell/kit/index.js'

describe('formatPercent', () => {
  it('writes a fraction as a percentage in the locale, two decimals at most by default', () => {
    expect(formatPercent(0.025)).toBe('2.5%')
    expect(formatPercent(0.012345)).toBe('1.23%')
    expect(formatPercent(0.025, { locale: 'de' })).toBe('2,5\u00a0%')
    expect(formatPercent(0.0123, { locale: 'en-US', maximumFractionDigits: 1 })).toBe('1.2%')
  })

  it('gives the English form for a locale tag that is no tag, never an exception', () => {
    expect(formatPercent(0.025, { locale: 'not a tag!' })).toBe('2.5%')
  })
})

describe('afterInputSettles', () => {
  /** Timers the test moves by hand. */
  function manualTimers() {
    let now = 0
    const timers = new Map<number, { at: number; run: () => void }>()
    let next = 1
    return {
      env: {
        setTimeout: (run: () => void, ms: number) => {
          timers.set(next, { at: now + ms, run })
          return next++
        },
        clearTimeout: (handle: unknown) => void timers.delete(handle as number),
      },
      advance(ms: number) {
        now += ms
        for (const [handle, timer] of [...timers])
          if (timer.at <= now) {
            timers.delete(handle)
            timer.run()
          }
      },
    }
  }

  it('asks once the inputs stayed unchanged for 500 ms', () => {
    expect(inputSettleDelay).toBe(500)
    const timers = manualTimers()
    const asked: string[] = []
    afterInputSettles({ env: timers.env, task: () => asked.push('quote') })
    timers.advance(499)
    expect(asked).toEqual([])
    timers.advance(1)
    expect(asked).toEqual(['quote'])
  })

  it('never asks for inputs that changed within 500 ms, and drops an answer that comes after a change', () => {
    const timers = manualTimers()
    const asked: string[] = []
    const cleanupFirst = afterInputSettles({ env: timers.env, task: () => asked.push('1') })
    timers.advance(300)
    cleanupFirst() // the visitor typed again
    let isLive: (() => boolean) | undefined
    const cleanupSecond = afterInputSettles({
      env: timers.env,
      task: (live) => {
        asked.push('12')
        isLive = live
      },
    })
    timers.advance(500)
    expect(asked).toEqual(['12'])
    expect(isLive?.()).toBe(true)
    cleanupSecond() // typed again while the quote was under way
    expect(isLive?.()).toBe(false)
  })
})
