import * as z from 'zod/mini'

// Only the zod/mini features the kernel's first-load code already uses (object, enum,
// regex, optional, array…): the host's bundler keeps one copy of zod, so a costlier
// feature used here would grow every host's first load. Unknown keys are refused by
// `exactKeys`, unknown types by the name list.

/** Host → frame event names are `@w3m-app/<NAME>` (SPEC §7: prefixed event names). */
export const appPrefix = '@w3m-app/'
/** Frame → host replies are `@w3m-frame/<NAME>_SUCCESS` / `_ERROR`, plus `@w3m-frame/READY`. */
export const framePrefix = '@w3m-frame/'

const chainId = z.number()
const email = z.string().check(z.regex(/^[^\s@]{1,64}@[^\s@]+\.[^\s@]{1,63}$/))
const otp = z.string().check(z.regex(/^\S{1,64}$/))
const accountType = z.enum(['eoa', 'smartAccount'])
const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const wei = z.string().check(z.regex(/^\d{1,40}$/))
const keysNeeded = z.enum(['set', 'enter'])
/**
 * What the frame asks with `keys` (the host's header): the `password`, the `passkey`, or a
 * `choice` of a new passkey first and a password second.
 */
const keysFactor = z.enum(['password', 'passkey', 'choice'])
const text = (max: number) => z.string().check(z.regex(new RegExp(`^[\\s\\S]{0,${max}}$`)))

/** SPEC §3 embedded user (what get-user answers). */
export const embeddedUserSchema = z.object({
  email: z.optional(z.nullable(email)),
  username: z.optional(z.nullable(text(200))),
  accounts: z.array(
    z.object({
      namespace: z.optional(z.enum(['eip155', 'solana'])),
      address: z.string().check(z.regex(/^[0-9a-zA-Z]{32,64}$/)),
      type: accountType,
    }),
  ),
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  chainId,
  preferredAccountType: z.optional(accountType),
  smartAccountDeployed: z.optional(z.boolean()),
  /**
   * Gangway's addition (issue 32): who holds the key — `shares` (split in the visitor's
   * browser; a recovery password) or `server` (the site).
   */
  custody: z.optional(z.enum(['server', 'shares'])),
})
export type EmbeddedUser = z.infer<typeof embeddedUserSchema>

const themeVariables = z.object({
  accent: z.optional(text(100)),
  fontFamily: z.optional(text(300)),
  fontSize: z.optional(text(20)),
  borderRadius: z.optional(text(20)),
})

/**
 * Every SPEC §7 embedded-frame event: the request payload the host sends and the payload of
 * the frame's success reply. `undefined` means "no payload".
 */
