import { defineStorageKey } from 'gangway/kernel'
import * as z from 'zod/mini'

/**
 * SPEC §3 stored values of social login; the socials plugin owns them, not the kernel. Only
 * the lazily loaded code reads them (the descriptor shares no module with it): the list is
 * `socialProviders`' own, which a unit test keeps equal.
 */
export const socialStorageKeys = {
  /** The provider of the visitor's social login; cleared on disconnect. */
  connectedSocialProvider: defineStorageKey({
    name: 'connected-social',
    schema: () =>
      z.enum(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook', 'telegram']),
  }),
} as const
