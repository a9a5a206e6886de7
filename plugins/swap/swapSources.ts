import type { Kernel } from 'gangway/kernel'
import type { QuoteSourceDefinition } from './types.js'

// Per instance (one plugin object may serve two widgets). Its own module, not the descriptor's:
// what a lazy view imports of a descriptor's module puts that module in the shared eager chunk,
// where its `import()`s (the Swap view, its quote source, its catalogues) were chunks esbuild
// built for every host, swap or not, keeping what they import of the chunk on each page.
const sourcesByKernel = new WeakMap<Kernel, readonly QuoteSourceDefinition[]>()

/** The sources the instance's swap plugin was given, for the lazily loaded view. */
export function getSwapSources(kernel: Kernel): readonly QuoteSourceDefinition[] {
  return sourcesByKernel.get(kernel) ?? []
}

/** Records the instance's sources (the descriptor's setup). */
export function setSwapSources(kernel: Kernel, sources: readonly QuoteSourceDefinition[]): void {
  sourcesByKernel.set(kernel, sources)
}
