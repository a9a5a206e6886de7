// The custody views' own words (issue 32: the passkey, the migration): in this lazily loaded
// chunk, not the frame page's catalogue (frame/messages.ts), which counts against the page's
// 40 KiB. Every shipped locale is bundled here (the chunk loads only for shares users).

import ar from './locales/ar.js'
import de from './locales/de.js'
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
import type { FrameText } from './passwordPrompt.js'

export const en = {
  migrateTitle: 'Secure your wallet',
  migrateBody:
    "This site no longer keeps your wallet's key: it is split between this device, the site and a recovery password you set here. Same address, same funds.",
  migrateAction: 'Secure my wallet',
  passkeySetTitle: 'Protect your wallet',
  passkeySetBody: 'With a passkey and your e-mail you can open this wallet on a new device.',
  passkeyCreate: 'Create a passkey',
  passkeyOrPassword: 'Or set a recovery password',
  migratePasskeyBody:
    "This site no longer keeps your wallet's key: it is split between this device, the site and a passkey (or a recovery password) you set here. Same address, same funds.",
  passkeyOfferHint: 'No password to remember: a passkey opens the wallet on a new device.',
  passkeyTitle: 'Open your wallet with your passkey',
  passkeyBody:
    'This device has no share of your wallet yet: your passkey opens it here, then this device keeps a share of its own.',
  passkeyAction: 'Use passkey',
  passkeyNoPrf:
    'This passkey cannot protect your wallet: it does not support the PRF extension. Set a recovery password instead.',
  passkeyFailed: 'The passkey did not answer. Try again, or cancel.',
  passkeyUnusable: 'This passkey does not open this wallet. Use the passkey you made for it.',
  passkeyWrong: 'This passkey does not open this wallet. Attempts left: {n}.',
}

export type CustodyMessageKey = keyof typeof en
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
