import { ChainAdapterNotFoundError } from './errors/plugin.js'
import type { Chains } from './types/kernel.js'
import type { ChainAdapter, ChainDescriptor, Kernel, Namespace } from './types.js'

export type { Chains } from './types/kernel.js'

export function createChains(kernel: Kernel, descriptors: readonly ChainDescriptor[]): Chains {
  const byNamespace = new Map(descriptors.map((descriptor) => [descriptor.namespace, descriptor]))
  const pending = new Map<Namespace, Promise<ChainAdapter>>()
  const adapters = new Map<Namespace, ChainAdapter>()
  return {
    namespaces: () => [...byNamespace.keys()],
    has: (namespace) => byNamespace.has(namespace),
    descriptor: (namespace) => byNamespace.get(namespace),
    load(namespace) {
      const descriptor = byNamespace.get(namespace)
      if (!descriptor) return Promise.reject(new ChainAdapterNotFoundError(namespace))
      let promise = pending.get(namespace)
      if (!promise) {
        promise = descriptor.load(kernel).then((adapter) => {
          adapters.set(namespace, adapter)
          return adapter
        })
        // A failed load (e.g. a chunk that did not download) may be retried.
        promise.catch(() => pending.delete(namespace))
        pending.set(namespace, promise)
      }
      return promise
    },
    loaded: (namespace) => adapters.get(namespace),
    remove(namespace) {
      byNamespace.delete(namespace)
      adapters.get(namespace)?.destroy?.()
      adapters.delete(namespace)
      pending.delete(namespace)
      kernel.networks.handleChainRemoved(namespace)
    },
    destroy() {
      for (const adapter of adapters.values()) adapter.destroy?.()
      adapters.clear()
      pending.clear()
    },
  }
}
