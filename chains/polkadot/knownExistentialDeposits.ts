import type { PolkadotNetwork } from './defineNetwork.js'

/**
 * `Balances.ExistentialDeposit` of the networks Gangway ships, by CAIP-2 reference (the
 * genesis hash's first 32 hex digits), so a first balance read needs no metadata (~460 KB for
 * Polkadot, decoded in the page): the balance comes from one `state_getStorage`. A runtime read for a transfer supersedes it (a runtime
 * upgrade may change it); other networks read it from their metadata.
 */
const deposits: Readonly<Record<string, bigint>> = {
  // Polkadot: 1 DOT.
  '91b171bb158e2d3848fa23a9f1c25182': 10_000_000_000n,
  // Kusama: 1 CENT = 0.000333333333 KSM.
  b0a8d493285c2df73290dfb7e61f870f: 333_333_333n,
  // Westend: 0.01 WND.
  e143f23803ac50e8f6f8e62695d1ce9e: 10_000_000_000n,
  // Polkadot Asset Hub: a tenth of the relay chain's, 0.1 DOT.
  '68d56f15f85d3136970ec16946040bc1': 1_000_000_000n,
}

/** The network's existential deposit when Gangway knows it without reading the runtime. */
export const knownExistentialDeposit = (network: PolkadotNetwork): bigint | undefined =>
  deposits[network.id]
