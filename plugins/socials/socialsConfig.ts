import type { SocialProvider } from 'gangway/embedded'
import { perInstance } from 'gangway/kernel'

/** The instance's `socials({ providers })`, for the lazily loaded views. */
export const socialsConfigOf = perInstance((): { providers: readonly SocialProvider[] } => ({
  providers: [],
}))
