import type { Kernel } from 'gangway/kernel'
import type { EmbeddedProvider } from './createEmbeddedProvider.js'
import type { FrameClient } from './createFrameClient.js'
import type { EmbeddedWallet } from './embeddedWalletTypes.js'
import type { EmbeddedUser } from './protocol.js'

/**
 * What the embedded wallet's actions share, as wagmi's actions share a config: one
 * instance's kernel, its frame, the signed-in user and the eip155 provider handed out.
 */
export type EmbeddedContext = {
  readonly kernel: Kernel
  readonly connectorId: string
  /** The wallet these actions make up (an approval shows its frame). */
  readonly wallet: EmbeddedWallet
  /** The signed-in user, once known. */
  user: EmbeddedUser | undefined
  /** The eip155 provider, once a connection asked for it. */
  eip155Provider: EmbeddedProvider | undefined
  /** The connected check under way, so that callers at once share it. */
  restoring: Promise<EmbeddedUser | undefined> | undefined
  /** The frame client (loads the frame on first use). */
  frame(): Promise<FrameClient>
  /** The frame client if it was ever asked for, without loading it. */
  loadedFrame(): Promise<FrameClient> | undefined
}
