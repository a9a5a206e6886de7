import type { Namespace } from 'gangway/kernel'

/** CAIP-122's human name of each ecosystem: "… sign in with your Solana account". */
export const blockchainNames: Readonly<Record<Namespace, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}
