import { isAddressEqual } from 'viem'
import { TestingKitError } from '../errors.js'
import { moveTo } from './methods/chains.js'
import { emitEvent, type TestWalletState } from './state.js'
import type { TestWallet } from './types.js'

// What the visitor does in the wallet, and what the wallet supports: the test plays both.

export type WalletControls = Pick<
  TestWallet,
  | 'switchAccount'
  | 'switchChain'
  | 'forgetChain'
  | 'disconnect'
  | 'supportCalls'
  | 'reportAssets'
  | 'offerPermissions'
>

/** The wallet-side controls of the wallet over `state`. */
export function createWalletControls(state: TestWalletState): WalletControls {
  return {
    switchAccount(which) {
      const { accounts } = state
      const target =
        typeof which === 'number'
          ? accounts[which]
          : accounts.find((item) => isAddressEqual(item.address, which))
      if (!target)
        throw new TestingKitError('TESTING_UNKNOWN_ACCOUNT', 'The wallet holds no such account.', {
          details: `${String(which)}; it holds ${accounts.map((item) => item.address).join(', ')}.`,
        })
      if (target === state.account) return
      state.account = target
      if (state.authorized)
        emitEvent(state, { event: 'accountsChanged', payload: [state.account.address] })
    },
    switchChain(id, options = {}) {
      moveTo(state, { id, node: state.nodes.get(id), tell: options.emit ?? true })
    },
    forgetChain(id) {
      state.nodes.delete(id)
    },
    disconnect() {
      if (!state.authorized) return
      state.authorized = false
      emitEvent(state, { event: 'accountsChanged', payload: [] })
    },
    supportCalls(enabled) {
      state.callsSupported = enabled
    },
    reportAssets(answer) {
      state.assets = answer
    },
    offerPermissions(form, answer) {
      state.permissions = form === undefined ? undefined : { form, ...(answer ? { answer } : {}) }
    },
  }
}
