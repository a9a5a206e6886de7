import type { Catalogue, CatalogueLoader } from 'gangway/kernel'

/**
 * A plugin's catalogues by shipped locale tag, each an `import()` of its own module: every
 * bundler (Rollup, Vite, webpack, esbuild) makes each one its own chunk, so a page loads only
 * the language it shows. Written out, not globbed: `import.meta.glob` and template-literal
 * imports work in some bundlers only.
 */
export type CatalogueModules = Readonly<
  Record<string, (() => Promise<{ default: Catalogue }>) | undefined>
>

export type LazyCataloguesOptions = {
  /**
   * Other catalogues the plugin's views show, merged under its own (its own key wins): e.g. the
   * embedded wallet's views that the e-mail and social logins open.
   */
  merge?: readonly CatalogueLoader[] | undefined
}

/**
 * The `load` of a plugin's `messages`: the catalogue of one shipped locale tag, or `undefined`
 * when the plugin has none for it. Put the table in a module of its own (`locales/index.ts`)
 * that the descriptor imports lazily, so the first bundle pays nothing per locale.
 *
 * @param catalogues - shipped locale tag → `() => import('./xx.js')` of a module whose default
 *   export is the catalogue.
 * @param options - `merge`: other loaders whose catalogues this one includes.
 * @returns A `CatalogueLoader`.
 * @example
 * // locales/index.ts
 * export const load = lazyCatalogues({ de: () => import('./de.js'), fr: () => import('./fr.js') })
 * // the descriptor
 * messages: { en, load: (locale) => import('./locales/index.js').then((m) => m.load(locale)) }
 */
export function lazyCatalogues(
  catalogues: CatalogueModules,
  options: LazyCataloguesOptions = {},
): CatalogueLoader {
  const own: CatalogueLoader = async (locale) =>
    Object.hasOwn(catalogues, locale) ? (await catalogues[locale]?.())?.default : undefined
  const { merge = [] } = options
  if (merge.length === 0) return own
  return async (locale) => {
    const loaded = await Promise.all([...merge, own].map((load) => load(locale)))
    return loaded.some(Boolean) ? Object.assign({}, ...loaded) : undefined
  }
}
