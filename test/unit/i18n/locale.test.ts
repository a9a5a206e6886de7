import { describe, expect, it } from 'vitest'
import { definePlugin } from '../../../kernel/index.js'
import { send } from '../../../plugins/send/index.js'
import {
  createTranslator,
  en,
  formatMessage,
  loadMessages,
  loadPluginMessages,
  matchLocale,
} from '../../../ui-shell/i18n/index.js'

describe('matchLocale', () => {
  it.each([
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['de-AT', 'de'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['iw', 'he'],
    ['ar-EG', 'ar'],
    ['en-GB', 'en'],
  ])('%s reads %s', (locale, tag) => {
    expect(matchLocale(locale)).toBe(tag)
  })

  it('has no catalogue for other languages or malformed tags', () => {
    expect(matchLocale('sw')).toBeUndefined()
    expect(matchLocale('not a locale!')).toBeUndefined()
    expect(matchLocale(undefined)).toBeUndefined()
  })
})

describe('formatMessage', () => {
  const wallets =
    '{count, plural, one {# кошелёк} few {# кошелька} many {# кошельков} other {# кошелька}}'

  it("picks the locale's plural form through Intl.PluralRules", () => {
    expect(formatMessage(wallets, { values: { count: 1 }, locale: 'ru' })).toBe('1 кошелёк')
    expect(formatMessage(wallets, { values: { count: 3 }, locale: 'ru' })).toBe('3 кошелька')
    expect(formatMessage(wallets, { values: { count: 25 }, locale: 'ru' })).toBe('25 кошельков')
    expect(formatMessage(wallets, { values: { count: 1.5 }, locale: 'ru' })).toBe('1,5 кошелька')
  })

  it('prefers an exact =N form, then falls back to other', () => {
    const text = '{n, plural, =0 {none} one {one} other {# more}}'
    expect(formatMessage(text, { values: { n: 0 }, locale: 'en' })).toBe('none')
    expect(formatMessage(text, { values: { n: 1 }, locale: 'en' })).toBe('one')
    expect(formatMessage('{n, plural, other {# 件}}', { values: { n: 2 }, locale: 'ja' })).toBe(
      '2 件',
    )
  })

  it('writes numbers the locale’s way and leaves unknown placeholders', () => {
    expect(formatMessage('{count} wallets', { values: { count: 1234 }, locale: 'de' })).toBe(
      '1.234 wallets',
    )
    expect(formatMessage('{count} wallets', { values: { count: 1234 }, locale: 'en' })).toBe(
      '1,234 wallets',
    )
    expect(formatMessage('{name} and {other}', { values: { name: 'Ada' }, locale: 'en' })).toBe(
      'Ada and {other}',
    )
  })
})

describe('catalogues at run time', () => {
  it('load the modal catalogue for the locale, English for the rest', async () => {
    expect((await loadMessages('ja-JP'))['Connect.title']).toBe('ウォレットを接続')
    expect((await loadMessages('zh-HK'))['Connect.title']).toBe('連接錢包')
    expect((await loadMessages('pt-PT'))['Connect.title']).toBe('Conectar carteira')
    expect(await loadMessages('sw')).toBe(en)
  })

  it('fall back to English for a key the locale lacks', () => {
    const t = createTranslator({ 'Connect.title': 'Connecter un portefeuille' }, { locale: 'fr' })
    expect(t('Connect.title')).toBe('Connecter un portefeuille')
    expect(t('Account.title')).toBe('Account')
    expect(t('AllWallets.count', { count: 1 })).toBe('1 wallet')
  })

  it("load a plugin's catalogue through its load, by shipped tag", async () => {
    const asked: string[] = []
    const tips = definePlugin({
      name: 'tips',
      messages: {
        en: { 'tips.entry': 'Tip' },
        load: async (locale) => {
          asked.push(locale)
          return locale === 'zh-TW' ? { 'tips.entry': '小費' } : undefined
        },
      },
    })
    const t = createTranslator(en, { plugins: await loadPluginMessages([tips], 'zh-Hant-HK') })
    expect(t('tips.entry')).toBe('小費')
    expect(
      createTranslator(en, { plugins: await loadPluginMessages([tips], 'ko') })('tips.entry'),
    ).toBe('Tip')
    await loadPluginMessages([tips], 'en-US')
    expect(asked).toEqual(['zh-TW', 'ko'])
  })

  it("translate a first-party plugin's view text in the locale", async () => {
    const t = createTranslator(await loadMessages('ar'), {
      plugins: await loadPluginMessages([send()], 'ar'),
    })
    expect(t('WalletSendPreview.confirm')).toBe('إرسال')
    expect(t('WalletSend.balance', { amount: '1 ETH' })).toBe('الرصيد: 1 ETH')
  })
})
