import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cosmosMessages } from '../../../chains/cosmos/messages.js'
import { polkadotMessages } from '../../../chains/polkadot/messages.js'
import { en as emailEnglish } from '../../../plugins/email/views/messages.js'
import { en as embeddedEnglish } from '../../../plugins/embedded/views/messages.js'
import { historyMessages } from '../../../plugins/history/messages.js'
import { namesMessages } from '../../../plugins/names/messages.js'
import { onrampMessages } from '../../../plugins/onramp/messages.js'
import { receiveMessages } from '../../../plugins/receive/messages.js'
import { sendMessages } from '../../../plugins/send/messages.js'
import { sessionsMessages } from '../../../plugins/sessions/messages.js'
import { siwxMessages } from '../../../plugins/siwx/messages.js'
import { en as socialsEnglish } from '../../../plugins/socials/views/messages.js'
import { swapMessages } from '../../../plugins/swap/messages.js'
import { walletConnectMessages } from '../../../plugins/walletconnect/messages.js'
import { en as frameEnglish } from '../../../secure-site/frame/messages.js'
import { en as framePermitEnglish } from '../../../secure-site/frame/permit/permitMessages.js'
import { en, isSessionKey, shippedLocales } from '../../../ui-shell/i18n/index.js'

const root = resolve(import.meta.dirname, '../../..')

type Catalogue = Readonly<Record<string, string>>

/** The modal's English in its two parts: the first screens' and the session views'. */
const modalEnglish = (session: boolean): Catalogue =>
  Object.fromEntries(Object.entries(en).filter(([key]) => isSessionKey(key) === session))

/** Every catalogue with visitor-facing text: its English and the folder of its other locales. */
const catalogues: readonly { name: string; english: Catalogue; folder: string }[] = [
  { name: 'modal', english: modalEnglish(false), folder: 'ui-shell/i18n/locales' },
  {
    name: 'modal session views',
    english: modalEnglish(true),
    folder: 'ui-shell/i18n/locales/session',
  },
  { name: 'email', english: emailEnglish, folder: 'plugins/email/locales' },
  { name: 'embedded', english: embeddedEnglish, folder: 'plugins/embedded/locales' },
  { name: 'history', english: historyMessages.en, folder: 'plugins/history/locales' },
  { name: 'names', english: namesMessages.en, folder: 'plugins/names/locales' },
  { name: 'onramp', english: onrampMessages.en, folder: 'plugins/onramp/locales' },
  { name: 'receive', english: receiveMessages.en, folder: 'plugins/receive/locales' },
  { name: 'send', english: sendMessages.en, folder: 'plugins/send/locales' },
  { name: 'sessions', english: sessionsMessages.en, folder: 'plugins/sessions/locales' },
  { name: 'siwx', english: siwxMessages, folder: 'plugins/siwx/locales' },
  { name: 'socials', english: socialsEnglish, folder: 'plugins/socials/locales' },
  { name: 'swap', english: swapMessages.en, folder: 'plugins/swap/locales' },
  {
    name: 'walletconnect',
    english: walletConnectMessages,
    folder: 'plugins/walletconnect/locales',
  },
  { name: 'frame', english: frameEnglish, folder: 'secure-site/frame/locales' },
  { name: 'frame permit', english: framePermitEnglish, folder: 'secure-site/frame/permit/locales' },
  // Chains with views of their own declare catalogues too (defineChain's messages).
  { name: 'polkadot', english: polkadotMessages.en, folder: 'chains/polkadot/locales' },
  { name: 'cosmos', english: cosmosMessages.en, folder: 'chains/cosmos/locales' },
]

const others = shippedLocales.filter((tag) => tag !== 'en')

/** `{name}` and `{name, plural, …}` placeholders, sorted and unique. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map(([, name]) => name))].sort()

/** The forms of every ICU plural in a message: `one`, `few`, `=0`… */
const pluralForms = (text: string) =>
  [...text.matchAll(/\{\w+, plural,((?:\s*[\w=]+\s*\{[^{}]*\})+)\s*\}/g)].map(([, body]) =>
    [...(body ?? '').matchAll(/([\w=]+)\s*\{/g)].map(([, form]) => form),
  )

const load = async (folder: string, tag: string): Promise<Catalogue> =>
  (await import(join(root, folder, `${tag}.ts`))).default

describe('locale catalogues', () => {
  it('list every plugin with visitor-facing text', () => {
    const withMessages = readdirSync(join(root, 'plugins')).filter(
      (plugin) =>
        existsSync(join(root, 'plugins', plugin, 'messages.ts')) ||
        existsSync(join(root, 'plugins', plugin, 'views', 'messages.ts')),
    )
    expect(withMessages.sort()).toEqual(
      catalogues
        .map(({ name }) => name)
        .filter(
          (name) =>
            !name.startsWith('modal') &&
            !name.startsWith('frame') &&
            !['polkadot', 'cosmos'].includes(name),
        )
        .sort(),
    )
  })

  describe.each(catalogues)('$name', ({ english, folder }) => {
    it.each(others)('%s has every English key, no other, none empty', async (tag) => {
      expect(existsSync(join(root, folder, `${tag}.ts`)), `${folder}/${tag}.ts`).toBe(true)
      const catalogue = await load(folder, tag)
      const missing = Object.keys(english).filter((key) => !(key in catalogue))
      const extra = Object.keys(catalogue).filter((key) => !(key in english))
      const empty = Object.keys(catalogue).filter((key) => !catalogue[key]?.trim())
      expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] })
    })

    it.each(others)('%s keeps every placeholder and plural form', async (tag) => {
      const catalogue = await load(folder, tag)
      const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories
      for (const [key, text] of Object.entries(catalogue)) {
        const source = english[key]
        if (source === undefined) continue
        expect(placeholders(text), `${tag} ${key}`).toEqual(placeholders(source))
        expect(pluralForms(text).length, `${tag} ${key}: plurals`).toBe(pluralForms(source).length)
        for (const forms of pluralForms(text))
          expect(forms, `${tag} ${key}: the locale's plural categories`).toEqual(
            expect.arrayContaining([...categories]),
          )
      }
    })

    it.each(others)('%s is translated, not an English copy', async (tag) => {
      const catalogue = await load(folder, tag)
      const keys = Object.keys(english)
      const copied = keys.filter((key) => catalogue[key] === english[key])
      // Brand names (WalletConnect, Solana, NFT…) stay; most of a catalogue must not.
      expect(copied.length, `${tag} copies ${copied.join(', ')}`).toBeLessThanOrEqual(
        Math.max(3, Math.floor(keys.length * 0.25)),
      )
    })
  })
})
