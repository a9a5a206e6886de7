import {
  decAnyMetadata,
  type UnifiedMetadata,
  unifyMetadata,
} from '@polkadot-api/substrate-bindings'
import * as z from 'zod/mini'
import type { PolkadotNetwork } from './defineNetwork.js'
import { RpcError, UnsupportedRuntimeError } from './errors.js'
import { fromHex, readLe } from './hex.js'
import { hashSchema, hexSchema, rpcRequest } from './rpc.js'
import type { PolkadotContext } from './types.js'

/** How a signed extension adds to the extrinsic (`extra`); its signed-only part is the wallet's. */
export type ExtensionKind = 'none' | 'era' | 'nonce' | 'tip' | 'assetTip' | 'metadataHash'

/** What building a transfer needs from the runtime. */
export type Runtime = {
  specVersion: number
  transactionVersion: number
  /** [pallet index, call index] of `Balances.transfer_keep_alive`. */
  transferKeepAlive: readonly [number, number]
  /** The `MultiAddress::Id` variant index. */
  addressIdIndex: number
  /** The signed extensions in order, with what each adds to the extrinsic. */
  extensions: readonly { identifier: string; kind: ExtensionKind }[]
  /** `Balances.ExistentialDeposit`. */
  existentialDeposit: bigint
  /**
   * How to read a block's events (`System.Events`) and name a module error by its pallet;
   * `undefined` when the metadata has no `System.Events`.
   */
  events: RuntimeEvents | undefined
}

/** What reading `System.Events` needs from the metadata. */
export type RuntimeEvents = {
  lookup: UnifiedMetadata['lookup']
  /** The type of `System.Events`' value (`Vec<EventRecord>`). */
  type: number
  /** Each pallet's name and error enum, by pallet index (for `DispatchError::Module`). */
  pallets: ReadonlyMap<number, { name: string; errors: number | undefined }>
}

const versionSchema = z.object({
  specVersion: z.number().check(z.int(), z.nonnegative()),
  transactionVersion: z.number().check(z.int(), z.nonnegative()),
})

type Lookup = UnifiedMetadata['lookup']
type LookupEntry = Lookup[number]

const byId = (lookup: Lookup, id: number): LookupEntry => {
  const entry = lookup[id]?.id === id ? lookup[id] : lookup.find((candidate) => candidate.id === id)
  if (!entry) throw new UnsupportedRuntimeError(`the metadata has no type ${id}`)
  return entry
}

const isEmpty = (lookup: Lookup, id: number): boolean => {
  const { def } = byId(lookup, id)
  return (def.tag === 'composite' || def.tag === 'tuple') && def.value.length === 0
}

const variantIndex = (lookup: Lookup, id: number, name: string): number | undefined => {
  const { def } = byId(lookup, id)
  return def.tag === 'variant' ? def.value.find((v) => v.name === name)?.index : undefined
}

/** Which `extra` an extension adds: by its name, checked against its type; empty types need no name. */
function toExtensionKind(lookup: Lookup, identifier: string, type: number): ExtensionKind {
  if (isEmpty(lookup, type)) return 'none'
  const known: Record<string, ExtensionKind> = {
    CheckMortality: 'era',
    CheckEra: 'era',
    CheckNonce: 'nonce',
    ChargeTransactionPayment: 'tip',
    ChargeAssetTxPayment: 'assetTip',
    CheckMetadataHash: 'metadataHash',
  }
  const kind = known[identifier]
  if (!kind) throw new UnsupportedRuntimeError(`unknown signed extension ${identifier}`)
  return kind
}

/**
 * Reads what a transfer needs from a network's runtime: its versions (`state_getRuntimeVersion`)
 * and, from its metadata (`state_getMetadata`), the call index of
 * `Balances.transfer_keep_alive`, the signed extensions and the existential deposit. The
 * node's genesis hash must be the network's (a node of another chain is refused). Kept per
 * network and runtime version.
 *
 * @throws RpcError, UnsupportedRuntimeError
 */
