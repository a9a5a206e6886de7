import { HttpRequestError, type Kernel } from 'gangway/kernel'
import * as z from 'zod/mini'
import type { HostedNameService, NameProfile, NameService, SignedNameRequest } from './types.js'

// Only zod/mini features the kernel's first load already has (object, string, array, boolean,
// optional, unknown, refine): z.record and z.literal here would join every host's first load,
// as bundlers keep a shared module's code in the eager chunk that shares it.
const isRecordOf = (isValue: (value: unknown) => boolean) => (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(isValue)
const isString = (value: unknown) => typeof value === 'string'
const profileSchema = z.object({
  name: z.string(),
  addresses: z
    .unknown()
    .check(
      z.refine(
        isRecordOf(
          (entry) =>
            isRecordOf(() => true)(entry) && isString((entry as { address?: unknown }).address),
        ),
      ),
    ),
  attributes: z.unknown().check(z.refine(isRecordOf(isString))),
})
const suggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.optional(z.boolean()) })),
})
const registeredSchema = z.object({
  success: z.boolean().check(z.refine((value) => value === true)),
  name: z.string(),
})
const releasedSchema = z.object({ success: z.boolean().check(z.refine((value) => value === true)) })

/** The service's own description of a refusal (`{ message }`), when its reply carries one. */
export function readServiceMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpRequestError)) return undefined
  let body = error.body
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body)
    } catch {
      return undefined
    }
  }
  const message = (body as { message?: unknown } | null)?.message
  return typeof message === 'string' && message.length <= 300 ? message : undefined
}

/**
 * The client of Gangway's own name service (the secure site's `/names` routes, SPEC §7
 * profile calls) through the kernel's HTTP (timeouts, retries, checked replies).
 *
 * @example
 * const service = createHostedNameService(kernel, { url: 'https://wallet.example.com/names', parent: 'dapp.eth' })
 */
export function createHostedNameService(kernel: Kernel, options: HostedNameService): NameService {
  const base = `${options.url.replace(/\/+$/, '')}/v1/profile`
  const post = <value>(path: string, request: SignedNameRequest, schema: z.ZodMiniType<value>) =>
    kernel.http.request(`${base}${path}`, {
      method: 'POST',
      body: {
        coin_type: request.coinType,
        address: request.address,
        message: request.message,
        signature: request.signature,
      },
      schema,
      // A registration is not repeated by itself: the visitor sees why and tries again.
      retryCount: 0,
    })
  return {
    parent: options.parent,
    async getProfile(name) {
      try {
        return (await kernel.http.request(`${base}/account/${encodeURIComponent(name)}`, {
          schema: profileSchema,
          retryCount: 0,
        })) as NameProfile
      } catch (error) {
        if (error instanceof HttpRequestError && error.status === 404) return null
        throw error
      }
    },
    async getNamesForAddress(address) {
      return (await kernel.http.request(`${base}/reverse/${encodeURIComponent(address)}`, {
        schema: z.array(profileSchema),
      })) as NameProfile[]
    },
    async getSuggestions(name) {
      const reply = await kernel.http.request(`${base}/suggestions/${encodeURIComponent(name)}`, {
        query: { zone: options.parent },
        schema: suggestionsSchema,
      })
      return reply.suggestions.filter((item) => !item.registered).map((item) => item.name)
    },
    async register(request) {
      const reply = await post('/account', request, registeredSchema)
      return { name: reply.name }
    },
    async release(request) {
      await post('/account/release', request, releasedSchema)
    },
  }
}
