import type { AnalyticsEventName } from './events.js'

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
