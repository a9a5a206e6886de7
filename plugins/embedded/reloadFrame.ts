import { dappData } from './dappData.js'
import type { EmbeddedContext } from './embeddedContext.js'

/** SPEC §9: the Farcaster metadata resync, after the frame reload. */
export const farcasterResyncDelay = 100

/**
 * SPEC §2 going back from ConnectingFarcaster: reloads the frame (its wait for the
 * Farcaster app ends; the host's open request rejects), then re-syncs the dapp data.
 */
export async function reloadFrame(context: EmbeddedContext): Promise<void> {
  const client = context.loadedFrame()
  if (!client) return
  const { kernel } = context
  const created = await client
  await created.request('RELOAD')
  // SPEC §9: the metadata re-sync follows 100 ms later (it waits for the reloaded frame).
  await new Promise<void>((resolve) => kernel.env.setTimeout(() => resolve(), farcasterResyncDelay))
  await created.request('SYNC_DAPP_DATA', dappData(kernel))
}
