import { connectorTypes } from './connectorTypes.js'
import { entryIcons } from './entryIcons.js'
import { PluginError } from './errors/plugin.js'
import { namespacePattern } from './namespacePattern.js'
import type { Plugin } from './types.js'

type Check = (value: unknown) => boolean
const isObject: Check = (value) => typeof value === 'object' && value !== null
const isFunction: Check = (value) => typeof value === 'function'
const isText: Check = (value) => typeof value === 'string' && value !== ''
const isList: Check = Array.isArray
const listOf =
  (check: Check): Check =>
  (value) =>
    isList(value) && (value as unknown[]).every(check)
const recordOf =
  (check: Check): Check =>
  (value) =>
    isObject(value) && Object.values(value as object).every(check)
const isNamespace: Check = (value) => typeof value === 'string' && namespacePattern.test(value)
const isCatalogue = recordOf(isText)

/** Each field a plugin may have, and what it must be. */
const fields: Readonly<Record<string, [Check, string]>> = {
  name: [isText, 'a name'],
  requires: [listOf(isText), 'a list of plugin names'],
  chain: [
    (chain) =>
      isObject(chain) &&
      isNamespace((chain as Record<string, unknown>).namespace) &&
      isList((chain as Record<string, unknown>).networks) &&
      isFunction((chain as Record<string, unknown>).load),
    '{ namespace, networks, load }',
  ],
  views: [recordOf(isFunction), '{ [view]: loader }'],
  rendersAhead: [listOf(isText), 'a list of view names'],
  slice: [
    (slice) =>
      isObject(slice) &&
      'initial' in (slice as object) &&
      ((slice as { name?: unknown }).name === undefined ||
        isText((slice as { name: unknown }).name)),
    '{ name?, initial, persist? }',
  ],
  rpc: [recordOf(isFunction), '{ [method]: handler }'],
  entries: [isList, 'a list'],
  messages: [
    (messages) =>
      isCatalogue((messages as { en?: unknown } | null)?.en) &&
      recordOf((catalogue) => !catalogue || isFunction(catalogue) || isCatalogue(catalogue))(
        messages,
      ),
    '{ en: { [key]: text }, [language]: catalogue or loader }',
  ],
  hostOptions: [recordOf(isFunction), '{ [option]: check }'],
  previewWarnings: [isFunction, 'a function'],
  setup: [isFunction, 'a function'],
}
const entryFields: Readonly<Record<string, [Check, string]>> = {
  where: [(where) => where === 'account' || where === 'connect', '"account" or "connect"'],
  label: [isText, 'a message key'],
  view: [isText, 'a view name'],
  order: [Number.isFinite as Check, 'a number'],
  icon: [
    (icon) =>
      (entryIcons as readonly unknown[]).includes(icon) ||
      (typeof icon === 'string' && /^(https:\/\/|data:image\/)/.test(icon)),
    `one of ${entryIcons.join(', ')}, or an https: or data:image URL`,
  ],
  namespaces: [listOf(isNamespace), 'a list of namespaces'],
  connectorTypes: [
    listOf((type) => (connectorTypes as readonly unknown[]).includes(type)),
    `a list of ${connectorTypes.join(', ')}`,
  ],
}
/** The usual slips, so the refusal says what was meant. */
const meant: Readonly<Record<string, string>> = { view: 'views', entry: 'entries', state: 'slice' }

/**
 * Refuses a malformed plugin before anything of it runs, with a `PluginError` naming the
 * plugin and the field: `[tipJar] view: unknown field (did you mean "views"?)`.
 */
export function checkPlugin(plugin: Plugin): void {
  const refuse = (field: string, problem: string): never => {
    throw new PluginError(isText(plugin.name) ? plugin.name : '(unnamed)', `${field}: ${problem}`)
  }
  const checkFields = (
    object: Readonly<Record<string, unknown>>,
    known: Readonly<Record<string, [Check, string]>>,
    prefix: string,
  ) => {
    for (const [key, value] of Object.entries(object)) {
      const rule = known[key]
      if (!rule) {
        refuse(prefix + key, `unknown field${meant[key] ? ` (did you mean "${meant[key]}"?)` : ''}`)
      } else if (value !== undefined && !rule[0](value)) refuse(prefix + key, `expected ${rule[1]}`)
    }
  }
  if (!isText(plugin.name)) refuse('name', `expected ${fields.name![1]}`)
  checkFields(plugin, fields, '')
  const persist = plugin.slice?.persist
  if (persist !== undefined) {
    if (!isFunction(persist?.safeParse)) refuse('slice.persist', 'expected a zod schema')
    if (!persist.safeParse(plugin.slice!.initial).success)
      refuse('slice.persist', 'the schema refuses slice.initial')
  }
  for (const [index, entry] of (plugin.entries ?? []).entries()) {
    if (!isObject(entry)) refuse(`entries.${index}`, 'expected { where, label, view }')
    for (const required of ['where', 'label', 'view'])
      if (!(required in entry)) refuse(`entries.${index}.${required}`, 'missing')
    checkFields(entry, entryFields, `entries.${index}.`)
  }
}
