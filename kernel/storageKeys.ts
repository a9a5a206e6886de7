import * as z from 'zod/mini'
import {
  byNamespace,
  caipNetworkIdSchema,
  defineStorageKey,
  namespaceSchema,
  startKeys,
} from './storage.js'

const accountTypeSchema = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])

/**
 * The kernel's values of SPEC §3 "Stored values". Plugins declare their own beside them
 * with `defineStorageKey` (the embedded wallet's `frame/*` keys are in its plugin).
 */
export const storageKeys = {
  ...startKeys,
  connectedConnectorIds: defineStorageKey('connected-connectors', byNamespace(z.string())),
  connectedNamespaces: defineStorageKey('connected-namespaces', z.array(namespaceSchema)),
  disconnected: defineStorageKey('disconnected', z.boolean()),
  recentConnectorId: defineStorageKey('recent-connector', z.string()),
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