export async function getRuntime(
  context: PolkadotContext,
  network: PolkadotNetwork,
): Promise<Runtime> {
  const url = context.getRpcUrl(network)
  const { kernel } = context
  const [genesis, version] = await Promise.all([
    rpcRequest(kernel, { url, method: 'chain_getBlockHash', params: [0], schema: hashSchema }),
    rpcRequest(kernel, {
      url,
      method: 'state_getRuntimeVersion',
      params: [],
      schema: versionSchema,
    }),
  ])
  if (genesis.toLowerCase() !== network.genesisHash)
    throw new RpcError(`the node at ${url} is not ${network.name} (genesis ${genesis})`)
  const key = `${network.caipNetworkId}:${version.specVersion}:${version.transactionVersion}`
  const cached = runtimes.get(context)?.get(key)
  if (cached) return cached
  const hex = await rpcRequest(kernel, {
    url,
    method: 'state_getMetadata',
    params: [],
    schema: hexSchema,
  })
  let metadata: UnifiedMetadata
  try {
    metadata = unifyMetadata(decAnyMetadata(fromHex(hex)))
  } catch (error) {
    throw new RpcError('state_getMetadata answered metadata that could not be decoded', error)
  }
  const runtime = readRuntime(metadata, version)
  const perContext = runtimes.get(context) ?? new Map<string, Runtime>()
  perContext.set(key, runtime)
  // The newest read last, for peekRuntime.
  perContext.delete(network.caipNetworkId)
  perContext.set(network.caipNetworkId, runtime)
  runtimes.set(context, perContext)
  return runtime
}

/** Runtimes by network and version, and each network's newest read under its CAIP-2 id. */
const runtimes = new WeakMap<PolkadotContext, Map<string, Runtime>>()

/** The network's runtime as last read, without asking the node; `undefined` before any read. */
export const peekRuntime = (
  context: PolkadotContext,
  network: PolkadotNetwork,
): Runtime | undefined => runtimes.get(context)?.get(network.caipNetworkId)

/** The parts of decoded metadata a transfer needs. Exported for tests. */
export function readRuntime(
  metadata: UnifiedMetadata,
  version: { specVersion: number; transactionVersion: number },
): Runtime {
  const { lookup } = metadata
  const balances = metadata.pallets.find((pallet) => pallet.name === 'Balances')
  if (!balances?.calls) throw new UnsupportedRuntimeError('the runtime has no Balances calls')
  const callIndex = variantIndex(lookup, balances.calls.type, 'transfer_keep_alive')
  if (callIndex === undefined)
    throw new UnsupportedRuntimeError('the runtime has no Balances.transfer_keep_alive')
  const ed = balances.constants.find((constant) => constant.name === 'ExistentialDeposit')
  if (!ed) throw new UnsupportedRuntimeError('the runtime has no Balances.ExistentialDeposit')
  const edBytes = fromHex(ed.value)
  const { extrinsic } = metadata
  const addressType = 'address' in extrinsic ? extrinsic.address : undefined
  const addressIdIndex = addressType === undefined ? 0 : variantIndex(lookup, addressType, 'Id')
  if (addressIdIndex === undefined)
    throw new UnsupportedRuntimeError("the runtime's addresses are not MultiAddress")
  const ordered = extrinsic.extensionsByVersion[0] ?? Object.values(extrinsic.extensions)
  const system = metadata.pallets.find((pallet) => pallet.name === 'System')
  const eventsItem = system?.storage?.items.find((item) => item.name === 'Events')
  return {
    ...version,
    transferKeepAlive: [balances.index, callIndex],
    addressIdIndex,
    extensions: ordered.map(({ identifier, type }) => ({
      identifier,
      kind: toExtensionKind(lookup, identifier, type),
    })),
    existentialDeposit: readLe(edBytes, { offset: 0, length: edBytes.length }),
    events:
      eventsItem?.type.tag === 'plain'
        ? {
            lookup,
            type: eventsItem.type.value,
            pallets: new Map(
              metadata.pallets.map((pallet) => [
                pallet.index,
                { name: pallet.name, errors: pallet.errors?.type },
              ]),
            ),
          }
        : undefined,
  }
}
