import { defineStorageKey } from 'gangway/kernel'
import * as z from 'zod/mini'

/** SPEC §3 stored values of social login; the socials plugin owns them, not the kernel. */
export const socialStorageKeys = {
  /** The provider of the visitor's social login; cleared on disconnect. */
  connectedSocialProvider: defineStorageKey(
    'connected-social',
    z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']),
  ),
} as const
