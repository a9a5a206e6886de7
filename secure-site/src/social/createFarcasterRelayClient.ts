import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { z } from 'zod'
import { ApiError } from '../errors.js'
import type { FarcasterConfig } from './readFarcasterConfig.js'

/** How long the site waits for the relay per call before it gives up (502). */
export const farcasterRelayTimeoutMs = 10_000

export type OpenChannelParameters = {
  /** The site's origin: the message's URI. */
  siweUri: string
  /** The site's host: the message's domain. */
  domain: string
  /** The site's own nonce for the message (the relay must keep it). */
  nonce: string
  /** Until when the message may be signed (ISO 8601): the channel's own end. */
  expirationTime: string
}

/** A channel as the relay reports it: still waiting, or signed (handed over once). */
export type RelayChannel =
  | { state: 'pending' }
  /** The relay no longer knows the channel (ended, or already handed over). */
  | { state: 'gone' }
  /** Signed; `signatureParams` is what the channel was opened with, as the relay kept it. */
  | z.infer<typeof completedSchema>

export type FarcasterRelayClient = {
  /** Opens a channel; returns its token and the link for the visitor's Farcaster app. */
  openChannel(parameters: OpenChannelParameters): Promise<{ channelToken: string; url: string }>
  /** The channel's state (`GET /v1/channel/status`). */
  readChannel(channelToken: string): Promise<RelayChannel>
}

const channelTokenSchema = z.string().regex(/^[\w-]{8,100}$/)
const createdSchema = z.object({
  channelToken: channelTokenSchema,
  url: z.string().max(1000),
  nonce: z.string(),
})
const completedSchema = z.object({
  state: z.literal('completed'),
  nonce: z.string(),
  message: z.string().max(4000),
  signature: z.string().max(200),
  fid: z.number().int().positive(),
  // Display only: a name the site would not show is dropped, not a failure.
  username: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{0,62}$/i)
    .optional()
    .catch(undefined),
  signatureParams: z.object({
    siweUri: z.string(),
    domain: z.string(),
    nonce: z.string().optional(),
  }),
})

/**
 * Talks to a Farcaster Auth relay (FIP-11; `FARCASTER_RELAY_URL`, Farcaster's hosted one by
 * default) through `@farcaster/auth-client`'s app client, and reads its answers strictly: a
 * channel is created with 201 and the site's own nonce, its link is https and names the
 * channel; its status is 202 while pending and 200 once signed (the relay then closes it);
 * 401 is a channel the relay no longer knows. Anything else, or no answer within
 * `farcasterRelayTimeoutMs`, is a 502 PROVIDER_UNAVAILABLE. The signature itself is NOT
 * checked here: the relay checks none, so the caller must (`verifyFarcasterSignIn`).
 */
export function createFarcasterRelayClient(config: FarcasterConfig): FarcasterRelayClient {
  const client = createAppClient({
    relay: config.relayUrl,
    // Only the relay calls are used: the site verifies with its own IdRegistry read.
    ethereum: viemConnector({ rpcUrl: config.rpcUrl }),
  })
  return {
    async openChannel(parameters) {
      const reply = await withTimeout(
        client.createChannel({ ...parameters, acceptAuthAddress: false }),
      )
      if (reply.isError) throw unavailable('the relay did not answer createChannel', reply.error)
      const { response, data } = reply
      const created = createdSchema.safeParse(data)
      if (response.status !== 201 || !created.success)
        throw unavailable(`createChannel answered ${response.status} ${JSON.stringify(data)}`)
      const { channelToken, url, nonce } = created.data
      if (nonce !== parameters.nonce) throw unavailable('the relay changed the nonce')
      const link = URL.canParse(url) ? new URL(url) : undefined
      if (link?.protocol !== 'https:' || link.searchParams.get('channelToken') !== channelToken)
        throw unavailable(`the relay's link is not an https link to its channel: ${url}`)
      return { channelToken, url: link.href }
    },
    async readChannel(channelToken) {
      if (!channelTokenSchema.safeParse(channelToken).success) return { state: 'gone' }
      const reply = await withTimeout(client.status({ channelToken }))
      if (reply.isError) throw unavailable('the relay did not answer status', reply.error)
      const { response, data } = reply
      if (response.status === 401) return { state: 'gone' }
      if (response.status === 202 && data.state === 'pending') return { state: 'pending' }
      const completed = completedSchema.safeParse(data)
      if (response.status !== 200 || !completed.success)
        throw unavailable(`status answered ${response.status} ${JSON.stringify(data)}`)
      return completed.data
    },
  }
}

async function withTimeout<result>(call: Promise<result>): Promise<result> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(unavailable(`no answer within ${farcasterRelayTimeoutMs} ms`)),
      farcasterRelayTimeoutMs,
    )
  })
  try {
    return await Promise.race([call, timeout])
  } finally {
    clearTimeout(timer)
  }
}

function unavailable(details: string, cause?: unknown): ApiError {
  // The details go to the operator's log, not to the visitor.
  return new ApiError(
    502,
    'PROVIDER_UNAVAILABLE',
    'farcaster login is unavailable right now. Please try again later',
    { details: `Farcaster relay: ${details}`, cause },
  )
}
