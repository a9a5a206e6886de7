import type { Network } from 'gangway/kernel'
import type { Hex } from 'viem'
import type { HistoryTransfer, NftHolding } from '../types.js'
import { checksumHolding } from './checksumAddresses.js'
import type { Eip155HistoryContext } from './eip155Context.js'
import { isAirdropSpam } from './isAirdropSpam.js'
import { readNftHoldings } from './readNftHoldings.js'
import { blockNumberSchema, parseRpc, type RpcLog, receiptSchema } from './rpcSchemas.js'
import { getTransferLogs, transfersOfLog, zeroAddress } from './transferLogs.js'

/**
 * The NFTs that moved to or from the account within the last `pageBlocks` blocks, checked
 * against the chain now (`ownerOf` / `balanceOf`), with `tokenURI` / `uri` and the
 * collection's name: one batch of logs, one of reads.
 */
export async function getEip155Nfts(
  context: Eip155HistoryContext,
  request: { address: string; network: Network },
): Promise<NftHolding[]> {
  const { limits, spamContracts } = context
  const account = request.address.toLowerCase()
  const client = await context.getClient(request.network)
  const head = BigInt(
    parseRpc(blockNumberSchema, {
      value: await client.request({ method: 'eth_blockNumber' }),
      what: 'eth_blockNumber',
    }),
  )
  const lower = head - BigInt(limits.pageBlocks) + 1n
  const logs = await getTransferLogs(client, {
    account,
    from: lower < 0n ? 0n : lower,
    to: head,
    maxLogRange: limits.maxLogRange,
  })
  const candidates = new Map<string, HistoryTransfer & { log: RpcLog }>()
  for (const log of logs)
    for (const transfer of transfersOfLog(log, account))
      if (
        transfer.kind !== 'fungible' &&
        transfer.kind !== 'native' &&
        transfer.direction !== 'out'
      )
        candidates.set(`${transfer.token}:${transfer.tokenId}`, { ...transfer, log })
  // Minted to the account by someone else: the transaction's receipt tells an airdrop.
  const minted = [...candidates.values()].filter((c) => c.from === zeroAddress)
  const [holdings, receipts] = await Promise.all([
    readNftHoldings(client, {
      tokens: context.tokens,
      account,
      candidates: [...candidates.values()],
      spamContracts,
    }),
    Promise.all(
      [...new Set(minted.map((c) => c.log.transactionHash))].map((id) =>
        client
          .request({ method: 'eth_getTransactionReceipt', params: [id as Hex] })
          .then((receipt) =>
            receipt ? parseRpc(receiptSchema, { value: receipt, what: 'receipt' }) : undefined,
          ),
      ),
    ),
  ])
  const byId = new Map(
    receipts.flatMap((receipt) => (receipt ? [[receipt.transactionHash, receipt] as const] : [])),
  )
  return holdings.map((holding) => {
    const candidate = candidates.get(`${holding.contract}:${holding.tokenId}`)
    const receipt = candidate && byId.get(candidate.log.transactionHash)
    return checksumHolding(
      candidate && !holding.isSpam
        ? {
            ...holding,
            isSpam: isAirdropSpam({
              transfer: candidate,
              receipt,
              account,
              spamContracts,
              spamRecipients: limits.spamRecipients,
            }),
          }
        : holding,
    )
  })
}
