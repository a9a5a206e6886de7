import { getAddress, isAddress } from 'viem'
import type { HistoryTransaction, HistoryTransfer, NftHolding } from '../types.js'

/**
 * An EVM address as people and other plugins expect it: EIP-55 checksummed. Log topics,
 * explorers and services give lower-case (or any case); whatever is not an address is dropped,
 * so a hostile source cannot put text where an address belongs.
 */
export function toChecksumAddress(value: string | undefined): string | undefined {
  return value && isAddress(value, { strict: false }) ? getAddress(value) : undefined
}

function checksumTransfer(transfer: HistoryTransfer): HistoryTransfer {
  return {
    ...transfer,
    // Not an address: no counterparty shown (an empty party is never the zero address,
    // which would read as a mint).
    from: toChecksumAddress(transfer.from) ?? '',
    to: toChecksumAddress(transfer.to) ?? '',
    ...(transfer.token !== undefined ? { token: toChecksumAddress(transfer.token) } : {}),
  }
}

/**
 * An eip155 transaction with every address in it checksummed: what a source hands on, at its
 * boundary (the sources compare addresses in lower case inside).
 */
export function checksumTransaction(transaction: HistoryTransaction): HistoryTransaction {
  return {
    ...transaction,
    from: toChecksumAddress(transaction.from),
    to: toChecksumAddress(transaction.to),
    transfers: transaction.transfers.map(checksumTransfer),
  }
}

/** An eip155 NFT holding with its contract checksummed. */
export function checksumHolding(holding: NftHolding): NftHolding {
  return { ...holding, contract: getAddress(holding.contract) }
}
