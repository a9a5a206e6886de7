import type { Kernel } from 'gangway/kernel'
import type { OnrampProviderDefinition } from './types.js'

// Its own module, not the descriptor's: what a lazy view imports of a descriptor's module puts
// that module in the shared eager chunk, where its `import()`s (the Onramp view, the purchase
// resume, its catalogues) were chunks esbuild built for every host, onramp or not, keeping what
// they import of the chunk on each page.

/** The settings the lazily loaded view reads. */
export type OnrampSettings = {
  providers: readonly OnrampProviderDefinition[]
  networks: Readonly<Record<string, string>>
  presets: readonly number[]
}

// Per instance (one plugin object may serve two widgets).
const settingsByKernel = new WeakMap<Kernel, OnrampSettings>()

/** The instance's onramp settings, for the lazily loaded view. */
export function getOnrampSettings(kernel: Kernel): OnrampSettings {
  return settingsByKernel.get(kernel) ?? { providers: [], networks: {}, presets: [] }
}

/** Records the instance's settings (the descriptor's setup); `undefined` forgets them. */
export function setOnrampSettings(kernel: Kernel, settings: OnrampSettings | undefined): void {
  if (settings) settingsByKernel.set(kernel, settings)
  else settingsByKernel.delete(kernel)
}

/** The query parameter a provider's redirect back carries (the purchase id). */
export const onrampReturnParameter = 'gangway_onramp'
