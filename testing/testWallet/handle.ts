import { ProviderRpcError } from '../errors.js'
import { answer } from './answer.js'
import { promptingMethods } from './constants.js'
import { requestSchema } from './schemas.js'
import { logChanged, type MutableRequest, type TestWalletState } from './state.js'

/** Runs the controls for a prompt: resolves 'approve' or a rejection code (or never). */
function gate(
  state: TestWalletState,
  request: MutableRequest,
): Promise<'approve' | { code: number }> {
  const { prompts } = state
  const behaviour = prompts.take()
  if (behaviour?.kind === 'reject') return prompts.settle(behaviour)
  request.state = 'held'
  if (behaviour) return prompts.settle(behaviour)
  if (!prompts.asking) {
    request.state = 'waiting'
    return Promise.resolve('approve')
  }
  const decided = prompts.hold(request, request.method)
  logChanged(state)
  return decided
}

/**
 * One request from the dapp, start to end: parsed, logged, gated by the prompt controls, failed
 * or stalled as the test said, answered.
 */
export async function handleRequest(
  state: TestWalletState,
  { args, origin }: { args: unknown; origin: string | undefined },
): Promise<unknown> {
  const parsed = requestSchema.safeParse(args)
  if (!parsed.success)
    throw new ProviderRpcError(-32600, 'A request is an object { method: string, params? }.')
  const { method } = parsed.data
  const params = Array.isArray(parsed.data.params)
    ? parsed.data.params
    : parsed.data.params === undefined
      ? []
      : [parsed.data.params]
  let settle = () => {}
  const request: MutableRequest = {
    id: ++state.lastId,
    method,
    params: parsed.data.params,
    origin,
    state: 'waiting',
    settled: new Promise<void>((resolve) => {
      settle = resolve
    }),
  }
  state.requests.push(request)
  logChanged(state)
  try {
    // Connecting again to a site already approved opens no prompt, as in real wallets.
    const prompts =
      promptingMethods.includes(method) && !(method === 'eth_requestAccounts' && state.authorized)
    if (prompts) {
      const decision = await gate(state, request)
      request.state = 'waiting'
      if (decision !== 'approve')
        throw new ProviderRpcError(decision.code, 'User rejected the request.')
    }
    const failure = state.failures.find((item) => item.methods.includes(method))
    if (failure) {
      state.failures.splice(state.failures.indexOf(failure), 1)
      throw new ProviderRpcError(failure.code, failure.message)
    }
    const result = await answer({ state, method, params })
    if (state.stalled.has(method)) {
      request.state = 'held'
      await new Promise(() => {})
    }
    request.result = result
    request.state = 'answered'
    return result
  } catch (error) {
    const failure =
      error instanceof ProviderRpcError
        ? error
        : new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error))
    request.error = { code: failure.code, message: failure.message }
    request.state = 'failed'
    throw failure
  } finally {
    settle()
    logChanged(state)
  }
}
