import type { ChainAdapter, ChainAdapterParts, Network, TransferEstimate } from 'gangway/kernel'
import type { AminoSignDoc } from './amino.js'

/** A Cosmos SDK network: CAIP-2 `cosmos:<chain id>`; `rpcUrls.default.http` are its REST (LCD) URLs. */
export type CosmosNetwork = Network & {
  id: string
  chainNamespace: 'cosmos'
  /** The bech32 prefix of its account addresses (`cosmos`, `osmo`). */
  bech32Prefix: string
  /** The denomination of the native coin in its smallest unit (`uatom`). */
  denom: string
  /** Fee per unit of gas, in `denom` (e.g. 0.025). */
  gasPrice: number
  /**
   * `true` for a network the wallet may not know: it is suggested to a Keplr-compatible
   * wallet (`experimentalSuggestChain`) before it is enabled.
   */
  suggest?: boolean | undefined
}

/** The options of `cosmos(options)`. */
export type CosmosOptions = {
  /** The networks the host supports; the first is the default. */
  networks: readonly CosmosNetwork[]
}

/** A Keplr key (`getKey`), as far as Gangway reads it. */
export type KeplrKey = {
  bech32Address: string
  pubKey: Uint8Array
  algo?: string
  name?: string
  /** A Ledger account: it signs amino JSON only. */
  isNanoLedger?: boolean
}

/** A protobuf sign doc, as a Keplr-compatible wallet signs it (`signDirect`). */
export type DirectSignDoc = {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  chainId: string
  accountNumber: bigint
}

/** An ADR-36 / amino signature: the compressed public key and the signature, base64. */
export type StdSignature = {
  pub_key: { type: string; value: string }
  signature: string
}

/**
 * A Keplr-compatible injected wallet (`window.keplr`): the part Gangway uses. Leap and
 * others inject the same interface.
 */
export type KeplrProvider = {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  /** Absent on wallets that sign amino JSON only. */
  signDirect?(
    chainId: string,
    signer: string,
    signDoc: DirectSignDoc,
  ): Promise<{ signed: DirectSignDoc; signature: StdSignature }>
  /** SIGN_MODE_LEGACY_AMINO_JSON: what a Ledger account can sign. */
  signAmino?(
    chainId: string,
    signer: string,
    signDoc: AminoSignDoc,
  ): Promise<{ signed: AminoSignDoc; signature: StdSignature }>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  experimentalSuggestChain?(chainInfo: Record<string, unknown>): Promise<void>
  disable?(chainIds?: string | string[]): Promise<void>
}

/** The cosmos adapter: the chain contract, with transfers. */
export type CosmosAdapter = ChainAdapterParts & {
  estimateTransfer: NonNullable<ChainAdapter['estimateTransfer']>
  sendTransfer: NonNullable<ChainAdapter['sendTransfer']>
}

/** A transfer's estimate: `quote.gas` is the gas limit the transfer signs. */
export type CosmosTransferEstimate = TransferEstimate & { quote: { gas: bigint } }
