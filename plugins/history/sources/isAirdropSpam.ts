import type { HistoryTransfer } from '../types.js'
import type { RpcReceipt } from './rpcSchemas.js'
import { addressOf, transferTopic, zeroAddress } from './transferLogs.js'

/**
 * An NFT the account did not ask for: a listed spam collection, or one minted to it in a
 * transaction someone else sent that minted the same collection to at least
 * `spamRecipients` addresses (a mass airdrop). Heuristic; an indexer's flag is better.
 */
export function isAirdropSpam(parameters: {
  transfer: HistoryTransfer
  receipt: RpcReceipt | undefined
  account: string
  spamContracts: ReadonlySet<string>
  spamRecipients: number
}): boolean {
  const { transfer, receipt, account } = parameters
  if (transfer.token && parameters.spamContracts.has(transfer.token)) return true
  if (transfer.direction !== 'in' || !receipt || receipt.from.toLowerCase() === account)
    return false
  const recipients = new Set<string>()
  for (const log of receipt.logs) {
    if (log.address.toLowerCase() !== transfer.token) continue
    // ERC-721 names the parties in topics 1–2, ERC-1155 in topics 2–3.
    const [from, to] =
      log.topics[0] === transferTopic
        ? [log.topics[1], log.topics[2]]
        : [log.topics[2], log.topics[3]]
    if (addressOf(from) === zeroAddress) recipients.add(addressOf(to))
  }
  return recipients.size >= parameters.spamRecipients
}
