import type { Address, WalletCapabilities } from 'viem'
import { getCapabilities as viemGetCapabilities } from 'viem/actions'
import { getWalletClient } from './getWalletClient.js'
import type { Eip155Context } from './types.js'

/**
 * The wallet's EIP-5792 capabilities per chain id (`wallet_getCapabilities`). SPEC §8: a
 * failed call (e.g. a wallet without EIP-5792) returns `{}`.
 *
 * @example
 * const capabilities = await getCapabilities(context, { connectorId, address })
 * capabilities[8453]?.atomic
 */
export async function getCapabilities(
  context: Eip155Context,
  parameters: { connectorId: string; address: string },
): Promise<Readonly<Record<number, WalletCapabilities>>> {
  try {
    const wallet = getWalletClient(context, parameters)
    return await viemGetCapabilities(wallet, { account: parameters.address as Address })
  } catch (error) {
    context.kernel.log.debug('wallet_getCapabilities failed', error)
    return {}
  }
}
