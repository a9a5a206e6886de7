// The WalletConnect test wallet answers only the methods it has: a dapp's method named like an
// object's own members ('toString', '__proto__') is refused, never run as a handler.
import { describe, expect, it } from 'vitest'
import { answer } from '../../../testing/walletconnect/wallet/answer.js'
import type { WalletConnectWalletState } from '../../../testing/walletconnect/wallet/state.js'

describe('the WalletConnect test wallet, asked a method it lacks', () => {
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'eth_sign'])(
    'refuses %s',
    async (method) => {
      // The refusal reads no state: none is needed.
      const state = {} as WalletConnectWalletState
      await expect(answer({ state, method, params: [], chain: 'eip155:1' })).rejects.toThrow(
        `the test wallet does not support ${method}`,
      )
    },
  )
})
