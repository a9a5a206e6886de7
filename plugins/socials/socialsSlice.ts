import type { SocialProvider } from 'gangway/embedded'
import { defineSlice } from 'gangway/kernel'

/** Where a social login stands; `ConnectingSocial` shows it. */
export type SocialLoginStatus = 'idle' | 'waiting' | 'connecting' | 'error'

/**
 * The plugin's state: the enabled providers (from `socials({ providers })`) and the login
 * under way (SPEC §3 socialProvider). The popup itself (socialWindow) stays out of the
 * store: a window is no state to copy.
 */
export const socialsSlice = defineSlice({
  name: 'socials',
  initial: {
    providers: [] as readonly SocialProvider[],
    provider: undefined as SocialProvider | undefined,
    status: 'idle' as SocialLoginStatus,
    /** The visitor-facing message of a failed attempt. */
    error: '',
  },
})
