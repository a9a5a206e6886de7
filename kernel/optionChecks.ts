// A few hand-written checks for `createGangway`'s own options. They run before the first
// render of every page, so they are plain functions, not zod/mini schemas: building the
// options schema at import time and `safeParse` were ~40 % of the kernel's start (a Chromium
// trace of the bench page), and its object/enum/boolean/number schemas ~1 KiB of the eager
// bundle. They produce the same one-line issues `parseOptions` does for plugin factories
// (`path: expected …`), so every options error reads the same.

/** Checks `value` found at `path`; pushes one line per problem onto `issues`. */
export type OptionCheck = (value: unknown, path: string, issues: string[]) => void

/** A check from a test and what to say when it fails. */
export const checkThat =
  (test: (value: unknown) => boolean, problem: string): OptionCheck =>
  (value, path, issues) => {
    if (!test(value)) issues.push(`${path}: ${problem}`)
  }

/** `typeof value === type` (zod's "expected string" wording). */
export const ofType = (type: 'string' | 'boolean' | 'number') =>
  checkThat((value) => typeof value === type, `expected ${type}`)

/** Runs `then` only when `first` passed, so a wrong type gets one line, not two. */
export const both =
  (first: OptionCheck, then: OptionCheck): OptionCheck =>
  (value, path, issues) => {
    const before = issues.length
    first(value, path, issues)
    if (issues.length === before) then(value, path, issues)
  }

export const nonEmptyText = both(
  ofType('string'),
  checkThat((value) => (value as string).length > 0, 'must not be empty'),
)

export const oneOf = (values: readonly string[]) =>
  checkThat(
    (value) => values.includes(value as string),
    `expected one of ${values.map((v) => JSON.stringify(v)).join(', ')}`,
  )

export const urlWith = (protocols: readonly string[]) =>
  checkThat(
    (value) => {
      try {
        return protocols.includes(new URL(value as string).protocol)
      } catch {
        return false
      }
    },
    `expected a URL starting with ${protocols.join(' or ')}//`,
  )

export const listOf =
  (item: OptionCheck): OptionCheck =>
  (value, path, issues) => {
    if (!Array.isArray(value)) issues.push(`${path}: expected array`)
    else
      value.forEach((entry, index) => {
        item(entry, `${path}.${index}`, issues)
      })
  }

/**
 * An object whose listed fields are checked when present (`required` ones always); other
 * keys are left alone, as zod's `z.object` does. The top level names unknown keys itself.
 */
export const objectOf =
  (fields: Readonly<Record<string, OptionCheck>>, required: readonly string[] = []): OptionCheck =>
  (value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      issues.push(`${path}: expected object`)
      return
    }
    for (const [key, check] of Object.entries(fields)) {
      const field = (value as Record<string, unknown>)[key]
      if (field !== undefined || required.includes(key))
        check(field, path ? `${path}.${key}` : key, issues)
    }
  }
