import type { Kernel } from './types.js'

/**
 * One value per Gangway instance, made on first use. A plugin object may serve several
 * instances (two widgets on a page), so per-instance state never lives in the plugin
 * object itself or at module level.
 *
 * @example
 * const walletsOf = perInstance((kernel) => createWaitMap<Provider>(kernel.env))
 * walletsOf(kernel).set('io.metamask', provider)
 */
export function perInstance<value>(create: (kernel: Kernel) => value): (kernel: Kernel) => value {
  const values = new WeakMap<Kernel, value>()
  return (kernel) => {
    if (!values.has(kernel)) values.set(kernel, create(kernel))
    return values.get(kernel) as value
  }
}