export const frameEvents = {
  SWITCH_NETWORK: {
    payload: z.object({ chainId }),
    result: z.object({ chainId }),
  },
  CONNECT_EMAIL: {
    payload: z.object({ email }),
    result: z.object({
      action: z.enum(['verify-device', 'verify-otp', 'connect']),
      // Gangway's addition: the browser blocks the frame's storage on this page, and the
      // visitor can allow it in the frame (ALLOW_STORAGE) before the code is entered.
      storage: z.optional(z.enum(['blocked'])),
    }),
  },
  CONNECT_DEVICE: { payload: undefined, result: undefined },
  CONNECT_OTP: {
    payload: z.object({ otp }),
    // Gangway's addition (CUSTODY=shares): the keys need the visitor first, in the frame
    // (UNLOCK_KEYS): `set` a recovery password for new keys, or `enter` it on a new device.
    // `factor`: what the frame will ask (the header's title).
    result: z.optional(z.object({ keys: z.optional(keysNeeded), factor: z.optional(keysFactor) })),
  },
  CONNECT_SOCIAL: {
    // Without `uri` (the popup): the frame redeems the answer the site's callback page handed
    // it directly, which the host never sees. With `uri` (the full-page flow's `result_uri`):
    // http only matters for a secure site on loopback (development); the frame checks the
    // URL is its own callback.
    payload: z.object({ uri: z.optional(z.string().check(z.regex(/^https?:\/\/\S{1,3000}$/))) }),
    result: z.object({
      email: z.optional(z.nullable(email)),
      // '' for a user whose keys the frame has not made yet (CUSTODY=shares, `keys: 'set'`).
      address: z.string().check(z.regex(/^(0x[0-9a-fA-F]{40})?$/)),
      chainId,
      accounts: z.optional(embeddedUserSchema.shape.accounts),
      userName: z.optional(z.nullable(text(200))),
      keys: z.optional(keysNeeded),
      factor: z.optional(keysFactor),
    }),
  },
  GET_FARCASTER_URI: { payload: undefined, result: z.object({ url: text(2000) }) },
  CONNECT_FARCASTER: {
    payload: undefined,
    result: z.object({
      userName: z.optional(z.nullable(text(200))),
      keys: z.optional(keysNeeded),
      factor: z.optional(keysFactor),
    }),
  },
  GET_USER: {
    payload: z.object({
      chainId: z.optional(chainId),
      preferredAccountType: z.optional(accountType),
    }),
    result: embeddedUserSchema,
  },
  GET_SOCIAL_REDIRECT_URI: {
    payload: z.object({
      // SPEC §5's six, and Telegram (Gangway's addition: the same popup or redirect steps).
      provider: z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'telegram']),
      /** The full-page flow (phones): the host page the provider's answer comes back to. */
      returnUrl: z.optional(z.string().check(z.regex(/^https?:\/\/\S{1,2000}$/))),
    }),
    result: z.object({ uri: text(2000) }),
  },
  SIGN_OUT: { payload: undefined, result: undefined },
  /**
   * Gangway's addition: ends every session of the signed-in user at the secure site, on every
   * device (this frame's included), then forgets this frame's login as SIGN_OUT does.
   */
  SIGN_OUT_EVERYWHERE: { payload: undefined, result: undefined },
  IS_CONNECTED: {
    payload: z.object({ token: z.optional(text(200)) }),
    result: z.object({ isConnected: z.boolean() }),
  },
  GET_CHAIN_ID: { payload: undefined, result: z.object({ chainId }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: undefined,
    result: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  },
  INIT_SMART_ACCOUNT: { payload: undefined, result: undefined },
  /**
   * Gangway's addition (ERC-7715 sessions, SPEC §9 smartSessions): the sessions the smart
   * account holds on the current chain, as the account reads on chain, with the app that
   * asked for each where this frame saw the grant.
   */
  GET_SESSIONS: {
    payload: undefined,
    result: z.object({
      sessions: z.array(
        z.object({
          key: evmAddress,
          origin: z.nullable(text(300)),
          target: evmAddress,
          /** The function the key may call; null: plain value transfers to `target`. */
          call: z.nullable(text(200)),
          /** wei, decimal. */
          spendLimit: wei,
          spent: wei,
          /** Unix seconds. */
          validUntil: z.number(),
        }),
      ),
    }),
  },
  SET_PREFERRED_ACCOUNT: {
    payload: z.object({ type: accountType }),
    result: z.object({ type: accountType, address: text(100) }),
  },
  RPC_REQUEST: {
    payload: z.object({
      method: z.string().check(z.regex(/^\w{1,100}$/)),
      params: z.optional(z.unknown()),
      chainId: z.optional(chainId),
      /**
       * The host's name for the network and its coin. Accepted from older hosts but never
       * shown: the frame names the chain from what is signed and its own registry (issue 31).
       */
      network: z.optional(z.object({ name: text(100), symbol: text(20), decimals: z.number() })),
    }),
    result: z.unknown(),
  },
  UPDATE_EMAIL: {
    payload: z.object({ newEmail: email }),
    result: z.object({ action: z.enum(['verify-primary-otp', 'verify-secondary-otp']) }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: {
    payload: z.object({ otp }),
    result: z.object({ action: z.optional(z.enum(['verify-secondary-otp'])) }),
  },
  UPDATE_EMAIL_SECONDARY_OTP: {
    payload: z.object({ otp }),
    result: z.object({ newEmail: email }),
  },
  SYNC_THEME: {
    payload: z.object({
      themeMode: z.enum(['light', 'dark']),
      themeVariables: z.optional(themeVariables),
      w3mThemeVariables: z.optional(themeVariables),
    }),
    result: undefined,
  },
  SYNC_DAPP_DATA: {
    payload: z.object({
      metadata: z.optional(
        z.object({
          name: text(200),
          description: z.optional(text(1000)),
          url: z.optional(text(2000)),
          icons: z.optional(z.array(text(2000))),
        }),
      ),
      sdkVersion: text(100),
      sdkType: text(100),
      projectId: text(200),
      /**
       * Gangway's addition: the host page's language (BCP 47), for the frame's own text and
       * the secure site's mails; the visitor reads the page in it, whatever the browser says.
       */
      language: z.optional(z.string().check(z.regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8}){0,4}$/))),
    }),
    result: undefined,
  },
  RELOAD: { payload: undefined, result: undefined },
  /** Gangway's addition: mails a fresh key-export code to the signed-in address. */
  EXPORT_KEY_CODE: { payload: undefined, result: undefined },
  /**
   * Gangway's addition: checks the export code and shows the private keys inside the frame;
   * the reply (no payload: the keys never reach the host) comes once the visitor closed them.
   */
  EXPORT_KEY: { payload: z.object({ otp }), result: undefined },
  /**
   * Gangway's addition (CUSTODY=shares): after a login that answered `keys`, the frame, shown
   * by the host, asks the visitor for the recovery password (to set it and create the keys,
   * or to open them on this device); the reply comes once the keys are ready here. A failure
   * or Cancel ends the login's session.
   */
  UNLOCK_KEYS: { payload: undefined, result: undefined },
  /** Gangway's addition (CUSTODY=shares): mails a fresh code to set a new recovery password. */
  RECOVERY_PASSWORD_CODE: { payload: undefined, result: undefined },
  /**
   * Gangway's addition (CUSTODY=shares): the frame, shown by the host, asks for a new recovery
   * password, splits the key again under it and sends the mailed code with it; the reply comes
   * once the new password is in place (a wrong code: the site's error, nothing changed).
   */
  SET_RECOVERY_PASSWORD: { payload: z.object({ otp }), result: undefined },
  /**
   * Gangway's addition: after CONNECT_EMAIL answered `storage: 'blocked'`, the frame, shown by
   * the host, offers "Allow storage" (the Storage Access API grants only for a click inside the
   * frame); the reply comes once the browser granted it. A refusal or Cancel answers the error
   * code STORAGE_BLOCKED.
   */
  ALLOW_STORAGE: { payload: undefined, result: undefined },
  /**
   * Gangway's addition (CUSTODY=shares): the host closed its modal over the frame's recovery
   * view (SET_RECOVERY_PASSWORD's new factor, or the factor EXPORT_KEY asks on a device whose
   * share is stale); the frame takes the view down as Cancel would, and that request ends as
   * rejected. Nothing open: nothing happens.
   */
  CANCEL_PROMPT: { payload: undefined, result: undefined },
} as const

