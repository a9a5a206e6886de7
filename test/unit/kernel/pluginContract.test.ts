import { definePlugin, defineSlice, type Plugin } from 'gangway'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { entryIcons } from '../../../kernel/index.js'
import { createTranslator, en, loadPluginMessages } from '../../../ui-shell/i18n/index.js'
import { fakeChain } from '../../support/fakeChain.js'
import { startKernel } from './support.js'

const view = async () => ({ default: () => null })

/** Starts a kernel with the plugin and returns what it threw. */
function refusal(plugin: unknown): { name?: string; shortMessage?: string } {
  try {
    const isChain = typeof plugin === 'object' && plugin !== null && 'chain' in plugin
    startKernel(
      isChain
        ? { chains: [plugin as Plugin] }
        : { chains: [fakeChain().plugin], plugins: [plugin as Plugin] },
    ).destroy()
  } catch (error) {
    return error as { name: string; shortMessage: string }
  }
  throw new Error('the kernel started')
}

const icons = entryIcons.join(', ')
const entry = { where: 'account', label: 'tips.entry', view: 'Tips' }

describe('a malformed plugin is refused, naming the plugin and the field', () => {
  it.each([
    // the plugin's own fields
    [
      'an unknown key such as view:',
      { name: 'tips', view: { Tips: view } },
      '[tips] view: unknown field (did you mean "views"?)',
    ],
    [
      'entry: instead of entries:',
      { name: 'tips', entry: [entry] },
      '[tips] entry: unknown field (did you mean "entries"?)',
    ],
    [
      'state: instead of slice:',
      { name: 'tips', state: { initial: 0 } },
      '[tips] state: unknown field (did you mean "slice"?)',
    ],
    ['any other unknown key', { name: 'tips', colour: 'red' }, '[tips] colour: unknown field'],
    [
      'requires that is not a list',
      { name: 'tips', requires: 'eip155' },
      '[tips] requires: expected a list of plugin names',
    ],
    [
      'requires with a name that is not text',
      { name: 'tips', requires: ['eip155', 1] },
      '[tips] requires: expected a list of plugin names',
    ],
    [
      'rendersAhead that is not a list of view names',
      { name: 'tips', rendersAhead: 'Connect:email' },
      '[tips] rendersAhead: expected a list of view names',
    ],
    [
      'a view that is not a loader',
      { name: 'tips', views: { Tips: 'Tips.js' } },
      '[tips] views: expected { [view]: loader }',
    ],
    [
      'views that are a list',
      { name: 'tips', views: 'Tips' },
      '[tips] views: expected { [view]: loader }',
    ],
    [
      'a slice without initial',
      { name: 'tips', slice: { name: 'tips' } },
      '[tips] slice: expected { name?, initial, persist? }',
    ],
    [
      'a slice with an empty name',
      { name: 'tips', slice: { name: '', initial: 0 } },
      '[tips] slice: expected { name?, initial, persist? }',
    ],
    [
      'a persist that is not a schema',
      { name: 'tips', slice: { name: 'tips', initial: { n: 0 }, persist: { n: 'number' } } },
      '[tips] slice.persist: expected a zod schema',
    ],
    [
      'a persist schema that refuses the initial state',
      {
        name: 'tips',
        slice: { name: 'tips', initial: { n: '0' }, persist: z.object({ n: z.number() }) },
      },
      '[tips] slice.persist: the schema refuses slice.initial',
    ],
    [
      'rpc handlers that are not functions',
      { name: 'tips', rpc: { tip_send: 1 } },
      '[tips] rpc: expected { [method]: handler }',
    ],
    [
      'messages without English',
      { name: 'tips', messages: { de: { 'tips.entry': 'Trinkgeld' } } },
      '[tips] messages: expected { en: { [key]: text }, [language]: catalogue or loader }',
    ],
    [
      'an English message that is not text',
      { name: 'tips', messages: { en: { 'tips.entry': 3 } } },
      '[tips] messages: expected { en: { [key]: text }, [language]: catalogue or loader }',
    ],
    [
      'another language that is neither a catalogue nor a loader',
      { name: 'tips', messages: { en: { 'tips.entry': 'Tip' }, de: 'Trinkgeld' } },
      '[tips] messages: expected { en: { [key]: text }, [language]: catalogue or loader }',
    ],
    [
      'host options whose check is not a function',
      { name: 'tips', hostOptions: { tipJar: true } },
      '[tips] hostOptions: expected { [option]: check }',
    ],
    [
      'a setup that is not a function',
      { name: 'tips', setup: true },
      '[tips] setup: expected a function',
    ],
    [
      'a chain with an invalid namespace',
      { name: 'toy', chain: { namespace: 'Not A Namespace', networks: [], load: view } },
      '[toy] chain: expected { namespace, networks, load }',
    ],
    [
      'a chain without networks',
      { name: 'toy', chain: { namespace: 'toy', load: view } },
      '[toy] chain: expected { namespace, networks, load }',
    ],
    [
      'a chain without a loader',
      { name: 'toy', chain: { namespace: 'toy', networks: [] } },
      '[toy] chain: expected { namespace, networks, load }',
    ],
    // entries
    [
      'entries that are not a list',
      { name: 'tips', entries: {} },
      '[tips] entries: expected a list',
    ],
    [
      'an entry that is not an object',
      { name: 'tips', entries: ['Tips'] },
      '[tips] entries.0: expected { where, label, view }',
    ],
    [
      'an entry without a place',
      { name: 'tips', entries: [{ label: 'Tip', view: 'Tips' }] },
      '[tips] entries.0.where: missing',
    ],
    [
      'an entry without a label',
      { name: 'tips', entries: [{ where: 'account', view: 'Tips' }] },
      '[tips] entries.0.label: missing',
    ],
    [
      'an entry without a view',
      { name: 'tips', entries: [{ where: 'account', label: 'Tip' }] },
      '[tips] entries.0.view: missing',
    ],
    [
      'an entry in an unknown place',
      { name: 'tips', entries: [{ ...entry, where: 'header' }] },
      '[tips] entries.0.where: expected "account" or "connect"',
    ],
    [
      'an empty label',
      { name: 'tips', entries: [{ ...entry, label: '' }] },
      '[tips] entries.0.label: expected a message key',
    ],
    [
      'a view name that is not text',
      { name: 'tips', entries: [{ ...entry, view: Symbol.iterator }] },
      '[tips] entries.0.view: expected a view name',
    ],
    [
      'an entry order that is not a number',
      { name: 'tips', entries: [{ ...entry, order: 'first' }] },
      '[tips] entries.0.order: expected a number',
    ],
    [
      'an unknown icon',
      { name: 'tips', entries: [{ ...entry, icon: 'coin' }] },
      `[tips] entries.0.icon: expected one of ${icons}, or an https: or data:image URL`,
    ],
    [
      'an icon URL of another scheme',
      { name: 'tips', entries: [{ ...entry, icon: 'javascript:alert(1)' }] },
      `[tips] entries.0.icon: expected one of ${icons}, or an https: or data:image URL`,
    ],
    [
      'namespaces that are not namespaces',
      { name: 'tips', entries: [{ ...entry, namespaces: ['EVM'] }] },
      '[tips] entries.0.namespaces: expected a list of namespaces',
    ],
    [
      'an unknown connector type',
      { name: 'tips', entries: [{ ...entry, connectorTypes: ['EMAIL'] }] },
      '[tips] entries.0.connectorTypes: expected a list of ANNOUNCED, INJECTED, WALLET_CONNECT, AUTH, MULTI_CHAIN, EXTERNAL',
    ],
    [
      'an unknown entry key, naming the entry',
      { name: 'tips', entries: [entry, { ...entry, text: 'Tip' }] },
      '[tips] entries.1.text: unknown field',
    ],
  ])('%s', (_, plugin, message) => {
    const error = refusal(plugin)
    expect(error.name).toBe('PluginError')
    expect(error.shortMessage).toBe(message)
  })

  it('a plugin without a name, as an invalid option (before any plugin field is read)', () => {
    const error = refusal({ name: 7 }) as { name: string; issues?: readonly string[] }
    expect(error.name).toBe('InvalidOptionsError')
    expect(error.issues).toEqual(['plugins.0: expected a plugin object (or a falsy value)'])
  })

  it('accepts a well-formed plugin with every field', () => {
    const plugin = definePlugin({
      name: 'tips',
      requires: ['eip155'],
      views: { Tips: view },
      rendersAhead: ['Tips'],
      slice: { initial: { n: 0 }, persist: z.object({ n: z.number() }) },
      rpc: { tip_send: async () => 1 },
      entries: [
        {
          where: 'account',
          label: 'tips.entry',
          view: 'Tips',
          order: 5,
          icon: 'coins',
          namespaces: ['eip155'],
          connectorTypes: ['INJECTED'],
        },
      ],
      messages: { en: { 'tips.entry': 'Tip' }, de: async () => ({ default: {} }) },
      setup: () => undefined,
    })
    expect(() =>
      startKernel({ chains: [fakeChain().plugin], plugins: [plugin] }).destroy(),
    ).not.toThrow()
  })

  it.each([
    'https://tips.example/icon.svg',
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  ] as const)('accepts an entry icon of its own: %s', (icon) => {
    const plugin = definePlugin({ name: 'tips', entries: [{ ...entry, where: 'account', icon }] })
    expect(() => startKernel({ plugins: [plugin] }).destroy()).not.toThrow()
  })

  it('leaves the field check out of production builds; duplicate names are refused in every build', () => {
    vi.stubEnv('NODE_ENV', 'production')
    try {
      // A production build carries no field check: the malformed key is ignored.
      expect(() =>
        startKernel({ plugins: [{ name: 'tips', colour: 'red' } as Plugin] }).destroy(),
      ).not.toThrow()
      expect(() =>
        startKernel({ plugins: [definePlugin({ name: 'a' }), definePlugin({ name: 'a' })] }),
      ).toThrow('[a] A plugin named "a" is already registered.')
    } finally {
      vi.unstubAllEnvs()
    }
    expect(refusal({ name: 'tips', colour: 'red' }).shortMessage).toBe(
      '[tips] colour: unknown field',
    )
  })

  it('a plugin whose slice name another plugin already uses', () => {
    const a = definePlugin({ name: 'a', slice: { name: 'shared', initial: 1 } })
    const b = definePlugin({ name: 'b', slice: { name: 'shared', initial: 2 } })
    expect(() => startKernel({ plugins: [a, b] })).toThrow(
      '[b] slice: a slice named "shared" already exists.',
    )
  })

  it('a plugin whose rpc method another plugin already handles', () => {
    const a = definePlugin({ name: 'a', rpc: { tip_send: async () => 1 } })
    const b = definePlugin({ name: 'b', rpc: { tip_send: async () => 2 } })
    expect(() => startKernel({ plugins: [a, b] })).toThrow(
      '[b] RPC method "tip_send" is already handled by "a".',
    )
  })

  it('a plugin whose setup throws, with the cause kept', () => {
    const cause = new Error('no tips today')
    const error = refusal(
      definePlugin({
        name: 'tips',
        setup: () => {
          throw cause
        },
      }),
    ) as { shortMessage: string; cause?: unknown }
    expect(error.shortMessage).toBe('[tips] setup failed.')
    expect(error.cause).toBe(cause)
  })
})

