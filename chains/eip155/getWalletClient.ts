import { type Address, createWalletClient, custom, type WalletClient } from 'viem'
import type { Network } from '../../kernel/index.js'
import { getRpcUrls } from './getRpcUrls.js'
import { toViemChain } from './toViemChain.js'
import type { Eip155Context } from './types.js'

/**
 * A viem wallet client over the connector's EIP-1193 provider, for one account. Wallet
 * errors are not retried: a rejection is an answer, not a failure.
 *
 * @example
 * const wallet = getWalletClient(context, { connectorId, address, network })
 */
export function getWalletClient(
  context: Eip155Context,
  parameters: { connectorId: string; address?: string | undefined; network?: Network | undefined },
): WalletClient {
  const { network } = parameters
  return createWalletClient({
    ...(parameters.address ? { account: parameters.address as Address } : {}),
    chain: network ? toViemChain(network, getRpcUrls(network, context.options.rpcUrls)) : undefined,
    transport: custom(context.getProvider(parameters.connectorId), { retryCount: 0 }),
  })
}
