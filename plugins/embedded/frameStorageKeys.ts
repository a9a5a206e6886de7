import { defineStorageKey } from 'gangway/kernel'
import * as z from 'zod/mini'

/**
 * SPEC §3 stored values of the embedded wallet: what the e-mail login remembers between
 * visits. The embedded plugin owns them (a host that never enables it never loads them);
 * the social-login plugin adds its own beside them.
 */
export const frameStorageKeys = {
  frameEmailLoginUsed: defineStorageKey({
    name: 'frame/email-login-used',
    schema: () => z.boolean(),
  }),
  frameEmail: defineStorageKey({
    name: 'frame/email',
    schema: () => z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  }),
  frameLastEmailLoginTime: defineStorageKey({
    name: 'frame/last-email-login-time',
    schema: () => z.number(),
  }),
  // The eip155 chain id as a number, as the provider writes it. Not a union with a string: a
  // union is the one zod feature no first load has, and bundlers put it in the zod chunk a
  // host loads eagerly (+0.3 KiB gzip on email() and socials() before first use).
  frameLastUsedChain: defineStorageKey({ name: 'frame/last-used-chain', schema: () => z.number() }),
  frameSocialUsername: defineStorageKey({
    name: 'frame/social-username',
    schema: () => z.string(),
  }),
} as const
