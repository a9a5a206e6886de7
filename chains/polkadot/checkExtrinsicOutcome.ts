import { Twox128 } from '@polkadot-api/substrate-bindings'
import * as z from 'zod/mini'
import { decodeScale, type ScaleVariant } from './decodeScale.js'
import type { PolkadotNetwork } from './defineNetwork.js'
import { RpcError, TransactionFailedError } from './errors.js'
import type { Runtime, RuntimeEvents } from './getRuntime.js'
import { concatBytes, fromHex, toHex } from './hex.js'
import { hexSchema, rpcRequest } from './rpc.js'
import type { PolkadotContext } from './types.js'

const encoder = new TextEncoder()

/** The storage key of `System.Events`. */
export const eventsStorageKey = toHex(
  concatBytes(Twox128(encoder.encode('System')), Twox128(encoder.encode('Events'))),
)

const isVariant = (value: unknown): value is ScaleVariant =>
  typeof value === 'object' && value !== null && typeof (value as ScaleVariant).type === 'string'

/** A name from the metadata, shown only when it is a plain identifier (the node is untrusted). */
const identifier = (name: unknown) =>
  typeof name === 'string' && /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name) ? name : undefined

/**
 * A `DispatchError` as people read it: `Balances.InsufficientBalance` for a module error named
 * by the metadata, `Token.FundsUnavailable`, `BadOrigin`…; `Module` alone when the metadata
 * does not name it.
 */
export function describeDispatchError(error: unknown, events: RuntimeEvents): string {
  if (!isVariant(error)) return 'unknown error'
  const kind = identifier(error.type) ?? 'unknown error'
  if (kind === 'Module') {
    const { index, error: raw } = (error.value ?? {}) as { index?: unknown; error?: unknown }
    const pallet = typeof index === 'number' ? events.pallets.get(index) : undefined
    const errorIndex =
      typeof raw === 'number' ? raw : typeof raw === 'string' ? fromHex(raw)[0] : undefined
    if (!pallet || errorIndex === undefined) return kind
    const errors =
      pallet.errors === undefined
        ? undefined
        : events.lookup.find((entry) => entry.id === pallet.errors)
    const named =
      errors?.def.tag === 'variant'
        ? errors.def.value.find((variant) => variant.index === errorIndex)?.name
        : undefined
    const palletName = identifier(pallet.name)
    const errorName = identifier(named)
    return palletName && errorName ? `${palletName}.${errorName}` : kind
  }
  const inner = isVariant(error.value) ? identifier(error.value.type) : undefined
  return inner ? `${kind}.${inner}` : kind
}

/**
 * Reads the outcome of the extrinsic at `index` of a finalized block from the block's events
 * (`System.Events`): `System.ExtrinsicSuccess` or `System.ExtrinsicFailed` for that index.
 *
 * @throws TransactionFailedError when the runtime refused it (fees paid, transfer not made),
 *   with the dispatch error decoded where the metadata names it; RpcError when the events
 *   cannot be read or say nothing about it.
 */
export async function checkExtrinsicOutcome(
  context: PolkadotContext,
  parameters: {
    network: PolkadotNetwork
    runtime: Runtime
    blockHash: `0x${string}`
    index: number
    hash: string
  },
): Promise<void> {
  const { network, runtime, blockHash, index, hash } = parameters
  const unknown = (why: string, cause?: unknown) =>
    new RpcError(
      `The transfer ${hash} is in finalized block ${blockHash}, but its outcome could not be read: ${why}.`,
      cause,
    )
  const { events } = runtime
  if (!events) throw unknown('the runtime has no System.Events')
  const stored = await rpcRequest(context.kernel, {
    url: context.getRpcUrl(network),
    method: 'state_getStorage',
    params: [eventsStorageKey, blockHash],
    schema: z.nullable(hexSchema),
  })
  if (stored === null) throw unknown('the block has no events')
  let records: unknown
  try {
    const bytes = fromHex(stored)
    const [decoded, end] = decodeScale(events.lookup, { id: events.type, bytes, offset: 0 })
    if (end !== bytes.length) throw new RangeError('trailing bytes')
    records = decoded
  } catch (error) {
    throw unknown('the events could not be decoded', error)
  }
  if (!Array.isArray(records)) throw unknown('the events are not a list')
  for (const record of records as { phase?: unknown; event?: unknown }[]) {
    const { phase, event } = record ?? {}
    if (!isVariant(phase) || phase.type !== 'ApplyExtrinsic' || phase.value !== index) continue
    if (!isVariant(event) || event.type !== 'System' || !isVariant(event.value)) continue
    if (event.value.type === 'ExtrinsicSuccess') return
    if (event.value.type === 'ExtrinsicFailed') {
      const fields = event.value.value as { dispatch_error?: unknown } | undefined
      throw new TransactionFailedError(hash, describeDispatchError(fields?.dispatch_error, events))
    }
  }
  throw unknown(`no System.ExtrinsicSuccess or ExtrinsicFailed for extrinsic ${index}`)
}
