import type { Network } from 'gangway/kernel'
import { type Address, type Chain, type Client, createClient, custom, type Transport } from 'viem'
import { getRpcUrls } from './getRpcUrls.js'
import { toViemChain } from './toViemChain.js'
import type { Eip155Context } from './types.js'

/**
 * A bare viem client over a connector's provider: no action decorators, so only the wallet
 * actions a caller imports from `viem/actions` (`signMessage(wallet, …)`) are bundled.
 */
export type WalletClient = Client<Transport, Chain | undefined>

/**
 * A viem wallet client over the connector's EIP-1193 provider, for one account. Wallet
 * errors are not retried: a rejection is an answer, not a failure. Built like
 * `createWalletClient` (same key, name and type) without its all-actions decorator.
 *
 * @example
 * const wallet = getWalletClient(context, { connectorId, address, network })
 * await signMessage(wallet, { account: address, message })
 */
export function getWalletClient(
  context: Eip155Context,
  parameters: { connectorId: string; address?: string | undefined; network?: Network | undefined },
): WalletClient {
  const { network } = parameters
  return createClient({
    ...(parameters.address ? { account: parameters.address as Address } : {}),
    chain: network ? toViemChain(network, getRpcUrls(network, context.options.rpcUrls)) : undefined,
    key: 'wallet',
    name: 'Wallet Client',
    type: 'walletClient',
    transport: custom(context.getProvider(parameters.connectorId), { retryCount: 0 }),
  })
}
