import type { Draft } from 'immer'
import { PluginError } from './errors/plugin.js'
import { defineStorageKey } from './storage.js'
import type { Entry, Kernel, Plugin, RpcHandler, ViewLoader, ViewModule } from './types.js'

/** What plugins contributed: views, entries, RPC handlers and state slices. */
export type Registry = {
  hasView(name: string): boolean
  /** Loads a view once; later calls return the same module. */
  loadView(name: string): Promise<ViewModule>
  /** Entries for a place, sorted by `order`. */
  entries(where: Entry['where']): readonly (Entry & { plugin: string })[]
  rpcHandler(method: string): RpcHandler | undefined
  /** A slice's state by name; plugins use their typed `slice.get(kernel)` instead. */
  getSlice<state>(name: string): state
  /**
   * Updates a slice with an immer recipe (persisted when the slice has a schema); plugins
   * use their typed `slice.update(kernel, recipe)` instead.
   */
  updateSlice<state>(name: string, recipe: (draft: Draft<state>) => void): void
  /** Adds a view at run time (also what `plugin.views` uses). */
  addView(name: string, loader: ViewLoader, owner: string): void
}

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
    addView(name, loader, owner) {
      const existing = views.get(name)
      if (existing)
        throw new PluginError(owner, `View "${name}" is already registered by "${existing.owner}".`)
      views.set(name, { loader, owner })
    },
  }

  for (const plugin of plugins) {
    for (const [name, loader] of Object.entries(plugin.views ?? {}))
      registry.addView(name, loader, plugin.name)
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
