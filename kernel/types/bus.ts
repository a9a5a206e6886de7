import type { GangwayEventName, GangwayEvents } from './events.js'

/** Typed events on mitt. One bus per instance. */
export type Bus = {
  on<name extends GangwayEventName>(
    name: name,
    listener: (event: GangwayEvents[name]) => void,
  ): () => void
  off<name extends GangwayEventName>(
    name: name,
    listener: (event: GangwayEvents[name]) => void,
  ): void
  emit<name extends GangwayEventName>(name: name, event: GangwayEvents[name]): void
  clear(): void
}
