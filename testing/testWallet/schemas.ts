import * as z from 'zod/mini'
import { ProviderRpcError } from '../errors.js'

// What the test wallet accepts from a dapp: a dapp is hostile until its request parses.

export const hexString = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))

export const requestSchema = z.object({
  method: z.string().check(z.minLength(1)),
  params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
})

export const transactionSchema = z.object({
  from: z.optional(hexString),
  to: z.optional(z.nullable(hexString)),
  data: z.optional(hexString),
  value: z.optional(hexString),
  gas: z.optional(hexString),
  gasPrice: z.optional(hexString),
  maxFeePerGas: z.optional(hexString),
  maxPriorityFeePerGas: z.optional(hexString),
  nonce: z.optional(hexString),
})

export type Transaction = z.infer<typeof transactionSchema>

export const sendCallsSchema = z.object({
  version: z.optional(z.string()),
  id: z.optional(z.string()),
  chainId: hexString,
  from: z.optional(hexString),
  atomicRequired: z.optional(z.boolean()),
  calls: z.array(
    z.object({
      to: z.optional(hexString),
      data: z.optional(hexString),
      value: z.optional(hexString),
    }),
  ),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
})

/** `value` as `schema` says, or -32602 naming `method`. */
export function parseParams<T>(
  schema: z.ZodMiniType<T>,
  parameters: { value: unknown; method: string },
): T {
  const result = schema.safeParse(parameters.value)
  if (!result.success)
    throw new ProviderRpcError(-32602, `Invalid params for ${parameters.method}.`)
  return result.data
}

/** 4200: the wallet lacks `method`. */
export function unsupported(method: string): ProviderRpcError {
  return new ProviderRpcError(4200, `The wallet does not support ${method}.`)
}
