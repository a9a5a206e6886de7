// What a transaction will do, first in the approval: "You send 1.5 USDC", "You receive 0.4
// ETH", or "This will fail: …" (issue 33). `gangway/preview`'s own preview, the one the host's
// views use, in the lazily loaded permitPreview.js: the page loads it when a transaction's
// approval opens, never before.
import type { Row } from './described.js'
import { text } from './messages.js'
import { type NetworkUnit, nativeAmount } from './networks.js'
import type * as PermitPreview from './permitPreview.js'

type Call = { to: string; value?: bigint | undefined; data?: string | undefined }

/**
 * Previews `calls` from `account` through the operator's RPC and words the outcome; with no
 * RPC for the chain, nothing (the approval shows the request as before); when the preview
 * cannot load or the chain does not answer, "Not simulated". Token amounts are in the symbol
 * and decimals the token's contract answers.
 */
export async function simulationRows(parameters: {
  rpcUrl: string | undefined
  account: string
  calls: readonly Call[]
  network: NetworkUnit | undefined
}): Promise<{ rows: Row[]; warnings: string[] }> {
  const { rpcUrl, account, calls, network } = parameters
  if (!rpcUrl) return { rows: [], warnings: [] }
  try {
    const preview = (await import('./permitPreview.js')) as typeof PermitPreview
    return await preview.previewTransaction({
      rpcUrl,
      account,
      calls: calls as Parameters<typeof preview.previewTransaction>[0]['calls'],
      network,
      native: (amount) => nativeAmount(amount, network),
      text,
    })
  } catch {
    return { rows: [['simulation', text('notSimulated')]], warnings: [] }
  }
}
