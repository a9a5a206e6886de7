import { lazyCatalogues } from 'gangway/ui'

/** Each shipped locale's catalogue, its own chunk: a page loads only the one it shows. */
export const load = lazyCatalogues({
  de: () => import('./de.js'),
  fr: () => import('./fr.js'),
  es: () => import('./es.js'),
  'pt-BR': () => import('./pt-BR.js'),
  it: () => import('./it.js'),
  nl: () => import('./nl.js'),
  pl: () => import('./pl.js'),
  tr: () => import('./tr.js'),
  ru: () => import('./ru.js'),
  uk: () => import('./uk.js'),
  ar: () => import('./ar.js'),
  he: () => import('./he.js'),
  hi: () => import('./hi.js'),
  id: () => import('./id.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  'zh-CN': () => import('./zh-CN.js'),
  'zh-TW': () => import('./zh-TW.js'),
  vi: () => import('./vi.js'),
  th: () => import('./th.js'),
})
