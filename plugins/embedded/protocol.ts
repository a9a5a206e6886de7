import * as z from 'zod/mini'

/** Host → frame event names are `@w3m-app/<NAME>` (SPEC §7: prefixed event names). */
export const appPrefix = '@w3m-app/'
/** Frame → host replies are `@w3m-frame/<NAME>_SUCCESS` / `_ERROR`, plus `@w3m-frame/READY`. */
export const framePrefix = '@w3m-frame/'

const chainId = z.union([z.string().check(z.minLength(1)), z.number()])
const email = z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/))
const otp = z.string().check(z.minLength(1), z.maxLength(64))
const accountType = z.enum(['eoa', 'smartAccount'])
const noPayload = z.optional(z.undefined())

/** SPEC §3 embedded user (what get-user answers). */
export const embeddedUserSchema = z.strictObject({
  email: z.optional(z.nullable(z.string())),
  username: z.optional(z.nullable(z.string())),
  accounts: z.array(
    z.strictObject({
      namespace: z.optional(z.enum(['eip155', 'solana'])),
      address: z.string().check(z.minLength(1)),
      type: accountType,
    }),
  ),
  address: z.string().check(z.minLength(1)),
  chainId,
  preferredAccountType: z.optional(accountType),
  smartAccountDeployed: z.optional(z.boolean()),
})
export type EmbeddedUser = z.infer<typeof embeddedUserSchema>

/**
 * Every SPEC §7 embedded-frame event: the request payload the host sends and the payload of
 * the frame's success reply. `undefined` schemas mean "no payload".
 */
