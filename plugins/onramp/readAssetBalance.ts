import { type CaipNetworkId, caches, type Kernel, type Namespace } from 'gangway/kernel'

/** A balance read for the onramp: the amount in the smallest unit and its decimals. */
export type AssetBalance = { value: bigint; decimals: number }

/**
 * The account's balance of an asset on a configured network, read from the chain now (the
 * chain says when funds arrived, not the provider): the native coin by its symbol, a token
 * among the network's configured tokens by its symbol. `undefined` when the network or the
 * token is not one the host configured.
 *
 * @example
 * const before = await readAssetBalance(kernel, { namespace: 'eip155', caipNetworkId: 'eip155:1', address, symbol: 'ETH' })
 */
export async function readAssetBalance(
  kernel: Kernel,
  target: { namespace: Namespace; caipNetworkId: CaipNetworkId; address: string; symbol: string },
): Promise<AssetBalance | undefined> {
  const network = kernel.networks.get(target.caipNetworkId)
  if (!network) return undefined
  const adapter = await kernel.chains.load(target.namespace)
  // A fresh read: the 30 s balance cache (SPEC §9) would hide funds that just arrived.
  // Chain adapters key it `<caipNetworkId>:<address>` (eip155 lower-cases the address).
  for (const address of [target.address, target.address.toLowerCase()])
    kernel.storage.clearCache({ cache: caches.portfolio, id: `${target.caipNetworkId}:${address}` })
  const balances = await adapter.getBalances({ address: target.address, network })
  const symbol = target.symbol.toUpperCase()
  if (network.nativeCurrency.symbol.toUpperCase() === symbol) {
    const native = balances.find((balance) => !balance.address)
    return { value: native?.value ?? 0n, decimals: network.nativeCurrency.decimals }
  }
  const token = balances.find(
    (balance) => balance.address && balance.symbol.toUpperCase() === symbol,
  )
  return token ? { value: token.value, decimals: token.decimals } : undefined
}
