import type { EIP1193Provider } from 'viem'
import { createEventControls } from './testWallet/eventControls.js'
import { createTestWalletProvider } from './testWallet/provider.js'
import { createRequestControls } from './testWallet/requestControls.js'
import { createTestWalletState } from './testWallet/state.js'
import type { CreateTestWalletParameters, TestWallet } from './testWallet/types.js'
import { createWalletControls } from './testWallet/walletControls.js'

/**
 * Creates a wallet that signs for real with keys the test chooses and answers per EIP-1193,
 * EIP-6963 and EIP-5792, with the controls a test needs. It runs wherever the test does: in
 * Node behind a page (see `gangway/testing/playwright`) or in the dapp's own realm.
 *
 * The parts are in `testWallet/`: the state every part shares, the request pipeline
 * (`handle.ts`: log, prompt controls, failures), one file per group of methods (`methods/`),
 * and the controls by concern.
 *
 * @param parameters The node, the keys, the chains, the EIP-6963 info.
 * @returns The wallet: its provider, its request log and its controls.
 * @example
 * const wallet = createTestWallet({ rpcUrl: anvil.rpcUrl })
 * wallet.rejectNext() // the visitor will refuse the next prompt
 */
export function createTestWallet(parameters: CreateTestWalletParameters): TestWallet {
  const state = createTestWalletState(parameters)
  const provider = createTestWalletProvider(state)
  return {
    info: state.info,
    provider: provider as unknown as EIP1193Provider,
    // Getters here: a spread would read them once.
    get address() {
      return state.account.address
    },
    addresses: state.accounts.map((item) => item.address),
    get chainId() {
      return state.chainId
    },
    get authorized() {
      return state.authorized
    },
    get requests() {
      return state.requests
    },
    ...createRequestControls(state),
    ...createWalletControls(state),
    ...createEventControls(state, { provider }),
  }
}
