import { TimeoutError } from 'gangway/kernel'
import type { Eip155Context, Provider } from './types.js'

/**
 * Asks a wallet a silent question (capabilities, assets, supported permissions) and gives up
 * after `timeout` ms. A hostile or broken wallet may throw synchronously, answer with a
 * non-promise, or never answer: all become a rejection (TimeoutError for the last).
 *
 * @example
 * const capabilities = await askWallet(context, provider, { method: 'wallet_getCapabilities', params: [address], timeout: 2_000 })
 */
export function askWallet(
  context: Eip155Context,
  {
    provider,
    ...parameters
  }: { provider: Provider } & { method: string; params: unknown; timeout: number },
): Promise<unknown> {
  const { method, params, timeout } = parameters
  const { env } = context.kernel
  let timer: unknown
  const expired = new Promise<never>((_, reject) => {
    timer = env.setTimeout(() => reject(new TimeoutError(method, timeout)), timeout)
  })
  const answer = Promise.resolve().then(
    () => provider.request({ method, params } as never) as unknown,
  )
  return Promise.race([answer, expired]).finally(() => env.clearTimeout(timer))
}
