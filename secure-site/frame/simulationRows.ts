// The simulation as the visitor reads it, first in the approval: "You send 1.5 USDC",
// "You receive 0.4 ETH", or "This will fail: …".
import type { Row } from './approve.js'
import { formatUnits } from './decode.js'
import { text } from './messages.js'
import { type NetworkUnit, nativeAmount } from './networks.js'
import { readToken } from './readToken.js'
import { nativeAddress, simulate } from './simulate.js'

type Call = { to: string; value?: bigint | undefined; data?: string | undefined }

/**
 * Simulates `calls` from `account` through the operator's RPC and words the outcome; with no
 * RPC for the chain, nothing (the approval shows the request as before). Token amounts are
 * in the symbol and decimals the token's contract answers.
 */
export async function simulationRows(parameters: {
  rpcUrl: string | undefined
  account: string
  calls: readonly Call[]
  network: NetworkUnit | undefined
}): Promise<{ rows: Row[]; warnings: string[] }> {
  const { rpcUrl, account, calls, network } = parameters
  if (!rpcUrl) return { rows: [], warnings: [] }
  const simulation = await simulate({ rpcUrl, account, calls })
  if (!simulation) return { rows: [['simulation', text('notSimulated')]], warnings: [] }
  if (!simulation.ok)
    return { rows: [], warnings: [text('willFail', { reason: simulation.reason })] }
  if (simulation.changes.length === 0)
    return { rows: [['simulation', text('noAssetChanges')]], warnings: [] }
  const rows = await Promise.all(
    simulation.changes.map(async (change): Promise<Row> => {
      if (change.kind === 'nft')
        return [
          change.direction === 'out' ? 'youSend' : 'youReceive',
          `NFT #${change.tokenId} · ${change.asset}`,
        ]
      const label = change.amount < 0n ? 'youSend' : 'youReceive'
      const amount = change.amount < 0n ? -change.amount : change.amount
      if (change.asset === nativeAddress) return [label, nativeAmount(amount, network)]
      const token = await readToken(rpcUrl, change.asset)
      return [
        label,
        token
          ? `${formatUnits(amount, token.decimals)} ${token.symbol} · ${change.asset}`
          : `${text('smallestUnit', { amount: amount.toString() })} · ${change.asset}`,
      ]
    }),
  )
  return { rows, warnings: [] }
}
