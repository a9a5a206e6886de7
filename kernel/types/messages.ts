/**
 * A plugin's own message catalogues. `en` is required. Other locales come through `load`,
 * called with the modal's shipped locale tag (`fr`, `pt-BR`, `zh-TW`…; never `en`) and
 * answering that catalogue or `undefined`: one function, so the first bundle pays nothing
 * per locale. A plugin may instead give languages by tag or subtag, eagerly or as a loader.
 */
export type PluginCatalogues = {
  readonly en: Catalogue
  readonly load?: CatalogueLoader | undefined
} & {
  readonly [language: string]:
    | Catalogue
    | CatalogueLoader
    | (() => Promise<{ default: Catalogue }>)
    | undefined
}
/** Loads a plugin's catalogue for a shipped locale tag; `undefined` when it has none. */
export type CatalogueLoader = (locale: string) => Promise<Catalogue | undefined>
export type Catalogue = Readonly<Record<string, string>>
