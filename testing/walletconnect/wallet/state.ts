import { ed25519 } from '@noble/curves/ed25519'
import { WalletKit } from '@reown/walletkit'
import { base58 } from '@scure/base'
import { Core } from '@walletconnect/core'
import { anvilPrivateKeys, createPromptQueue, type PromptQueue } from 'gangway/testing'
import { type BitcoinTestWallet, createBitcoinTestWallet } from 'gangway/testing/bitcoin'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { type CosmosSigner, createCosmosSigner } from '../cosmosSigner.js'
import { createMemoryStorage } from '../createMemoryStorage.js'
import type { StartWalletConnectWalletParameters, WalletConnectTestWalletCall } from './types.js'

/** CAIP-2 ids of the bitcoin networks (genesis hash prefixes). */
const bip122Chains = {
  mainnet: 'bip122:000000000019d6689c085ae165831e93',
  testnet: 'bip122:000000000933ea01ad0e82f3a5a56a33',
  regtest: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
} as const

/**
 * Everything one WalletConnect test wallet holds: its keys on every namespace, its WalletKit,
 * its session and its logs; the one object its handlers and controls read and change.
 */
export type WalletConnectWalletState = {
  readonly parameters: StartWalletConnectWalletParameters
  readonly account: PrivateKeyAccount
  /** The ed25519 seed of the solana account, and its address. */
  readonly seed: Uint8Array
  readonly solanaAddress: string
  readonly cosmos: CosmosSigner
  readonly bitcoin: BitcoinTestWallet
  /** The CAIP-2 id of the bitcoin network the wallet is on. */
  readonly bitcoinChain: string
  /** The eip155 chains it knows, and the one it is on. */
  readonly chainIds: readonly number[]
  chainId: number
  readonly requests: string[]
  readonly calls: WalletConnectTestWalletCall[]
  readonly prompts: PromptQueue<WalletConnectTestWalletCall>
  rejectRequests: boolean
  readonly core: InstanceType<typeof Core>
  readonly kit: InstanceType<typeof WalletKit>
  /** The topic of the newest session. */
  topic: string | undefined
  grants: number
  /** The ERC-7715 contexts granted and not revoked. */
  readonly granted: Set<string>
  /** The pending `pair()`. */
  readonly pairing: { resolve?: (topic: string) => void; reject?: (error: Error) => void }
}

/** A new wallet's state: its keys, then its WalletKit on the relay (no session yet). */
export async function startWalletConnectWalletState(
  parameters: StartWalletConnectWalletParameters,
): Promise<WalletConnectWalletState> {
  const account = privateKeyToAccount(parameters.privateKey ?? anvilPrivateKeys[0])
  const seed = parameters.solanaSeed ?? new Uint8Array(32).fill(7)
  const solanaAddress = base58.encode(ed25519.getPublicKey(seed))
  const cosmos = createCosmosSigner(
    parameters.cosmos?.privateKey ?? new Uint8Array(32).fill(9),
    parameters.cosmos?.prefix,
  )
  const chainIds = Object.keys(parameters.chains).map(Number)
  const bitcoinNetwork = parameters.bitcoin?.network ?? 'regtest'
  const bitcoin = createBitcoinTestWallet({
    network: bitcoinNetwork,
    authorized: true,
    esploraUrl: parameters.bitcoin?.esploraUrl,
    paymentKey: parameters.bitcoin?.paymentKey,
  })
  const core = new Core({
    projectId: 'gangway-test',
    relayUrl: parameters.relayUrl,
    customStoragePrefix:
      parameters.storagePrefix ?? `wallet-${Math.random().toString(36).slice(2)}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  })
  const kit = await WalletKit.init({
    core,
    metadata: {
      name: 'Test WalletKit',
      description: 'A WalletConnect wallet for Gangway tests',
      url: 'https://wallet.test',
      icons: [],
    },
  })
  return {
    parameters,
    account,
    seed,
    solanaAddress,
    cosmos,
    bitcoin,
    bitcoinChain: bip122Chains[bitcoinNetwork],
    chainIds,
    chainId: chainIds[0]!,
    requests: [],
    calls: [],
    prompts: createPromptQueue<WalletConnectTestWalletCall>(),
    rejectRequests: parameters.rejectRequests ?? false,
    core,
    kit,
    topic: undefined,
    grants: 0,
    granted: new Set(),
    pairing: {},
  }
}
