// The custody views' own words (issue 32: the passkey, the migration): in this lazily loaded
// chunk, not the frame page's catalogue (frame/messages.ts), which counts against the page's
// 40 KiB. Every shipped locale is bundled here (the chunk loads only for shares users).

import type { MessageKey } from '../messages.js'
import ar from './locales/ar.js'
import de from './locales/de.js'
import { type CustodyMessageKey, en } from './locales/en.js'
import es from './locales/es.js'
import fr from './locales/fr.js'
import he from './locales/he.js'
import hi from './locales/hi.js'
import id from './locales/id.js'
import it from './locales/it.js'
import ja from './locales/ja.js'
import ko from './locales/ko.js'
import nl from './locales/nl.js'
import pl from './locales/pl.js'
import ptBR from './locales/pt-BR.js'
import ru from './locales/ru.js'
import th from './locales/th.js'
import tr from './locales/tr.js'
import uk from './locales/uk.js'
import vi from './locales/vi.js'
import zhCN from './locales/zh-CN.js'
import zhTW from './locales/zh-TW.js'

export { type CustodyMessageKey, en }

/** The page's catalogue (`frame/messages.ts`'s `text`): this chunk has none of its own. */
export type FrameText = (key: MessageKey, values?: Record<string, string>) => string
type Catalogue = Readonly<Partial<Record<CustodyMessageKey, string>>>

const catalogues: Readonly<Record<string, Catalogue>> = {
  ar,
  de,
  es,
  fr,
  he,
  hi,
  id,
  it,
  ja,
  ko,
  nl,
  pl,
  'pt-BR': ptBR,
  ru,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
}

/** The custody views' text: their own keys in the page's language (its `lang`), else the page's. */
export type CustodyText = (
  key: Parameters<FrameText>[0] | CustodyMessageKey,
  values?: Record<string, string>,
) => string

/** Joins the page's catalogue (`frame/messages.ts`'s `text`) and this chunk's. */
export function custodyText(text: FrameText): CustodyText {
  return (key, values = {}) => {
    if (!(key in en)) return text(key as Parameters<FrameText>[0], values)
    const own = key as CustodyMessageKey
    const message = catalogues[document.documentElement.lang]?.[own] ?? en[own]
    return message.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match)
  }
}
