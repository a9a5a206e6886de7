import { handleRequest } from './handle.js'
import { type TestWalletState, whenFound } from './state.js'
import type { TestWallet, TestWalletRequest } from './types.js'

// The controls over what the wallet does with requests: its prompts, its failures, its log.

export type RequestControls = Pick<
  TestWallet,
  | 'clearRequests'
  | 'request'
  | 'rejectNext'
  | 'hangNext'
  | 'answerNextAfter'
  | 'ask'
  | 'approve'
  | 'reject'
  | 'waitForRequest'
  | 'failNext'
  | 'stall'
>

/** Decides the oldest held prompt (for `method`, if given); resolves once it is answered. */
async function decide(
  state: TestWalletState,
  { method, decision }: { method: string | undefined; decision: 'approve' | { code: number } },
): Promise<TestWalletRequest> {
  const request = await state.prompts.decide(method, decision)
  await request.settled
  return request
}

/** The request controls of the wallet over `state`. */
export function createRequestControls(state: TestWalletState): RequestControls {
  const { prompts } = state
  return {
    clearRequests() {
      state.requests.length = 0
    },
    request: (args, context) => handleRequest(state, { args, origin: context?.origin }),
    rejectNext: prompts.rejectNext,
    hangNext: prompts.hangNext,
    answerNextAfter: prompts.answerNextAfter,
    ask: prompts.ask,
    approve: (options = {}) => decide(state, { method: options.method, decision: 'approve' }),
    reject: (options = {}) =>
      decide(state, { method: options.method, decision: { code: options.code ?? 4001 } }),
    waitForRequest(method, options = {}) {
      const after = options.after ?? 0
      const methods = typeof method === 'string' ? [method] : method
      return whenFound(state, () =>
        state.requests.find((item) => item.id > after && methods.includes(item.method)),
      )
    },
    failNext(options) {
      const methods = typeof options.method === 'string' ? [options.method] : options.method
      for (let index = 0; index < (options.count ?? 1); index++)
        state.failures.push({
          methods,
          code: options.code ?? -32603,
          message: options.message ?? 'The wallet could not complete the request.',
        })
    },
    stall(method, enabled = true) {
      for (const item of typeof method === 'string' ? [method] : method)
        if (enabled) state.stalled.add(item)
        else state.stalled.delete(item)
    },
  }
}
