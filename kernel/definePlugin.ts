import type { Plugin } from './types.js'

/**
 * Declares a plugin. The identity function, for types: the kernel validates the plugin
 * when an instance starts.
 *
 * @example
 * export const swap = (options: SwapOptions = {}) =>
 *   definePlugin({ name: 'swap', requires: ['eip155'], views: { Swap: () => import('./views/Swap.js') } })
 */
export function definePlugin<const plugin extends Plugin>(plugin: plugin): plugin {
  return plugin
}
