// A real WalletConnect wallet for tests: @reown/walletkit on the far side of a relay (the
// local one of startRelay). It approves sessions, answers personal_sign and eth_sendTransaction against anvil,
// solana_signMessage / solana_signTransaction / solana_signAllTransactions (ed25519) when the
// solana namespace is requested, and the bip122 methods (getAccountAddresses, signMessage,
// signPsbt, sendTransfer; bitcoinjs-lib + ecpair keys) when bip122 is, and cosmos_getAccounts,
// cosmos_signDirect and cosmos_signAmino (secp256k1) when cosmos is. Node only. The parts are in
// wallet/: the state, the session proposal, the request pipeline and one file per namespace.

import { answerProposal } from './wallet/proposal.js'
import { answerSessionRequest } from './wallet/request.js'
import { startWalletConnectWalletState } from './wallet/state.js'
import type { StartWalletConnectWalletParameters, WalletConnectTestWallet } from './wallet/types.js'

/**
 * Starts a WalletKit wallet on the local relay.
 *
 * @example
 * const wallet = await startWalletConnectWallet({ relayUrl: relay.url, chains: { 31337: anvil.rpcUrl } })
 * await wallet.pair(uri)
 */
export async function startWalletConnectWallet(
  parameters: StartWalletConnectWalletParameters,
): Promise<WalletConnectTestWallet> {
  const state = await startWalletConnectWalletState(parameters)
  const { core, cosmos, kit, prompts } = state
  kit.on('session_proposal', (proposal) => answerProposal(state, proposal))
  kit.on('session_request', (event) => answerSessionRequest(state, event))
  return {
    address: state.account.address,
    solanaAddress: state.solanaAddress,
    bitcoin: state.bitcoin,
    cosmosAddress: (prefix) => cosmos.address(prefix),
    tamperAmino(tamper) {
      cosmos.tamperAmino = tamper
    },
    rejectRequests(reject) {
      state.rejectRequests = reject
    },
    rejectNext: prompts.rejectNext,
    hangNext: prompts.hangNext,
    answerNextAfter: prompts.answerNextAfter,
    ask: prompts.ask,
    approve: (options = {}) => prompts.decide(options.method, 'approve'),
    reject: (options = {}) => prompts.decide(options.method, { code: options.code ?? 4001 }),
    kit,
    get topic() {
      return state.topic
    },
    requests: state.requests,
    calls: state.calls,
    pair(uri) {
      return new Promise<string>((resolve, reject) => {
        state.pairing.resolve = resolve
        state.pairing.reject = reject
        kit.pair({ uri }).catch(reject)
      })
    },
    async disconnect() {
      if (!state.topic) return
      await kit.disconnectSession({
        topic: state.topic,
        reason: { code: 6000, message: 'User disconnected.' },
      })
      state.topic = undefined
    },
    async switchChain(next) {
      if (!state.topic) throw new Error('no session')
      state.chainId = next
      await kit.emitSessionEvent({
        topic: state.topic,
        event: { name: 'chainChanged', data: next },
        chainId: `eip155:${next}`,
      })
    },
    async emitAccounts(addresses) {
      if (!state.topic) throw new Error('no session')
      await kit.emitSessionEvent({
        topic: state.topic,
        event: { name: 'accountsChanged', data: addresses },
        chainId: `eip155:${state.chainId}`,
      })
    },
    async stop() {
      await core.relayer.transportClose().catch(() => {})
      core.heartbeat?.stop?.()
    },
  }
}
