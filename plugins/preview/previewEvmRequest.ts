import type { RpcRequest, TransactionPreview } from 'gangway/kernel'
import { type Address, type Client, type Hex, isAddress, isHex } from 'viem'
import * as z from 'zod/mini'
import type { EvmTypedData } from './decodeTypedData.js'
import { decodeUserOperation } from './decodeUserOperation.js'
import { InvalidPreviewRequestError } from './errors.js'
import { previewEvmCalls } from './previewEvmCalls.js'
import { previewEvmTypedData } from './previewEvmTypedData.js'
import type { NativeCurrency } from './toPreview.js'
import type { EvmCall } from './types.js'

const address = z.string().check(z.refine((v) => isAddress(v, { strict: false }), 'not an address'))
const hex = z.string().check(z.refine((v) => isHex(v), 'not hex'))
const quantity = z.optional(z.union([hex, z.bigint()]))
const callSchema = z.object({
  to: z.optional(z.nullable(address)),
  data: z.optional(hex),
  input: z.optional(hex),
  value: quantity,
  gas: quantity,
  gasPrice: quantity,
  maxFeePerGas: quantity,
})
const typedDataSchema = z.object({
  domain: z.optional(z.record(z.string(), z.unknown())),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})

export type PreviewEvmRequestParameters = {
  /** The visitor's address: the sender or signer. */
  from: Address
  /** The wallet request as a dapp sent it: `{ method, params }`. */
  request: RpcRequest
  /** The network's coin; default the client's chain's. */
  nativeCurrency?: NativeCurrency | undefined
}

/**
 * Previews an EVM wallet request as a dapp sent it — `eth_sendTransaction`, EIP-5792
 * `wallet_sendCalls`, an ERC-4337 `eth_sendUserOperation` (its calls read from the smart
 * account's `callData`, simulated from the account), `eth_signTypedData_v4` — with `previewEvmCalls` or
 * `previewEvmTypedData`. Params are checked first. Any other method (a plain message to
 * sign, a method it does not know) answers a preview of confidence `unknown`.
 * Framework-free: the embedded wallet's frame calls it with its own client.
 *
 * @param client - A viem client on the host's configured transport for the request's network.
 * @param parameters - The visitor's address and the request.
 * @returns The preview.
 * @throws InvalidPreviewRequestError when the params are not what the method takes.
 * @example
 * const client = createPublicClient({ chain: mainnet, transport: http(rpcUrl) })
 * const preview = await previewEvmRequest(client, {
 *   from: account,
 *   request: { method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', calls }] },
 * })
 */
export async function previewEvmRequest(
  client: Client,
  parameters: PreviewEvmRequestParameters,
): Promise<TransactionPreview> {
  const { from, request, nativeCurrency } = parameters
  const params = Array.isArray(request.params) ? request.params : [request.params]
  switch (request.method) {
    case 'eth_sendTransaction': {
      const tx = parse(request.method, callSchema, params[0])
      return previewEvmCalls(client, {
        from,
        calls: [toCall(tx)],
        nativeCurrency,
        gas: toBigInt(tx.gas),
        feePerGas: toBigInt(tx.maxFeePerGas ?? tx.gasPrice),
      })
    }
    case 'wallet_sendCalls': {
      const batch = parse(request.method, z.object({ calls: z.array(callSchema) }), params[0])
      return previewEvmCalls(client, { from, calls: batch.calls.map(toCall), nativeCurrency })
    }
    case 'eth_sendUserOperation': {
      // ERC-4337: the smart account's calls, simulated from the account.
      const operation = decodeUserOperation(params[0])
      if (!operation)
        throw new InvalidPreviewRequestError(request.method, 'params.0: not a user operation')
      if (!operation.calls)
        return {
          ...unknown,
          actions: [{ to: operation.sender, raw: JSON.stringify(params[0], jsonBigInt, 2) }],
        }
      const preview = await previewEvmCalls(client, {
        from: operation.sender,
        calls: operation.calls,
        nativeCurrency,
        gas: operation.gas,
        feePerGas: operation.feePerGas,
      })
      // A paymaster pays for the operation: the visitor pays no fee.
      return operation.sponsored ? { ...preview, fee: undefined } : preview
    }
    case 'eth_signTypedData_v4':
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData': {
      // [address, typedData] in v3/v4; some wallets take them the other way round.
      const raw = params.find(
        (p) => typeof p === 'object' || (typeof p === 'string' && p.trim().startsWith('{')),
      )
      let value: unknown = raw
      if (typeof raw === 'string')
        try {
          value = JSON.parse(raw)
        } catch {
          throw new InvalidPreviewRequestError(request.method, 'The typed data is not JSON.')
        }
      const typedData = parse(request.method, typedDataSchema, value) as EvmTypedData
      return previewEvmTypedData(client, { from, typedData, nativeCurrency })
    }
    default:
      return unknown
  }
}

const unknown: TransactionPreview = {
  confidence: 'unknown',
  send: [],
  receive: [],
  allow: [],
  warnings: [],
  actions: [],
}

const jsonBigInt = (_: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value

function parse<schema extends z.ZodMiniType>(
  method: string,
  schema: schema,
  value: unknown,
): z.infer<schema> {
  const result = z.safeParse(schema, value)
  if (!result.success)
    throw new InvalidPreviewRequestError(
      method,
      result.error.issues.map((i) => `${i.path.join('.') || 'params'}: ${i.message}`).join('; '),
    )
  return result.data
}

const toBigInt = (value: Hex | bigint | string | undefined) =>
  value === undefined ? undefined : typeof value === 'bigint' ? value : BigInt(value)

function toCall(tx: z.infer<typeof callSchema>): EvmCall {
  return {
    to: (tx.to ?? undefined) as Address | undefined,
    data: (tx.data ?? tx.input) as Hex | undefined,
    value: toBigInt(tx.value),
  }
}
