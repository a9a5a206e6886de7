import type * as z from 'zod/mini'
import { InvalidOptionsError } from './errors/plugin.js'

type Issue = {
  path: readonly PropertyKey[]
  code: string
  message?: string
  expected?: unknown
  values?: readonly unknown[]
  format?: unknown
}

/** One line per problem: the field's path, then what was expected. */
export function describeIssue(issue: Issue, prefix = ''): string {
  const path = prefix + (issue.path.map(String).join('.') || '(options)')
  switch (issue.code) {
    case 'invalid_type':
      return `${path}: expected ${issue.expected}`
    case 'invalid_value':
      return `${path}: expected one of ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(', ')}`
    case 'invalid_format':
      // A pattern's own message says what was meant ('expected a host, e.g. example.com').
      if (issue.format === 'regex' && issue.message && !/^invalid/i.test(issue.message))
        return `${path}: ${issue.message}`
      return `${path}: invalid ${issue.format === 'url' ? 'URL' : String(issue.format ?? 'format')}`
    case 'custom':
      return `${path}: ${issue.message ?? 'invalid value'}`
    default:
      return `${path}: invalid value`
  }
}

export type ParseOptionsParameters<schema extends z.ZodMiniType> = {
  /** The plugin whose factory got the options; named in the error. */
  plugin: string
  /** What the options must be. An object schema also refuses keys it does not list. */
  schema: schema
  /** What the host passed (`undefined` when it passed nothing). */
  options: unknown
}

/**
 * Checks a plugin factory's options: the one way every plugin (first-party or not)
 * validates what a host passes it, so every mistake reads the same.
 *
 * @param parameters - `plugin` (its name), `schema` (a zod/mini schema), `options`.
 * @returns The parsed options.
 * @throws InvalidOptionsError ('Invalid <plugin> options.') listing every bad or unknown field.
 * @example
 * const { amounts } = parseOptions({ plugin: 'tipJar', schema: optionsSchema, options })
 */
export function parseOptions<schema extends z.ZodMiniType>(
  parameters: ParseOptionsParameters<schema>,
): z.output<schema> {
  const { plugin, schema, options } = parameters
  const result = schema.safeParse(options)
  const issues = result.success ? [] : result.error.issues.map((issue) => describeIssue(issue))
  // An object schema (or an optional one) lists the known keys; any other key is a slip.
  type Wrapped = { shape?: object; def?: { innerType?: { shape?: object } } }
  const shape = (schema as Wrapped).shape ?? (schema as Wrapped).def?.innerType?.shape
  if (shape && typeof options === 'object' && options !== null && !Array.isArray(options)) {
    const unknown = unknownOptions(Object.keys(options).filter((key) => !(key in shape)))
    if (unknown) issues.push(unknown)
  }
  if (issues.length) throw new InvalidOptionsError({ issues, plugin })
  return (result as { data: z.output<schema> }).data
}

/** Builders of an options object's fields: each schema is built only when its field is checked. */
export type OptionFields = Readonly<Record<string, () => z.ZodMiniType>>

export type ParseOptionFieldsParameters<fields extends OptionFields> = {
  /** The plugin whose factory got the options; named in the error. */
  plugin: string
  /** One builder per known field; a key not listed here is refused as unknown. */
  fields: fields
  /** Fields checked even when absent (their schema says what is missing); others only when given. */
  required?: readonly (keyof fields & string)[] | undefined
  /** What the host passed (`undefined` when it passed nothing). */
  options: unknown
}

/** The parsed options of `parseOptionFields`: each field as its schema outputs it. */
export type OptionFieldsOutput<fields extends OptionFields> = {
  [key in keyof fields]: z.output<ReturnType<fields[key]>>
}

/**
 * `parseOptions` for a factory called before the page's first paint: each field's schema is
 * built only when the host passes that field (or it is `required`), so a page pays for
 * checking what it uses, not for every option a plugin has (issue 15). Same errors, same
 * messages.
 *
 * @param parameters - `plugin` (its name), `fields` (a schema builder per field), `required`,
 *   `options`.
 * @returns The parsed options.
 * @throws InvalidOptionsError ('Invalid <plugin> options.') listing every bad or unknown field.
 * @example
 * const parsed = parseOptionFields({
 *   plugin: 'tipJar',
 *   fields: { amounts: () => z.array(z.number()), note: () => z.optional(z.string()) },
 *   required: ['amounts'],
 *   options,
 * })
 */
export function parseOptionFields<fields extends OptionFields>(
  parameters: ParseOptionFieldsParameters<fields>,
): OptionFieldsOutput<fields> {
  const { plugin, fields, required = [], options } = parameters
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new InvalidOptionsError({ issues: ['(options): expected object'], plugin })
  const given = options as Record<string, unknown>
  const { parsed, issues } = checkOptionFields(fields, given, required)
  const unknown = unknownOptions(Object.keys(given).filter((key) => !Object.hasOwn(fields, key)))
  if (unknown) issues.push(unknown)
  if (issues.length) throw new InvalidOptionsError({ issues, plugin })
  return parsed as OptionFieldsOutput<fields>
}

/**
 * Checks each field of `options` a builder of `fields` names, when given or `required`;
 * a schema is built only then. Serves `parseOptionFields` and createGangway's own options.
 * Positional, unlike the public API: an internal function on the first bundle's path, where a
 * parameters object costs every page bytes (issue 38's rewrite added ~0.12 KiB gzip to the
 * minimum host).
 */
export function checkOptionFields(
  fields: OptionFields,
  options: Readonly<Record<string, unknown>>,
  required: readonly string[] = [],
): { parsed: Record<string, unknown>; issues: string[] } {
  const issues: string[] = []
  const parsed: Record<string, unknown> = {}
  for (const key of Object.keys(fields)) {
    if (options[key] === undefined && !required.includes(key)) continue
    const result = fields[key]!().safeParse(options[key])
    if (result.success) parsed[key] = result.data
    else
      for (const issue of result.error.issues)
        issues.push(describeIssue({ ...issue, path: [key, ...issue.path] }))
  }
  return { parsed, issues }
}

/** The one line that names options nobody knows (`unknown option colour`), if any. */
export function unknownOptions(keys: readonly string[]): string | undefined {
  if (keys.length) return `unknown option${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
}
