import type { Context } from 'hono'
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { isRightToLeft, type SiteLanguage } from '../siteLanguages.js'

// No script and no style at all: the pages are a sentence and a form.
const pageContentSecurityPolicy =
  "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

export type RenderPageParameters = {
  title: string
  /** Built with `html` from hono/html, which escapes what it interpolates. */
  body: HtmlEscapedString | Promise<HtmlEscapedString>
  status?: 200 | 400 | undefined
  /** The page's language (its `lang`, and `dir` for Arabic and Hebrew). Default `en`. */
  lang?: SiteLanguage | undefined
}

/** Replies with one of the site's own HTML pages (device approval) under a strict CSP. */
export function renderPage(
  c: Context,
  { title, body, status = 200, lang = 'en' }: RenderPageParameters,
) {
  c.header('Content-Security-Policy', pageContentSecurityPolicy)
  c.header('Cache-Control', 'no-store')
  return c.html(
    html`<!doctype html><html lang="${lang}" dir="${isRightToLeft(lang) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
    status,
  )
}
