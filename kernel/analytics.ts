import type { Analytics } from './types/analytics.js'
import type { Kernel } from './types.js'

export type { Analytics, AnalyticsBody } from './types/analytics.js'

export function createAnalytics(kernel: Kernel): Analytics {
  const analytics: Analytics = {
    track(event, properties = {}) {
      kernel.bus.emit('analytics', { event, properties })
      const endpoint = kernel.options.analytics?.endpoint
      if (!endpoint || event === 'MODAL_CREATED') return
      // The moment and the account are the event's, not the time the sender module loads.
      const at = { timestamp: kernel.env.now(), address: kernel.connections.get()?.address }
      void import('./sendAnalytics.js').then((module) =>
        module.sendAnalytics(kernel, { endpoint, event, properties, at }),
      )
    },
  }
  // SPEC §7 INTERNAL_SDK_ERROR: every internal failure the kernel reports on the bus.
  kernel.bus.on('error', ({ error, source }) =>
    analytics.track('INTERNAL_SDK_ERROR', {
      source,
      message: (error as { shortMessage?: string }).shortMessage ?? error?.message,
    }),
  )
  return analytics
}
