import { defineStorageKey } from 'gangway/kernel'
import * as z from 'zod/mini'

/**
 * SPEC §3 stored values of the embedded wallet: what the e-mail login remembers between
 * visits. The embedded plugin owns them (a host that never enables it never loads them);
 * the social-login plugin adds its own beside them.
 */
export const frameStorageKeys = {
  frameEmailLoginUsed: defineStorageKey({ name: 'frame/email-login-used', schema: z.boolean() }),
  frameEmail: defineStorageKey({
    name: 'frame/email',
    schema: z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  }),
  frameLastEmailLoginTime: defineStorageKey({
    name: 'frame/last-email-login-time',
    schema: z.number(),
  }),
  frameLastUsedChain: defineStorageKey({
    name: 'frame/last-used-chain',
    schema: z.union([z.string(), z.number()]),
  }),
  frameSocialUsername: defineStorageKey({ name: 'frame/social-username', schema: z.string() }),
} as const
