import type { CatalogueLoader } from 'gangway/kernel'

/**
 * The embedded views' catalogue for a shipped locale (account type switch, approvals). The
 * plugins that log in through the frame (`email`, `socials`) merge it into their own.
 */
export const loadEmbeddedMessages: CatalogueLoader = (locale) =>
  import('./locales/index.js').then((catalogues) => catalogues.load(locale))
