import type { WalletKitTypes } from '@reown/walletkit'
import { cosmosMethods } from '../cosmosSigner.js'
import { bip122MethodNames } from './methods/bip122.js'
import { solanaMethodNames } from './methods/solana.js'
import type { WalletConnectWalletState } from './state.js'

type Namespaces = Record<
  string,
  { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
>

/** The namespaces the wallet approves of those the dapp asked: only its chains and methods. */
function approvedNamespaces(
  state: WalletConnectWalletState,
  params: WalletKitTypes.SessionProposal['params'],
): Namespaces {
  const { account, bitcoin, bitcoinChain, chainId, chainIds, cosmos, solanaAddress } = state
  const requested = { ...params.requiredNamespaces, ...params.optionalNamespaces }
  const namespaces: Namespaces = {}
  for (const [key, value] of Object.entries(requested)) {
    const namespace = key.split(':')[0]!
    const chains = value.chains ?? (key.includes(':') ? [key] : [])
    if (namespace === 'eip155') {
      const ours = chains.filter((c) => chainIds.includes(Number(c.split(':')[1])))
      if (!ours.length) continue
      // The wallet's own chain first: the dapp takes it as the session's default.
      ours.sort((a, b) => Number(b === `eip155:${chainId}`) - Number(a === `eip155:${chainId}`))
      namespaces.eip155 = {
        chains: ours,
        methods: value.methods,
        events: value.events,
        accounts: ours.map((c) => `${c}:${account.address}`),
      }
    } else if (namespace === 'solana') {
      namespaces.solana = {
        chains,
        methods: value.methods.filter((m) => solanaMethodNames.includes(m)),
        events: value.events,
        accounts: chains.map((c) => `${c}:${solanaAddress}`),
      }
    } else if (namespace === 'cosmos') {
      namespaces.cosmos = {
        chains,
        methods: value.methods.filter((m) =>
          (state.parameters.cosmos?.methods ?? cosmosMethods).includes(m),
        ),
        events: value.events,
        accounts: chains.map((c) => `${c}:${cosmos.address()}`),
      }
    } else if (namespace === 'bip122') {
      // A bitcoin account lives on one network: approve only the wallet's own.
      if (!chains.includes(bitcoinChain)) continue
      namespaces.bip122 = {
        chains: [bitcoinChain],
        methods: value.methods.filter((m) => bip122MethodNames.includes(m)),
        events: value.events,
        // WalletConnect: the session holds the first external (payment) address.
        accounts: [`${bitcoinChain}:${bitcoin.payment.address}`],
      }
    }
  }
  return namespaces
}

/** WalletKit's `session_proposal`: approves (or, if told to, rejects) and settles `pair()`. */
export async function answerProposal(
  state: WalletConnectWalletState,
  proposal: WalletKitTypes.SessionProposal,
): Promise<void> {
  const { kit, parameters, pairing } = state
  const { id, params } = proposal
  if (parameters.rejectProposals) {
    await kit.rejectSession({ id, reason: { code: 5000, message: 'User rejected.' } })
    pairing.reject?.(new Error('rejected'))
    return
  }
  const session = await kit.approveSession({
    id,
    namespaces: approvedNamespaces(state, params),
    ...(parameters.sessionProperties
      ? { sessionProperties: { ...parameters.sessionProperties } }
      : {}),
    ...(parameters.scopedProperties
      ? { scopedProperties: { ...parameters.scopedProperties } }
      : {}),
  })
  state.topic = session.topic
  pairing.resolve?.(session.topic)
}
