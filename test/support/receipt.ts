// Waiting for a transaction's receipt on anvil. Not viem's (or ethers', or wagmi's)
// waitForTransactionReceipt: anvil can report the block that holds a transaction before it
// serves the transaction's receipt (foundry-rs/foundry#10944; seen here 2 sends in 400 on a
// loaded machine), and those waiters then wait for a next block — which an automining chain
// with no more transactions never makes. Asking for the receipt until it is there cannot miss it.
import type { Hash, TransactionReceipt } from 'viem'

/** Anything that reads receipts: a viem public, wallet or test client with public actions. */
export type ReceiptReader = {
  getTransactionReceipt(parameters: { hash: Hash }): Promise<TransactionReceipt>
}

export type WaitForReceiptParameters = {
  hash: Hash
  /** Milliseconds before giving up; 30 s by default. */
  timeout?: number | undefined
}

/**
 * Resolves with a transaction's receipt once the node serves it (asked again at once).
 *
 * @throws when the node has no receipt after `timeout`, or fails otherwise.
 * @example
 * const receipt = await waitForReceipt(client, { hash })
 */
export async function waitForReceipt(
  client: ReceiptReader,
  { hash, timeout = 30_000 }: WaitForReceiptParameters,
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeout
  for (;;) {
    try {
      return await client.getTransactionReceipt({ hash })
    } catch (error) {
      if ((error as { name?: unknown }).name !== 'TransactionReceiptNotFoundError') throw error
    }
    // No sleep between tries: each is a round trip to the node, and the window in which anvil
    // has the block but not yet the receipt is well under a millisecond.
    if (Date.now() > deadline) throw new Error(`no receipt for ${hash} after ${timeout} ms`)
  }
}
