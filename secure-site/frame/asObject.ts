/** A request's parameter read as an object: anything else (null, a string, a number) is `{}`. */
export const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
