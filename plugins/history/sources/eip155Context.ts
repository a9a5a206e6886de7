import type { Network } from 'gangway/kernel'
import type { SentTransaction } from '../types.js'
import type { RpcClient, RpcReceipt, RpcTransaction } from './rpcSchemas.js'
import type { TokenReader } from './tokenReader.js'

/** The window sizes of the eip155 on-chain history (see `OnchainHistoryOptions`). */
export type Eip155HistoryLimits = {
  pageBlocks: number
  maxLogRange: number
  scanBlocks: number
  spamRecipients: number
}

/** One of the widget's own sends, as the node answered for it. */
export type SentAnswer = { entry: SentTransaction; tx?: RpcTransaction; receipt?: RpcReceipt }

/** What the eip155 history's reads share, for the life of one source. */
export type Eip155HistoryContext = {
  getClient(network: Network): Promise<RpcClient>
  limits: Eip155HistoryLimits
  getSent(address: string, network: Network): readonly SentTransaction[]
  /** Collections whose NFTs are always spam (lower-case). */
  spamContracts: ReadonlySet<string>
  /** Token names, symbols and decimals, read once per source. */
  tokens: TokenReader
  /** The widget's sends as the first page read them: later pages place the mined ones. */
  sentAnswersByAccount: Map<string, readonly SentAnswer[]>
}
