import { definePlugin, defineSlice, type Plugin } from 'gangway'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
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

describe('a malformed plugin is refused, naming the plugin and the field', () => {
  it.each([
    [
      'an unknown key such as view:',
      { name: 'tips', view: { Tips: view } },
      '[tips] view: unknown field (did you mean "views"?)',
    ],
    ['any other unknown key', { name: 'tips', colour: 'red' }, '[tips] colour: unknown field'],
    [
      'a view that is not a loader',
      { name: 'tips', views: { Tips: 'Tips.js' } },
      '[tips] views: expected { [view]: loader }',
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
      'a slice without initial',
      { name: 'tips', slice: { name: 'tips' } },
      '[tips] slice: expected { initial, persist? }',
    ],
    [
      'an unknown icon',
      { name: 'tips', entries: [{ where: 'account', label: 'Tip', view: 'Tips', icon: 'coin' }] },
      '[tips] entries.0.icon: expected one of arrowUp, arrowDown, swap, plus, coins, wallet, image, activity, network, grid, search, check, mail, key',
    ],
    [
      'an entry in an unknown place',
      { name: 'tips', entries: [{ where: 'header', label: 'Tip', view: 'Tips' }] },
      '[tips] entries.0.where: expected "account" or "connect"',
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
      'an entry order that is not a number',
      { name: 'tips', entries: [{ where: 'account', label: 'Tip', view: 'Tips', order: 'first' }] },
      '[tips] entries.0.order: expected a number',
    ],
    [
      'entries that are not a list',
      { name: 'tips', entries: {} },
      '[tips] entries: expected a list',
    ],
    [
      'rpc handlers that are not functions',
      { name: 'tips', rpc: { tip_send: 1 } },
      '[tips] rpc: expected { [method]: handler }',
    ],
    [
      'messages without English',
      { name: 'tips', messages: { de: { 'tips.entry': 'Trinkgeld' } } },
      '[tips] messages: expected { en: { [key]: text } }',
    ],
    [
      'requires that is not a list',
      { name: 'tips', requires: 'eip155' },
      '[tips] requires: expected a list',
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
  ])('%s', (_, plugin, message) => {
    const error = refusal(plugin)
    expect(error.name).toBe('PluginError')
    expect(error.shortMessage).toBe(message)
  })

  it('a plugin whose slice name another plugin already uses', () => {
    const a = definePlugin({ name: 'a', slice: { name: 'shared', initial: 1 } })
    const b = definePlugin({ name: 'b', slice: { name: 'shared', initial: 2 } })
    expect(() => startKernel({ plugins: [a, b] })).toThrow(
      '[b] slice: a slice named "shared" already exists.',
    )
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
    const t = createTranslator(en, await loadPluginMessages(plugins, 'de-CH'))
    expect(t('tips.entry')).toBe('Trinkgeld')
    expect(t('tips.title')).toBe('Tip jar')
    expect(t('Literal label')).toBe('Literal label')
  })

  it('fall back to English for a language the plugin does not ship', async () => {
    const t = createTranslator(en, await loadPluginMessages(plugins, 'fr'))
    expect(t('tips.entry')).toBe('Tip')
  })
})
