import type { Network } from 'gangway/kernel'
import type { SentTransaction } from '../types.js'
import type { Eip155HistoryContext, Eip155HistoryLimits } from './eip155Context.js'
import { getEip155Nfts } from './getEip155Nfts.js'
import { getEip155Status } from './getEip155Status.js'
import { getEip155Transactions } from './getEip155Transactions.js'
import type { RpcClient } from './rpcSchemas.js'
import { createTokenReader } from './tokenReader.js'

// Where the history's tests have always found the paging and log helpers.
export { decodeCursor, encodeCursor } from './eip155Cursor.js'
export { splitRange, transfersOfLog, transferTopic } from './transferLogs.js'

/**
 * The eip155 part of the on-chain source, over one network's client: pages of transactions
 * (`getEip155Transactions`), a transaction's status (`getEip155Status`) and the NFTs the
 * account received (`getEip155Nfts`), sharing one token cache and the widget's sends.
 */
export function createEip155History(parameters: {
  getClient(network: Network): Promise<RpcClient>
  limits: Eip155HistoryLimits
  getSent(address: string, network: Network): readonly SentTransaction[]
  /** Collections whose NFTs are always spam. */
  spamContracts?: readonly string[] | undefined
}) {
  const context: Eip155HistoryContext = {
    getClient: parameters.getClient,
    limits: parameters.limits,
    getSent: parameters.getSent,
    spamContracts: new Set(parameters.spamContracts?.map((c) => c.toLowerCase())),
    tokens: createTokenReader(),
    sentAnswersByAccount: new Map(),
  }
  return {
    getTransactions: (request: Parameters<typeof getEip155Transactions>[1]) =>
      getEip155Transactions(context, request),
    getStatus: (request: Parameters<typeof getEip155Status>[1]) =>
      getEip155Status(context, request),
    getNfts: (request: Parameters<typeof getEip155Nfts>[1]) => getEip155Nfts(context, request),
  }
}
