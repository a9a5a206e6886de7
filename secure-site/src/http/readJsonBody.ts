import type { Context } from 'hono'
import { z } from 'zod'
import { ApiError } from '../errors.js'

/** The JSON body checked against `schema`, or 400 INVALID_REQUEST. */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.infer<Schema>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new ApiError(400, 'INVALID_REQUEST', 'The request body must be JSON')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    throw new ApiError(400, 'INVALID_REQUEST', `Invalid request: ${z.prettifyError(parsed.error)}`)
  }
  return parsed.data
}
