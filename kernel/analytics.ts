import * as z from 'zod/mini'
import type { AnalyticsEventName, Kernel } from './types.js'

export type Analytics = {
  /** Puts the event on the bus; sends it only when the host configured an endpoint. */
  track(event: AnalyticsEventName, properties?: Readonly<Record<string, unknown>>): void
}

/** SPEC §3 "Analytics event body". */
export type AnalyticsBody = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: Readonly<Record<string, unknown>> & {
    event: AnalyticsEventName
    address?: string | undefined
  }
}

export function createAnalytics(kernel: Kernel): Analytics {
  let warnedForbidden = false
  return {
    track(event, properties = {}) {
      kernel.bus.emit('analytics', { event, properties })
      const endpoint = kernel.options.analytics?.endpoint
      if (!endpoint || event === 'MODAL_CREATED') return
      const location = globalThis.location
      const body: AnalyticsBody = {
        eventId: globalThis.crypto.randomUUID(),
        url: location?.href ?? '',
        domain: location?.hostname ?? '',
        timestamp: kernel.env.now(),
        props: { ...properties, event, address: kernel.connections.get()?.address },
      }
      kernel.http
        .request(endpoint, { method: 'POST', body, schema: z.unknown(), retryCount: 0 })
        .catch((error: { status?: number }) => {
          if (error?.status === 403 && !warnedForbidden) {
            warnedForbidden = true
            kernel.log.error('Invalid App Configuration: origin not found on Allowlist')
          } else kernel.log.debug('analytics event not sent', error)
        })
    },
  }
}
