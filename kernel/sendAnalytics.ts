import * as z from 'zod/mini'
import type { AnalyticsBody } from './analytics.js'
// Through the index, like every lazy module (see actions.ts).
import { HttpRequestError } from './internal.js'
import { sdkType, sdkVersion } from './sdk.js'
import type { AnalyticsEventName, Kernel } from './types.js'

/** SPEC §8: what an analytics 403 shows, once per instance. */
export const forbiddenOriginMessage = 'Invalid App Configuration: origin not found on Allowlist'

export type SendAnalyticsParameters = {
  /** The host's `analytics.endpoint`. */
  endpoint: string
  event: AnalyticsEventName
  properties: Readonly<Record<string, unknown>>
  /** When the event happened and the account then, not when this module loaded. */
  at: { timestamp: number; address: string | undefined }
}

/** Instances that already showed the 403 alert. */
const warned = new WeakSet<Kernel>()

/**
 * POSTs one event with SPEC §3's body to the host's endpoint. Loads on the first event a
 * host with an analytics endpoint sends; hosts without one never download it.
 *
 * @returns The HTTP status when the endpoint refused the event, else `undefined`.
 */
export async function sendAnalytics(
  kernel: Kernel,
  parameters: SendAnalyticsParameters,
): Promise<number | undefined> {
  const { endpoint, event, properties, at } = parameters
  const location = globalThis.location
  const body: AnalyticsBody = {
    eventId: globalThis.crypto.randomUUID(),
    url: location?.href ?? '',
    domain: location?.hostname ?? '',
    timestamp: at.timestamp,
    props: { ...properties, event, address: at.address },
  }
  // SPEC §7: POST /e?projectId=…&st=…&sv=…, added to whatever the endpoint already carries.
  const url = new URL(endpoint)
  const projectId = kernel.options.analytics?.projectId ?? kernel.options.walletConnect?.projectId
  if (projectId) url.searchParams.set('projectId', projectId)
  url.searchParams.set('st', sdkType)
  url.searchParams.set('sv', sdkVersion)
  try {
    await kernel.http.request(url.href, {
      method: 'POST',
      body,
      schema: z.unknown(),
      retryCount: 0,
    })
    return undefined
  } catch (error) {
    kernel.log.debug('analytics event not sent', error)
    const status = error instanceof HttpRequestError ? error.status : undefined
    if (status === 403 && !warned.has(kernel)) {
      warned.add(kernel)
      kernel.log.error(forbiddenOriginMessage)
      kernel.toasts.show({
        variant: 'error',
        message: { text: forbiddenOriginMessage, key: 'alert.originNotAllowed' },
      })
    }
    return status
  }
}
