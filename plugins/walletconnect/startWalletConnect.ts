import type { Kernel } from 'gangway/kernel'
import { walletConnect } from './walletConnect.js'

/**
 * Starts WalletConnect in a running instance, as the kernel starts the plugins it is given:
 * its views, then its setup. `createGangway` does this for the `walletConnect` option alone,
 * so the descriptor is not in a page's first bundle.
 *
 * @returns The teardown.
 */
export function startWalletConnect(kernel: Kernel): () => void {
  const plugin = walletConnect()
  for (const [name, loader] of Object.entries(plugin.views ?? {}))
    kernel.registry.addView({ name, loader, owner: plugin.name })
  const teardown = plugin.setup?.(kernel)
  return typeof teardown === 'function' ? teardown : () => {}
}
