import type { WalletKitTypes } from '@reown/walletkit'
import { answer } from './answer.js'
import type { WalletConnectWalletState } from './state.js'

/**
 * WalletKit's `session_request`: logged, gated by the prompt controls (refused with their code),
 * refused with 5000 while `rejectRequests` is on, else answered (an error answers 5000).
 */
export async function answerSessionRequest(
  state: WalletConnectWalletState,
  event: WalletKitTypes.SessionRequest,
): Promise<void> {
  const { kit, prompts } = state
  const { topic, id, params } = event
  const { request } = params
  state.requests.push(request.method)
  const call = { method: request.method, params: request.params, chainId: params.chainId }
  state.calls.push(call)
  const decision = await prompts.open(call, request.method)
  if (decision !== 'approve') {
    await kit.respondSessionRequest({
      topic,
      response: {
        id,
        jsonrpc: '2.0',
        error: { code: decision.code, message: 'User rejected the request.' },
      },
    })
    return
  }
  try {
    if (state.rejectRequests) throw new Error('User rejected.')
    const result = await answer({
      state,
      method: request.method,
      params: request.params,
      chain: params.chainId,
    })
    await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
  } catch (error) {
    await kit.respondSessionRequest({
      topic,
      response: { id, jsonrpc: '2.0', error: { code: 5000, message: (error as Error).message } },
    })
  }
}
