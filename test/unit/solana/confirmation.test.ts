// How long Solana waits for a confirmation: 90 s by default, a deliberate difference from
// SPEC §9's 25 s (docs/spec-differences.md 6), and SPEC's value when the host asks for it.
import { describe, expect, it } from 'vitest'
import { ConfirmationTimeoutError } from '../../../chains/solana/errors.js'
import type { SolanaContext, SolanaOptions } from '../../../chains/solana/types.js'
import { waitForConfirmation } from '../../../chains/solana/waitForConfirmation.js'
import type { Network } from '../../../kernel/index.js'

/** A node that never confirms and has no WebSocket, on a clock that moves only with its timers. */
function neverConfirmed(options: SolanaOptions = {}) {
  const clock = { now: 0 }
  const context = {
    kernel: {
      env: {
        now: () => clock.now,
        setTimeout: (callback: () => void, ms: number) =>
          queueMicrotask(() => {
            clock.now += ms
            callback()
          }),
      },
      log: { debug: () => undefined },
    },
    options,
    getRpc: () => ({
      rpc: {
        getSignatureStatuses: () => ({ send: async () => ({ value: [null] }) }),
      },
      subscriptions: () => {
        throw new Error('no WebSocket')
      },
    }),
  } as unknown as SolanaContext
  const waiting = waitForConfirmation(context, {
    network: { caipNetworkId: 'solana:test' } as unknown as Network,
    signature: 'sig',
  })
  return { clock, waiting }
}

describe('Solana confirmation wait', () => {
  it('gives up after 90 s by default, not at SPEC’s 25 s', async () => {
    const { clock, waiting } = neverConfirmed()
    await expect(waiting).rejects.toBeInstanceOf(ConfirmationTimeoutError)
    await expect(waiting).rejects.toMatchObject({
      shortMessage: 'Timed out while waiting for the transaction to confirm.',
    })
    // Polled once a second until the deadline (the first second is the WebSocket's grace).
    expect(clock.now).toBeGreaterThanOrEqual(90_000)
    expect(clock.now).toBeLessThanOrEqual(92_000)
  })

  it('waits SPEC’s 25 s when the host sets confirmationTimeout', async () => {
    const { clock, waiting } = neverConfirmed({ confirmationTimeout: 25_000 })
    await expect(waiting).rejects.toBeInstanceOf(ConfirmationTimeoutError)
    expect(clock.now).toBeGreaterThanOrEqual(25_000)
    expect(clock.now).toBeLessThanOrEqual(27_000)
  })
})
