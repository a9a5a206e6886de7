import type { Context } from 'hono'
import { matchSiteLanguage, type SiteLanguage } from '../siteLanguages.js'

/**
 * The language the visitor's mails are written in: the frame sends the host page's language
 * as `Accept-Language` (the host's, not the browser's: the visitor reads the page in it).
 * The first supported tag by quality wins; anything else is English.
 */
export function readSiteLanguage(c: Context): SiteLanguage {
  const header = c.req.header('accept-language') ?? ''
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const quality = parameters.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1])[0]
      return { tag: tag.toLowerCase(), quality: quality === undefined ? 1 : Number(quality), index }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { tag } of ranked) {
    const language = matchSiteLanguage(tag)
    if (language) return language
  }
  return 'en'
}
