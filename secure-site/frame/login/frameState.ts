// What this frame knows of its login between the host's messages (the session token itself is
// in the frame's storage, `api.ts`'s `session`).
import type { EmbeddedUser } from 'gangway/embedded'
import type { RecoveryParams } from '../custody/custodyApi.js'
import type { SmartAccounts } from '../smart/smartAccounts.js'

export type AccountType = 'eoa' | 'smartAccount'

export const frameState: {
  email: string | undefined
  user: EmbeddedUser | undefined
  chainId: number
  /** SPEC §6: an embedded eip155 wallet is a smart account unless the visitor chose eoa. */
  preferredAccountType: AccountType
  smart: { owner: string; accounts: SmartAccounts } | undefined
  /** The Sign In With Farcaster channel under way (its token stays in the frame). */
  farcasterChannel: string | undefined
  /**
   * CUSTODY=shares: what this login's keys still need from the visitor (UNLOCK_KEYS); `migrate`:
   * a server-held key moves into shares (the host is told `set`).
   */
  keysNeeded: 'set' | 'enter' | 'migrate' | undefined
  /** The stored recovery factor, read at a login on a device without a share (`enter`). */
  recoveryParams: RecoveryParams | undefined
  /** The recovery-password view UNLOCK_KEYS (or an export, a password change) shows, while open. */
  openPrompt: { cancel(): void } | undefined
} = {
  email: undefined,
  user: undefined,
  chainId: 1,
  preferredAccountType: 'smartAccount',
  smart: undefined,
  farcasterChannel: undefined,
  keysNeeded: undefined,
  recoveryParams: undefined,
  openPrompt: undefined,
}
