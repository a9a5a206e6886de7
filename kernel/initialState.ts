import * as z from 'zod/mini'
import { connectorTypes } from './connectorTypes.js'
import { caipNetworkIdSchema, lazySchema, namespaceSchema } from './storage.js'
import type { ConnectionSnapshot, GangwayInitialState } from './types/connection.js'

export type { ConnectionSnapshot, GangwayInitialState } from './types/connection.js'

/** One `ConnectionSnapshot`: written only when it fits, read only when it fits. */
export const buildSnapshotSchema = lazySchema(
  () =>
    z
      .object({
        namespace: namespaceSchema(),
        // Every chain's addresses are alphanumeric (hex, base58, bech32).
        address: z.string().check(z.regex(/^[0-9A-Za-z]{1,128}$/)),
        caipNetworkId: caipNetworkIdSchema(),
        connector: z.object({
          id: z.string().check(z.regex(/^[\w.:@/-]{1,128}$/)),
          name: z.string().check(z.maxLength(64)),
          type: z.enum(connectorTypes),
        }),
      })
      .check(
        z.refine(
          (snapshot) => snapshot.caipNetworkId.startsWith(`${snapshot.namespace}:`),
          'the network must belong to the namespace',
        ),
      ) as unknown as z.ZodMiniType<ConnectionSnapshot>,
)

/**
 * The shape of `GangwayInitialState`, for options and for every cookie or stored copy (input
 * from outside the page: a cookie can be written by anyone who shares the site's domain).
 * Built at first use: an instance without `initialState` never builds it.
 */
export const buildInitialStateSchema = lazySchema(
  () =>
    z.object({
      activeNamespace: z.optional(namespaceSchema()),
      connections: z.array(buildSnapshotSchema()).check(z.maxLength(8)),
    }) as unknown as z.ZodMiniType<GangwayInitialState>,
)

/** `buildSnapshotSchema()` as a schema, for hosts; dropped by bundlers when unused. */
export const snapshotSchema: z.ZodMiniType<ConnectionSnapshot> = /* @__PURE__ */ z.lazy(
  buildSnapshotSchema,
)
/** `buildInitialStateSchema()` as a schema, for hosts; dropped by bundlers when unused. */
export const initialStateSchema: z.ZodMiniType<GangwayInitialState> = /* @__PURE__ */ z.lazy(
  buildInitialStateSchema,
)
