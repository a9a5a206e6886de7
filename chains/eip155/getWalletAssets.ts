import { InvalidWalletDataError, type Network } from 'gangway/kernel'
import { numberToHex } from 'viem'
import { askWallet } from './askWallet.js'
import { getSessionCapabilities, isOverRelay } from './getSessionCapabilities.js'
import { parseWalletAssets, supportsAssetDiscovery, type WalletAsset } from './parseWalletAssets.js'
import type { Eip155Context } from './types.js'

/**
 * How long a wallet gets to answer `wallet_getCapabilities`, then `wallet_getAssets`, before
 * the balances are read from the chain instead (the Account view shows a skeleton meanwhile).
 */
export const walletAssetsTimeout = 2_000

export type GetWalletAssetsParameters = { connectorId: string; address: string; network: Network }

/**
 * The balances a connected wallet reports itself (ERC-7811 `wallet_getAssets`, SPEC §7): asked
 * only of a wallet whose EIP-5792 capabilities say `assetDiscovery: { supported: true }` for
 * the network (a WalletConnect wallet's are read from its session, never asked of it). Whether it does is asked once per connector and account; a wallet that says no,
 * or whose answer fails, times out or is invalid, is not asked again until it reconnects.
 *
 * @returns The assets, or `undefined` when the wallet does not (or did not) answer: read the
 *   chain then.
 * @example
 * const assets = await getWalletAssets(context, { connectorId, address, network: base })
 */
export async function getWalletAssets(
  context: Eip155Context,
  parameters: GetWalletAssetsParameters,
): Promise<WalletAsset[] | undefined> {
  const { connectorId, network } = parameters
  const chainId = Number(network.id)
  const hexChainId = numberToHex(chainId)
  const key = `${connectorId}:${parameters.address.toLowerCase()}:${chainId}`
  if (context.assetDiscovery.get(key) === false) return undefined
  try {
    const provider = context.getProvider(connectorId)
    const ask = (method: string, params: unknown) =>
      askWallet(context, { provider, method, params, timeout: walletAssetsTimeout })
    if (!context.assetDiscovery.has(key)) {
      // A WalletConnect wallet declares it in the session: reading it wakes no phone.
      const capabilities = isOverRelay(context, connectorId)
        ? await getSessionCapabilities(context, { ...parameters, chainId })
        : await ask('wallet_getCapabilities', [parameters.address, [hexChainId]])
      context.assetDiscovery.set(key, supportsAssetDiscovery(capabilities, chainId))
      if (!context.assetDiscovery.get(key)) return undefined
    }
    // SPEC §7 (account, chainFilter): a wallet that ignores the filter still keys by chain.
    const answer = await ask('wallet_getAssets', [
      { account: parameters.address, chainFilter: [hexChainId] },
    ])
    const assets = parseWalletAssets(answer, chainId)
    if (!assets)
      throw new InvalidWalletDataError(`wallet_getAssets: no asset list for ${hexChainId}`)
    return assets
  } catch (error) {
    context.assetDiscovery.set(key, false)
    context.kernel.log.debug('wallet_getAssets unavailable; reading the chain', error)
    return undefined
  }
}
