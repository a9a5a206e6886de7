import { defineStorageKey } from 'gangway/kernel'
import * as z from 'zod/mini'

/**
 * SPEC §3 stored values of the embedded wallet: what the e-mail login remembers between
 * visits. The embedded plugin owns them (a host that never enables it never loads them);
 * the social-login plugin adds its own beside them.
 */
export const frameStorageKeys = {
  frameEmailLoginUsed: defineStorageKey('frame/email-login-used', z.boolean()),
  frameEmail: defineStorageKey(
    'frame/email',
    z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  ),
  frameLastEmailLoginTime: defineStorageKey('frame/last-email-login-time', z.number()),
  frameLastUsedChain: defineStorageKey('frame/last-used-chain', z.union([z.string(), z.number()])),
  frameSocialUsername: defineStorageKey('frame/social-username', z.string()),
} as const
