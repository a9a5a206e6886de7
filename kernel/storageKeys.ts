import * as z from 'zod/mini'
import {
  byNamespace,
  caipNetworkIdSchema,
  defineStorageKey,
  namespaceSchema,
  startKeys,
} from './storage.js'

const accountTypeSchema = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])

/** Every value of SPEC §3 "Stored values" (the frame's are in `frameStorageKeys`). */
export const storageKeys = {
  ...startKeys,
  connectedConnectorIds: defineStorageKey('connected-connectors', byNamespace(z.string())),
  connectedNamespaces: defineStorageKey('connected-namespaces', z.array(namespaceSchema)),
  disconnected: defineStorageKey('disconnected', z.boolean()),
  recentConnectorId: defineStorageKey('recent-connector', z.string()),
  connectedSocialProvider: defineStorageKey(
    'connected-social',
    z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']),
  ),
  connectedSocialUsername: defineStorageKey('connected-social-username', z.string()),
  deepLinkChoice: defineStorageKey(
    'deeplink-choice',
    z.object({ href: z.string(), name: z.string() }),
  ),
  preferredAccountTypes: defineStorageKey(
    'preferred-account-types',
    byNamespace(accountTypeSchema),
  ),
  requestedChains: defineStorageKey('requested-chains', byNamespace(z.array(caipNetworkIdSchema))),
} as const
