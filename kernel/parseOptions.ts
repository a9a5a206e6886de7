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
    const unknown = Object.keys(options).filter((key) => !(key in shape))
    if (unknown.length)
      issues.push(`unknown option${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`)
  }
  if (issues.length) throw new InvalidOptionsError({ issues, plugin })
  return (result as { data: z.output<schema> }).data
}
