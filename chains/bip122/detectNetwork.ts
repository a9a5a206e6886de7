import type { CaipNetworkId, Network } from 'gangway/kernel'
import { bip122ChainIds } from './chainIds.js'
import { defineNetwork } from './defineNetwork.js'
import type { Bip122Context } from './types.js'
import { validateAddress } from './validateAddress.js'

/** Mainnet, testnet and regtest: the address kinds a bitcoin wallet may report. */
export const builtInNetworks = [
  defineNetwork({
    id: bip122ChainIds.mainnet.slice(7),
    name: 'Bitcoin',
    kind: 'mainnet',
    esploraUrl: '',
  }),
  defineNetwork({
    id: bip122ChainIds.testnet.slice(7),
    name: 'Testnet',
    kind: 'testnet',
    esploraUrl: '',
  }),
  defineNetwork({
    id: bip122ChainIds.regtest.slice(7),
    name: 'Regtest',
    kind: 'regtest',
    esploraUrl: '',
  }),
]

/**
 * The network a wallet is on, read from its address: Bitcoin wallets do not report a chain
 * id, but an address belongs to one kind of network. Prefers `wanted`, then the configured
 * networks in order; an address of no configured network gives that kind's built-in id, so
 * the kernel can show UnsupportedChain.
 *
 * @example
 * detectNetwork(context, 'tb1q…') // 'bip122:000000000933ea01ad0e82f3a5a56a33'
 */
export function detectNetwork(
  context: Bip122Context,
  { address, wanted }: { address: string; wanted?: Network | undefined },
): CaipNetworkId {
  if (wanted?.chainNamespace === 'bip122' && validateAddress(address, wanted))
    return wanted.caipNetworkId
  const configured = context.options.networks.find((network) => validateAddress(address, network))
  if (configured) return configured.caipNetworkId
  return (
    builtInNetworks.find((network) => validateAddress(address, network)) ?? builtInNetworks[0]!
  ).caipNetworkId
}
