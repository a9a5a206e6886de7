import { bip122WalletConnectEvents, bip122WalletConnectMethods } from 'gangway/bip122'
import type { CaipNetworkId, Kernel, Namespace } from 'gangway/kernel'
import { solanaWalletConnectEvents, solanaWalletConnectMethods } from 'gangway/solana'

/** SPEC §6: the eip155 methods a remote wallet is asked to allow. */
export const eip155Methods = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
] as const

/** Methods and events per namespace; polkadot and cosmos need only the universal provider. */
export const namespaceMethods: Readonly<
  Record<Namespace, { methods: readonly string[]; events: readonly string[] }>
> = {
  eip155: { methods: eip155Methods, events: ['chainChanged', 'accountsChanged'] },
  solana: { methods: solanaWalletConnectMethods, events: solanaWalletConnectEvents },
  bip122: { methods: bip122WalletConnectMethods, events: bip122WalletConnectEvents },
  polkadot: { methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events: [] },
  cosmos: {
    methods: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'],
    events: [],
  },
}

/** The chains a pairing asked for, per namespace (stored as SPEC §3 "requested chains"). */
export type NamespaceRequest = Record<Namespace, CaipNetworkId[]>

type ProposalNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/**
 * The optional namespaces of a session proposal: every enabled namespace with its configured
 * networks and SPEC §6's methods; eip155 carries an `rpcMap` so reads use the host's RPCs.
 *
 * @param request - Filled with the chains asked for, per namespace.
 * @example
 * const namespaces = buildNamespaces(kernel, request)
 */
export function buildNamespaces(
  kernel: Kernel,
  request: NamespaceRequest,
): Record<string, ProposalNamespace> {
  const result: Record<string, ProposalNamespace> = {}
  for (const namespace of kernel.chains.namespaces()) {
    const networks = kernel.networks.all(namespace)
    if (!networks.length) continue
    const chains = networks.map((n) => n.caipNetworkId)
    request[namespace] = chains
    // A namespace WalletConnect has no method list for still pairs; its wallet offers its own.
    const { methods, events } = namespaceMethods[namespace] ?? { methods: [], events: [] }
    const entry: ProposalNamespace = { chains, methods: [...methods], events: [...events] }
    const rpcMap: Record<string, string> = {}
    for (const network of networks) {
      const url = network.rpcUrls.default.http[0]
      if (url) rpcMap[String(network.id)] = url
    }
    if (Object.keys(rpcMap).length) entry.rpcMap = rpcMap
    result[namespace] = entry
  }
  return result
}
