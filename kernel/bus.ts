import mitt, { type Emitter } from 'mitt'
import type { Bus } from './types/bus.js'
import type { GangwayEvents } from './types.js'

export type { Bus } from './types/bus.js'

/** Creates a typed event bus. A throwing listener is reported, never breaks the emitter. */
export function createBus(onListenerError: (error: unknown, name: string) => void): Bus {
  const emitter: Emitter<GangwayEvents> = mitt<GangwayEvents>()
  const wrappers = new Map<string, Map<unknown, (event: never) => void>>()
  const bus: Bus = {
    on(name, listener) {
      // Like addEventListener: adding the same listener twice keeps one, so one off() removes it.
      if (wrappers.get(name)?.has(listener)) return () => bus.off(name, listener)
      const wrapped = (event: GangwayEvents[typeof name]) => {
        try {
          listener(event)
        } catch (error) {
          onListenerError(error, name)
        }
      }
      const forName = wrappers.get(name) ?? new Map()
      wrappers.set(name, forName)
      forName.set(listener, wrapped as (event: never) => void)
      emitter.on(name, wrapped)
      return () => bus.off(name, listener)
    },
    off(name, listener) {
      const wrapped = wrappers.get(name)?.get(listener)
      if (!wrapped) return
      wrappers.get(name)?.delete(listener)
      emitter.off(name, wrapped as never)
    },
    emit(name, event) {
      emitter.emit(name, event)
    },
    clear() {
      emitter.all.clear()
      wrappers.clear()
    },
  }
  return bus
}
