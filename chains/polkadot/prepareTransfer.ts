import type { Network } from 'gangway/kernel'
import * as z from 'zod/mini'
import type { PolkadotNetwork } from './defineNetwork.js'
import {
  encodeExtra,
  encodeMortalEra,
  encodeSignedExtrinsic,
  encodeTransferCall,
  toSignerPayload,
} from './encodeTransfer.js'
import { ChainNotConfiguredError, InvalidAddressError, RpcError } from './errors.js'
import { getRuntime, type Runtime } from './getRuntime.js'
import { concatBytes, decodeCompact, fromHex, leBytes, readLe, toHex } from './hex.js'
import { hashSchema, hexSchema, rpcRequest } from './rpc.js'
import { toPublicKey, validateAddress } from './ss58.js'
import type { PolkadotContext, SignerPayloadJSON } from './types.js'

/** A transfer built and ready for the wallet's signature. */
export type PreparedTransfer = {
  network: PolkadotNetwork
  runtime: Runtime
  signer: Uint8Array
  call: Uint8Array
  extra: Uint8Array
  payload: SignerPayloadJSON
  /** The block the transfer is born at (mortal era): finality is looked for from here. */
  blockNumber: number
}

const headerSchema = z.object({ number: hexSchema })
const nonceSchema = z.number().check(z.int(), z.nonnegative())

/**
 * Builds `Balances.transfer_keep_alive` as it will be sent: the runtime's call index and
 * signed extensions, the sender's next nonce, a 64-block mortal era born at the finalized head.
 *
 * @throws InvalidAddressError, ChainNotConfiguredError, RpcError, UnsupportedRuntimeError
 */
export async function prepareTransfer(
  context: PolkadotContext,
  parameters: {
    from: string
    to: string
    amount: bigint
    token?: string | undefined
    network: Network
  },
): Promise<PreparedTransfer> {
  const { from, to, amount } = parameters
  const network = context.getNetwork(parameters.network.caipNetworkId)
  if (parameters.token !== undefined)
    throw new ChainNotConfiguredError(`${network.caipNetworkId} token ${parameters.token}`)
  const signer = toPublicKey(from)
  if (!signer) throw new InvalidAddressError(from, network.name)
  if (!validateAddress(to, network)) throw new InvalidAddressError(to, network.name)
  if (amount <= 0n) throw new RangeError('The amount must be above 0.')
  const url = context.getRpcUrl(network)
  const { kernel } = context
  const [runtime, head, nonce] = await Promise.all([
    getRuntime(context, network),
    rpcRequest(kernel, { url, method: 'chain_getFinalizedHead', params: [], schema: hashSchema }),
    rpcRequest(kernel, {
      url,
      method: 'system_accountNextIndex',
      params: [from],
      schema: nonceSchema,
    }),
  ])
  const header = await rpcRequest(kernel, {
    url,
    method: 'chain_getHeader',
    params: [head],
    schema: headerSchema,
  })
  const blockNumber = Number(BigInt(header.number))
  const era = encodeMortalEra(blockNumber)
  const call = encodeTransferCall(runtime, { dest: toPublicKey(to)!, value: amount })
  const tip = 0n
  return {
    network,
    runtime,
    signer,
    call,
    extra: encodeExtra(runtime, { era, nonce, tip }),
    payload: toSignerPayload(runtime, {
      address: from,
      blockHash: head,
      blockNumber,
      era,
      genesisHash: network.genesisHash,
      call,
      nonce,
      tip,
    }),
    blockNumber,
  }
}

/** The extrinsic with a signature: the wallet's, or a placeholder for the fee query. */
export function toExtrinsic(prepared: PreparedTransfer, signature: Uint8Array): Uint8Array {
  return encodeSignedExtrinsic(prepared.runtime, { ...prepared, signature })
}

/**
 * The fee the network charges for the extrinsic (`TransactionPaymentApi_query_info` through
 * `state_call`; the signature's bytes do not change it, only its length).
 *
 * @throws RpcError when the node fails or answers something that is not a `RuntimeDispatchInfo`.
 */
export async function queryFee(
  context: PolkadotContext,
  prepared: PreparedTransfer,
): Promise<bigint> {
  // A placeholder of an sr25519 MultiSignature's length (the real one has the same); not all
  // zeros, which some decoders (polkadot.js) read as 'no signature', as polkadot.js does.
  const extrinsic = toExtrinsic(
    prepared,
    concatBytes(Uint8Array.of(1), new Uint8Array(64).fill(0x42)),
  )
  const data = toHex(concatBytes(extrinsic, leBytes(extrinsic.length, 4)))
  const answer = await rpcRequest(context.kernel, {
    url: context.getRpcUrl(prepared.network),
    method: 'state_call',
    params: ['TransactionPaymentApi_query_info', data],
    schema: hexSchema,
  })
  return decodeDispatchInfoFee(fromHex(answer))
}

/**
 * `RuntimeDispatchInfo`'s `partial_fee`: weight (two compacts), class (u8), fee (u128).
 *
 * @throws RpcError when the bytes are not exactly that.
 */
export function decodeDispatchInfoFee(bytes: Uint8Array): bigint {
  try {
    let offset = decodeCompact(bytes, 0)[1]
    offset = decodeCompact(bytes, offset)[1]
    const dispatchClass = bytes[offset]
    if (dispatchClass === undefined || dispatchClass > 2) throw new RangeError('bad dispatch class')
    const fee = readLe(bytes, { offset: offset + 1, length: 16 })
    if (offset + 17 !== bytes.length) throw new RangeError('trailing bytes')
    return fee
  } catch (error) {
    throw new RpcError(
      'TransactionPaymentApi_query_info answered a malformed RuntimeDispatchInfo',
      error,
    )
  }
}
