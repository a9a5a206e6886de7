import * as z from 'zod/mini'
import { defineStorageKey } from './storage.js'

const accountTypeSchema = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])
const imageMap = z.record(z.string(), z.string())

/**
 * SPEC §3 stored values that belong to the embedded-wallet frame and the image caches.
 * Kept apart from `storageKeys` so a host that never uses them never downloads them.
 */
export const frameStorageKeys = {
  frameSessionToken: defineStorageKey('frame/session-token', z.string()),
  frameEmailLoginUsed: defineStorageKey('frame/email-login-used', z.boolean()),
  frameEmail: defineStorageKey(
    'frame/email',
    z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  ),
  frameLastEmailLoginTime: defineStorageKey('frame/last-email-login-time', z.number()),
  frameLastUsedChain: defineStorageKey('frame/last-used-chain', z.union([z.string(), z.number()])),
  framePreferredAccountType: defineStorageKey('frame/preferred-account-type', accountTypeSchema),
  /** Comma-joined chain ids, as SPEC §3 stores them. */
  frameSmartAccountEnabledNetworks: defineStorageKey('frame/smart-account-networks', z.string()),
  frameSocialUsername: defineStorageKey('frame/social-username', z.string()),
} as const

/** SPEC §3 image caches (wallets, networks, connectors, tokens, currencies). */
export const imageCacheStorageKey = defineStorageKey(
  'images',
  z.object({
    wallets: imageMap,
    networks: imageMap,
    connectors: imageMap,
    tokens: imageMap,
    currencies: imageMap,
  }),
)
