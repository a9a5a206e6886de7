import { PluginError } from './errors/plugin.js'
import { defineStorageKey } from './storage.js'
import type { Registry } from './types/kernel.js'
import type { Entry, Kernel, Plugin, RpcHandler, ViewLoader, ViewModule } from './types.js'

export type { Registry } from './types/kernel.js'

export function createRegistry(kernel: Kernel, plugins: readonly Plugin[]): Registry {
  const views = new Map<string, { loader: ViewLoader; owner: string }>()
  const loaded = new Map<string, Promise<ViewModule>>()
  const entries: (Entry & { plugin: string })[] = []
  const rpc = new Map<string, { handler: RpcHandler; owner: string }>()
  const persisted = new Map<string, ReturnType<typeof defineStorageKey>>()

  const registry: Registry = {
    hasView: (name) => views.has(name),
    loadView(name) {
      const view = views.get(name)
      if (!view)
        return Promise.reject(new PluginError('router', `No view named "${name}" is registered.`))
      let promise = loaded.get(name)
      if (!promise) {
        promise = view.loader()
        promise.catch(() => loaded.delete(name))
        loaded.set(name, promise)
      }
      return promise
    },
    entries: (where) =>
      entries.filter((e) => e.where === where).sort((a, b) => (a.order ?? 100) - (b.order ?? 100)),
    rpcHandler: (method) => rpc.get(method)?.handler,
    getSlice: <state>(name: string) => kernel.store.getState().slices[name] as state,
    updateSlice(name, recipe) {
      kernel.store.setState((state) => {
        recipe(state.slices[name] as never)
      })
      const key = persisted.get(name)
      if (key) kernel.storage.set(key, kernel.store.getState().slices[name])
    },
    addView({ name, loader, owner }) {
      const existing = views.get(name)
      if (existing)
        throw new PluginError(owner, `View "${name}" is already registered by "${existing.owner}".`)
      views.set(name, { loader, owner })
    },
  }

  for (const plugin of plugins) {
    for (const [name, loader] of Object.entries(plugin.views ?? {}))
      registry.addView({ name, loader, owner: plugin.name })
    for (const entry of plugin.entries ?? []) entries.push({ ...entry, plugin: plugin.name })
    for (const [method, handler] of Object.entries(plugin.rpc ?? {})) {
      const existing = rpc.get(method)
      if (existing)
        throw new PluginError(
          plugin.name,
          `RPC method "${method}" is already handled by "${existing.owner}".`,
        )
      rpc.set(method, { handler, owner: plugin.name })
    }
    if (plugin.slice) {
      const { name, initial, persist } = plugin.slice
      if (name in kernel.store.getState().slices)
        throw new PluginError(plugin.name, `slice: a slice named "${name}" already exists.`)
      let value = initial
      if (persist) {
        const key = defineStorageKey({ name: `slice/${name}`, schema: persist })
        persisted.set(name, key)
        value = kernel.storage.get(key) ?? initial
      }
      kernel.store.setState((state) => {
        state.slices[name] = value as never
      })
    }
  }
  return registry
}