describe('definePlugin types the slice from its initial value', () => {
  it('returns a typed handle whose persist schema must match the initial state', () => {
    const plugin = definePlugin({
      name: 'counter',
      slice: { initial: { count: 0 }, persist: z.object({ count: z.number() }) },
    })
    const kernel = startKernel({ plugins: [plugin] })
    plugin.slice.update(kernel, (draft) => {
      draft.count += 2
    })
    const count: number = plugin.slice.get(kernel).count
    expect(count).toBe(2)
    expect(plugin.slice.name).toBe('counter')
    kernel.destroy()

    definePlugin({
      name: 'mismatch',
      // @ts-expect-error the schema validates a string where the initial state has a number
      slice: { initial: { count: 0 }, persist: z.object({ count: z.string() }) },
    })
    defineSlice({
      name: 'mismatch',
      initial: { count: 0 },
      // @ts-expect-error a schema of another shape
      persist: z.object({ total: z.number() }),
    })
  })
})

describe('plugin message catalogues', () => {
  const plugins = [
    definePlugin({
      name: 'tips',
      messages: {
        en: { 'tips.entry': 'Tip', 'tips.title': 'Tip jar' },
        de: async () => ({ default: { 'tips.entry': 'Trinkgeld' } }),
      },
    }),
  ]

  it('translate an entry label in the locale, English for missing keys', async () => {
    const t = createTranslator(en, { plugins: await loadPluginMessages(plugins, 'de-CH') })
    expect(t('tips.entry')).toBe('Trinkgeld')
    expect(t('tips.title')).toBe('Tip jar')
    expect(t('Literal label')).toBe('Literal label')
  })

  it('fall back to English for a language the plugin does not ship', async () => {
    const t = createTranslator(en, { plugins: await loadPluginMessages(plugins, 'fr') })
    expect(t('tips.entry')).toBe('Tip')
  })
})
