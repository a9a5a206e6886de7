// The permit rows' own words (issue 33: "You allow 0x9965…A4dc up to 5 USDC, until DATE"): in
// the lazily loaded permitPreview.js, not the frame page's catalogue (frame/messages.ts), which
// counts against the page's 40 KiB. Every shipped locale is bundled here (the chunk loads only
// for a permit). The page's language is its `lang`, which frame/messages.ts's setLocale sets.
import ar from './locales/ar.js'
import de from './locales/de.js'
import { en, type PermitMessageKey } from './locales/en.js'
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

export { en, type PermitMessageKey }

const catalogues: Readonly<Record<string, Readonly<Record<PermitMessageKey, string>>>> = {
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

/**
 * A permit message in the page's language (its `lang`), else English; placeholders filled. On a
 * right-to-left page each value is a bidi isolate (U+2068…U+2069): an address, an amount or a
 * date keeps its own order inside the Arabic or Hebrew sentence.
 */
export function permitText(key: PermitMessageKey, values: Record<string, string> = {}): string {
  const message = catalogues[document.documentElement.lang]?.[key] ?? en[key]
  const isolate = document.documentElement.dir === 'rtl'
  return message.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name]
    if (value === undefined) return match
    return isolate ? `\u2068${value}\u2069` : value
  })
}
