/** SPEC §9's socials, in its order: the buttons' default order on Connect. */
export const socialProviders = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const

/**
 * A social login the plugin offers: SPEC §5's six providers, Farcaster (its own flow) and,
 * on request only, Telegram (Telegram Login, through the same popup or redirect).
 */
export type SocialProvider = (typeof socialProviders)[number] | 'telegram'
