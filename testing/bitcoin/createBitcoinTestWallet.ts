// A Bitcoin test wallet: keys the test chooses, a p2wpkh payment address and a p2tr ordinals
// address, signing PSBTs and messages for real with bitcoinjs-lib and ecpair. Exposed as a Wallet
// Standard bitcoin wallet (bitcoin:connect, bitcoin:signMessage, bitcoin:signTransaction,
// bitcoin:signPsbt, standard:events, standard:disconnect) and as a UniSat-style `window.unisat`.
// Runs in browsers and in Node: no Node imports. The parts: keys.ts (derivation), state.ts (what
// both APIs share), standard.ts and unisat.ts (the two faces), messages.ts and signPsbt.ts.
import type { Wallet } from '@wallet-standard/base'
import { BitcoinWalletError } from './errors.js'
import { signPsbt } from './signPsbt.js'
import { createStandardWallet } from './standard.js'
import { createBitcoinWalletState, emitChange, moveTo, rebuild } from './state.js'
import type { BitcoinTestWallet, BitcoinTestWalletOptions } from './types.js'
import { createUnisatApi } from './unisat.js'

/**
 * Creates the wallet. Nothing is registered until `register()` / `inject()`.
 *
 * @example
 * const wallet = createBitcoinTestWallet({ network: 'regtest' })
 * cleanups.push(wallet.register())
 */
export function createBitcoinTestWallet(options: BitcoinTestWalletOptions = {}): BitcoinTestWallet {
  const state = createBitcoinWalletState(options)
  const { prompts } = state
  const standard = createStandardWallet(state)
  const unisat = createUnisatApi(state)
  return {
    get payment() {
      const { address, publicKey, path } = state.payment
      return { address, publicKey, path }
    },
    get ordinals() {
      const { address, publicKey, path } = state.ordinals
      return { address, publicKey, path }
    },
    get network() {
      return state.networkName
    },
    standard,
    unisat,
    register() {
      const callback = (api: { register(wallet: Wallet): unknown }) => api.register(standard)
      const onReady = (event: Event) => {
        const api = (event as CustomEvent<{ register(wallet: Wallet): unknown }>).detail
        if (api && typeof api.register === 'function') callback(api)
      }
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
      window.addEventListener('wallet-standard:app-ready', onReady)
      return () => window.removeEventListener('wallet-standard:app-ready', onReady)
    },
    inject() {
      const target = window as { unisat?: unknown }
      const previous = target.unisat
      target.unisat = unisat
      return () => {
        target.unisat = previous
      }
    },
    rejectNext: prompts.rejectNext,
    hangNext: prompts.hangNext,
    answerNextAfter: prompts.answerNextAfter,
    ask: prompts.ask,
    approve: (options = {}) => prompts.decide(options.method, 'approve'),
    reject: (options = {}) => prompts.decide(options.method, { code: options.code ?? 4001 }),
    requests: state.requests,
    clearRequests() {
      state.requests.length = 0
    },
    get authorized() {
      return state.authorized
    },
    disconnect() {
      state.authorized = false
      emitChange(state)
    },
    switchAccount(index) {
      if (!state.accountKeys[index])
        throw new BitcoinWalletError(
          -32602,
          `The wallet holds ${state.accountKeys.length} accounts; there is no account ${index}.`,
        )
      if (index === state.active) return
      state.active = index
      rebuild(state)
      if (state.authorized) emitChange(state)
    },
    switchNetwork: (network) => moveTo(state, network),
    signPsbt: (bytes, inputs) => signPsbt(state, { bytes, inputs }),
  }
}