export const frameEvents = {
  SWITCH_NETWORK: {
    payload: z.strictObject({ chainId }),
    result: z.strictObject({ chainId }),
  },
  CONNECT_EMAIL: {
    payload: z.strictObject({ email }),
    result: z.strictObject({ action: z.enum(['verify-device', 'verify-otp', 'connect']) }),
  },
  CONNECT_DEVICE: { payload: noPayload, result: noPayload },
  CONNECT_OTP: { payload: z.strictObject({ otp }), result: noPayload },
  CONNECT_SOCIAL: {
    payload: z.strictObject({ uri: z.string().check(z.url()) }),
    result: z.strictObject({
      email: z.optional(z.nullable(z.string())),
      address: z.string(),
      chainId,
      accounts: z.optional(embeddedUserSchema.shape.accounts),
      userName: z.optional(z.nullable(z.string())),
    }),
  },
  GET_FARCASTER_URI: { payload: noPayload, result: z.strictObject({ url: z.string() }) },
  CONNECT_FARCASTER: {
    payload: noPayload,
    result: z.strictObject({ userName: z.optional(z.nullable(z.string())) }),
  },
  GET_USER: {
    payload: z.optional(
      z.strictObject({
        chainId: z.optional(chainId),
        preferredAccountType: z.optional(accountType),
      }),
    ),
    result: embeddedUserSchema,
  },
  GET_SOCIAL_REDIRECT_URI: {
    payload: z.strictObject({
      provider: z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']),
    }),
    result: z.strictObject({ uri: z.string() }),
  },
  SIGN_OUT: { payload: noPayload, result: noPayload },
  IS_CONNECTED: {
    payload: z.optional(z.strictObject({ token: z.optional(z.string()) })),
    result: z.strictObject({ isConnected: z.boolean() }),
  },
  GET_CHAIN_ID: { payload: noPayload, result: z.strictObject({ chainId }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: noPayload,
    result: z.strictObject({ smartAccountEnabledNetworks: z.array(z.number()) }),
  },
  INIT_SMART_ACCOUNT: { payload: noPayload, result: noPayload },
  SET_PREFERRED_ACCOUNT: {
    payload: z.strictObject({ type: accountType }),
    result: z.strictObject({ type: accountType, address: z.string() }),
  },
  RPC_REQUEST: {
    payload: z.strictObject({
      method: z.string().check(z.minLength(1), z.maxLength(100)),
      params: z.optional(z.unknown()),
      chainId: z.optional(chainId),
      /** How the approval view names the network and its coin (display only). */
      network: z.optional(
        z.strictObject({
          name: z.string().check(z.maxLength(100)),
          symbol: z.string().check(z.maxLength(20)),
          decimals: z.number().check(z.int(), z.minimum(0), z.maximum(36)),
        }),
      ),
    }),
    result: z.unknown(),
  },
  UPDATE_EMAIL: {
    payload: z.strictObject({ newEmail: email }),
    result: z.strictObject({ action: z.enum(['verify-primary-otp', 'verify-secondary-otp']) }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: {
    payload: z.strictObject({ otp }),
    result: z.strictObject({ action: z.optional(z.literal('verify-secondary-otp')) }),
  },
  UPDATE_EMAIL_SECONDARY_OTP: {
    payload: z.strictObject({ otp }),
    result: z.strictObject({ newEmail: email }),
  },
  SYNC_THEME: {
    payload: z.strictObject({
      themeMode: z.enum(['light', 'dark']),
      themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
      w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
    }),
    result: noPayload,
  },
  SYNC_DAPP_DATA: {
    payload: z.strictObject({
      metadata: z.optional(
        z.strictObject({
          name: z.string(),
          description: z.optional(z.string()),
          url: z.optional(z.string()),
          icons: z.optional(z.array(z.string())),
        }),
      ),
      sdkVersion: z.string(),
      sdkType: z.string(),
      projectId: z.string(),
    }),
    result: noPayload,
  },
  RELOAD: { payload: noPayload, result: noPayload },
} as const

export type FrameEventName = keyof typeof frameEvents
export type FramePayload<name extends FrameEventName> = z.output<
  (typeof frameEvents)[name]['payload']
>
export type FrameResult<name extends FrameEventName> = z.output<
  (typeof frameEvents)[name]['result']
>

export const frameEventNames = Object.keys(frameEvents) as FrameEventName[]

/** A message id: what matches a reply to its request. */
const id = z.string().check(z.regex(/^[\w-]{8,64}$/))

/** A request from the host, as the frame parses it. */
export type AppMessage = {
  [name in FrameEventName]: {
    id: string
    type: `${typeof appPrefix}${name}`
    payload?: FramePayload<name>
  }
}[FrameEventName]

/** A reply from the frame, as the host parses it. */
export type FrameMessage =
  | { type: `${typeof framePrefix}READY` }
  | {
      [name in FrameEventName]:
        | { id: string; type: `${typeof framePrefix}${name}_SUCCESS`; payload?: FrameResult<name> }
        | { id: string; type: `${typeof framePrefix}${name}_ERROR`; payload: { message: string } }
    }[FrameEventName]

const errorPayload = z.strictObject({ message: z.string().check(z.maxLength(2000)) })

const appMessageSchema = z.discriminatedUnion(
  'type',
  frameEventNames.map((name) =>
    z.strictObject({
      id,
      type: z.literal(`${appPrefix}${name}`),
      payload: frameEvents[name].payload,
    }),
  ) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
)

const frameMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal(`${framePrefix}READY`) }),
  ...frameEventNames.flatMap((name) => [
    z.strictObject({
      id,
      type: z.literal(`${framePrefix}${name}_SUCCESS`),
      payload: frameEvents[name].result,
    }),
    z.strictObject({ id, type: z.literal(`${framePrefix}${name}_ERROR`), payload: errorPayload }),
  ]),
] as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]])

/**
 * Parses a window message the frame received: only the SPEC §7 events with their exact
 * payloads pass; anything else is `undefined` (and ignored).
 *
 * @example
 * const message = parseAppMessage(event.data)
 */
export function parseAppMessage(data: unknown): AppMessage | undefined {
  const parsed = appMessageSchema.safeParse(data)
  return parsed.success ? (parsed.data as AppMessage) : undefined
}

/**
 * Parses a window message the host received from its frame; `undefined` for anything that
 * is not one of the frame's replies with its exact payload.
 *
 * @example
 * const message = parseFrameMessage(event.data)
 */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  const parsed = frameMessageSchema.safeParse(data)
  return parsed.success ? (parsed.data as FrameMessage) : undefined
}

/** A fresh request id. */
export function createMessageId(): string {
  return globalThis.crypto.randomUUID()
}
