import { parseCaipAddress } from './caip.js'
import { InvalidWalletDataError } from './errors/connection.js'
import { quoteUntrusted } from './quoteUntrusted.js'
import type { ConnectResult, Namespace } from './types.js'

/**
 * Checks what an adapter reports for a wallet before the kernel stores it: a CAIP-2 network of
 * the same namespace, at least one account, and every account a well-formed CAIP-10 address of
 * that namespace. Adapters check their namespace's own rules (chain id, address encoding)
 * first; this is the last line, so a buggy or third-party adapter cannot store `eip155:NaN`
 * or a four-part CAIP address either.
 *
 * @throws InvalidWalletDataError
 * @example
 * assertConnectResult({ namespace: 'eip155', result: { accounts: [{ namespace: 'eip155', address: '0x…', type: 'eoa' }], caipNetworkId: 'eip155:1' } })
 */
export function assertConnectResult(parameters: {
  /** The namespace of the adapter that reported it. */
  namespace: Namespace
  /** What the adapter reported (untrusted). */
  result: unknown
}): ConnectResult {
  const { namespace, result } = parameters
  if (typeof result !== 'object' || result === null)
    throw new InvalidWalletDataError('The adapter reported no result.')
  const { accounts, caipNetworkId } = result as Partial<ConnectResult>
  if (typeof caipNetworkId !== 'string' || !caipNetworkId.startsWith(`${namespace}:`))
    throw new InvalidWalletDataError(
      `${quoteUntrusted(caipNetworkId)} is not a ${namespace} network.`,
    )
  if (!Array.isArray(accounts) || accounts.length === 0)
    throw new InvalidWalletDataError('The wallet shared no account.')
  for (const account of accounts) {
    const address = (account as { address?: unknown } | null)?.address
    if (
      (account as { namespace?: unknown } | null)?.namespace !== namespace ||
      typeof address !== 'string'
    )
      throw new InvalidWalletDataError(`An account is not a ${namespace} account.`)
    try {
      parseCaipAddress(`${caipNetworkId}:${address}`)
    } catch (error) {
      throw new InvalidWalletDataError(
        `"${caipNetworkId}:${address.slice(0, 80)}" is not a valid account id: ${(error as Error).message}`,
      )
    }
  }
  return result as ConnectResult
}
