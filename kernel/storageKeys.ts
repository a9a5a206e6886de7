import * as z from 'zod/mini'
import { buildInitialStateSchema } from './initialState.js'
import {
  byNamespace,
  caipNetworkIdSchema,
  defineStorageKey,
  namespaceSchema,
  startKeys,
} from './storage.js'

const accountTypes = ['eoa', 'smartAccount', 'payment', 'ordinal'] as const

/**
 * The kernel's values of SPEC §3 "Stored values". Plugins declare their own beside them
 * with `defineStorageKey` (the embedded wallet's `frame/*` keys are in its plugin).
 */
export const storageKeys = {
  ...startKeys,
  connectedConnectorIds: defineStorageKey({
    name: 'connected-connectors',
    schema: () => byNamespace(z.string()),
  }),
  connectedNamespaces: defineStorageKey({
    name: 'connected-namespaces',
    schema: () => z.array(namespaceSchema()),
  }),
  disconnected: defineStorageKey({ name: 'disconnected', schema: () => z.boolean() }),
  recentConnectorId: defineStorageKey({ name: 'recent-connector', schema: () => z.string() }),
  deepLinkChoice: defineStorageKey({
    name: 'deeplink-choice',
    schema: () => z.object({ href: z.string(), name: z.string() }),
  }),
  preferredAccountTypes: defineStorageKey({
    name: 'preferred-account-types',
    schema: () => byNamespace(z.enum(accountTypes)),
  }),
  /**
   * The current connections' public data (`GangwayInitialState`), for a server's first
   * render: `cookieStorage()` keeps this key in a cookie.
   */
  connectionSnapshot: defineStorageKey({
    name: 'connection-snapshot',
    schema: buildInitialStateSchema,
  }),
  requestedChains: defineStorageKey({
    name: 'requested-chains',
    schema: () => byNamespace(z.array(caipNetworkIdSchema())),
  }),
} as const