type Events = typeof frameEvents
export type FrameEventName = keyof Events
type Output<schema> = schema extends z.ZodMiniType ? z.output<schema> : undefined
export type FramePayload<name extends FrameEventName> = Output<Events[name]['payload']>
export type FrameResult<name extends FrameEventName> = Output<Events[name]['result']>

export const frameEventNames = Object.keys(frameEvents) as FrameEventName[]

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
        | {
            id: string
            type: `${typeof framePrefix}${name}_ERROR`
            payload: { message: string; code?: string }
          }
    }[FrameEventName]

const envelope = z.object({
  id: z.optional(z.string().check(z.regex(/^[\w-]{8,64}$/))),
  type: z.string().check(z.regex(/^@w3m-(app|frame)\/[A-Z_]{1,60}$/)),
  payload: z.optional(z.unknown()),
})
// `code`: a stable reason the host words in the visitor's language (STORAGE_BLOCKED).
const errorPayload = z.object({
  message: text(2000),
  code: z.optional(z.string().check(z.regex(/^[A-Z_]{1,60}$/))),
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `true` when `value` has no keys beyond the object schema's own. */
function exactKeys(schema: z.ZodMiniType | undefined, value: unknown): boolean {
  if (!schema || !(schema instanceof z.ZodMiniObject) || !isRecord(value)) return true
  const shape = schema.shape as Record<string, z.ZodMiniType>
  return Object.keys(value).every((key) => key in shape && exactKeys(shape[key], value[key]))
}

/** Parses `payload` with `schema` (absent = no payload allowed), refusing unknown keys. */
function parsePayload(
  schema: z.ZodMiniType | undefined,
  payload: unknown,
): { ok: true; value: unknown } | { ok: false } {
  if (!schema) return payload === undefined ? { ok: true, value: undefined } : { ok: false }
  if (!exactKeys(schema, payload)) return { ok: false }
  const parsed = schema.safeParse(payload)
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false }
}

function readEnvelope(data: unknown) {
  if (!isRecord(data) || !exactKeys(envelope, data)) return undefined
  const parsed = envelope.safeParse(data)
  return parsed.success ? parsed.data : undefined
}

const isEventName = (name: string): name is FrameEventName => Object.hasOwn(frameEvents, name)

/**
 * Parses a window message the frame received: only SPEC §7's events, each with its exact
 * payload and an id, pass; anything else is `undefined` (and ignored).
 *
 * @example
 * const message = parseAppMessage(event.data)
 */
export function parseAppMessage(data: unknown): AppMessage | undefined {
  const message = readEnvelope(data)
  if (!message?.id || !message.type.startsWith(appPrefix)) return undefined
  const name = message.type.slice(appPrefix.length)
  if (!isEventName(name)) return undefined
  const payload = parsePayload(frameEvents[name].payload, message.payload)
  if (!payload.ok) return undefined
  return (
    payload.value === undefined
      ? { id: message.id, type: message.type }
      : { id: message.id, type: message.type, payload: payload.value }
  ) as AppMessage
}

/**
 * Parses a window message the host received from its frame: READY, or a success / error
 * reply with an id and the event's exact payload; anything else is `undefined`.
 *
 * @example
 * const message = parseFrameMessage(event.data)
 */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  const message = readEnvelope(data)
  if (!message?.type.startsWith(framePrefix)) return undefined
  const rest = message.type.slice(framePrefix.length)
  if (rest === 'READY')
    return message.id === undefined && message.payload === undefined
      ? ({ type: message.type } as FrameMessage)
      : undefined
  const outcome = /^(.+)_(SUCCESS|ERROR)$/.exec(rest)
  if (!message.id || !outcome) return undefined
  const [, name = '', kind] = outcome
  if (!isEventName(name)) return undefined
  const payload = parsePayload(
    kind === 'ERROR' ? errorPayload : frameEvents[name].result,
    message.payload,
  )
  if (!payload.ok) return undefined
  return (
    payload.value === undefined
      ? { id: message.id, type: message.type }
      : { id: message.id, type: message.type, payload: payload.value }
  ) as FrameMessage
}

/** A fresh request id. */
export function createMessageId(): string {
  return globalThis.crypto.randomUUID()
}
