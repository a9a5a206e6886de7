import type { Network } from 'gangway/kernel'
import { numberToHex } from 'viem'
import { ChainNotConfiguredError, ChainNotSupportedError } from './errors/chain.js'
import { getRpcCode, toEip155Error } from './toEip155Error.js'
import type { Eip155Context } from './types.js'

/** Codes after which switching tries to add the chain (SPEC §8: 4902; 32603 and 5000 too). */
export const addChainCodes: readonly number[] = [4902, 32603, 5000]

/**
 * Moves the wallet to a configured network: `wallet_switchEthereumChain`; when the wallet
 * does not know the chain (4902), `wallet_addEthereumChain` with its chainId, rpcUrls,
 * chainName, nativeCurrency and blockExplorerUrls, then the switch again.
 *
 * @throws ChainNotSupportedError ('Chain is not supported') when adding fails,
 *   ChainNotConfiguredError, UserRejectedRequestError and the other wallet-code errors.
 * @example
 * await switchNetwork(context, { connectorId: 'io.metamask', network: base })
 */
export async function switchNetwork(
  context: Eip155Context,
  parameters: { connectorId: string; network: Network },
): Promise<void> {
  const { network } = parameters
  if (!context.options.networks.some((n) => n.caipNetworkId === network.caipNetworkId))
    throw new ChainNotConfiguredError(network.caipNetworkId)
  const provider = context.getProvider(parameters.connectorId)
  const chainId = numberToHex(Number(network.id))
  const switchChain = () =>
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchChain()
    return
  } catch (error) {
    const code = getRpcCode(error)
    if (code === undefined || !addChainCodes.includes(code)) throw toEip155Error(error)
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: [...network.rpcUrls.default.http],
          ...(network.blockExplorers
            ? { blockExplorerUrls: [network.blockExplorers.default.url] }
            : {}),
        },
      ],
    })
  } catch (error) {
    throw new ChainNotSupportedError({ chainId: Number(network.id), cause: toEip155Error(error) })
  }
  try {
    await switchChain()
  } catch (error) {
    throw toEip155Error(error)
  }
}
