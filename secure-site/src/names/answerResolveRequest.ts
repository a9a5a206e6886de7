import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  encodePacked,
  type Hex,
  hexToBytes,
  keccak256,
  parseAbi,
} from 'viem'
import { sign } from 'viem/accounts'
import { namehash } from 'viem/ens'
import { ApiError } from '../errors.js'

const resolverServiceAbi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes result, uint64 expires, bytes sig)',
])
const resolverAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
])

/** What the gateway knows about one name. */
export type GatewayRecord = { address: Address; coinType: bigint; avatar: string | null }

export type AnswerResolveRequestParameters = {
  /** The off-chain resolver that raised the lookup (EIP-3668 `sender`). */
  sender: Address
  /** The lookup's call data: `resolve(bytes name, bytes data)`. */
  callData: Hex
  parent: string
  /** The record of a label under `parent`, or null when it is not registered. */
  findRecord(label: string): Promise<GatewayRecord | null>
  signerKey: Hex
  /** Seconds since the epoch when the answer stops being valid. */
  expires: bigint
}

/**
 * Answers an EIP-3668 lookup for `<label>.<parent>` as the off-chain resolver expects:
 * `abi.encode(result, expires, signature)`, where the signature covers
 * keccak256(0x1900 ‖ sender ‖ expires ‖ keccak256(callData) ‖ keccak256(result)).
 * Supports addr (ENSIP-1), multi-coin addr (ENSIP-9/11) and the `avatar` text record.
 *
 * @throws ApiError 400 for malformed requests, 404 for names outside the parent or
 *   unsupported resolver profiles.
 */
export async function answerResolveRequest(
  parameters: AnswerResolveRequestParameters,
): Promise<Hex> {
  let name: Hex
  let data: Hex
  try {
    const decoded = decodeFunctionData({ abi: resolverServiceAbi, data: parameters.callData })
    ;[name, data] = decoded.args
  } catch (error) {
    throw new ApiError(400, 'INVALID_REQUEST', 'The data is not a resolve(bytes,bytes) call', {
      cause: error,
    })
  }
  const fullName = decodeDnsName(name)
  const suffix = `.${parameters.parent}`
  const label = fullName?.endsWith(suffix) ? fullName.slice(0, -suffix.length) : undefined
  if (fullName === undefined || label === undefined || !label || label.includes('.')) {
    throw new ApiError(404, 'NOT_FOUND', `This gateway answers for *.${parameters.parent} only`)
  }
  const node = namehash(fullName)
  let call: ReturnType<typeof decodeFunctionData<typeof resolverAbi>>
  try {
    call = decodeFunctionData({ abi: resolverAbi, data })
  } catch {
    throw new ApiError(404, 'UNSUPPORTED_PROFILE', 'This resolver answers addr and avatar only')
  }
  if (call.args[0] !== node) {
    throw new ApiError(400, 'INVALID_REQUEST', 'The record asked for is not the name resolved')
  }
  const record = await parameters.findRecord(label)
  let result: Hex
  if (call.functionName === 'addr' && call.args.length === 1) {
    const address =
      record && record.coinType === 60n
        ? record.address
        : '0x0000000000000000000000000000000000000000'
    result = encodeFunctionResult({ abi: resolverAbi, functionName: 'addr', result: address })
  } else if (call.functionName === 'addr' && call.args.length === 2) {
    const value = record && record.coinType === call.args[1] ? record.address : '0x'
    result = encodeAbiParameters([{ type: 'bytes' }], [value.toLowerCase() as Hex])
  } else if (call.functionName === 'text') {
    const value = call.args[1] === 'avatar' && record?.avatar ? record.avatar : ''
    result = encodeFunctionResult({ abi: resolverAbi, functionName: 'text', result: value })
  } else {
    throw new ApiError(404, 'UNSUPPORTED_PROFILE', 'This resolver answers addr and avatar only')
  }
  const digest = keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      [
        '0x1900',
        parameters.sender,
        parameters.expires,
        keccak256(parameters.callData),
        keccak256(result),
      ],
    ),
  )
  const signature = await sign({ hash: digest, privateKey: parameters.signerKey, to: 'hex' })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, parameters.expires, signature],
  )
}

/** A DNS wire-format name as dotted text, or undefined when malformed. */
function decodeDnsName(encoded: Hex): string | undefined {
  try {
    return decodeLabels(hexToBytes(encoded))
  } catch {
    // Not UTF-8.
    return undefined
  }
}

function decodeLabels(bytes: Uint8Array): string | undefined {
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset]!
    if (length === 0) return offset === bytes.length - 1 ? labels.join('.') : undefined
    const label = new TextDecoder('utf-8', { fatal: true }).decode(
      bytes.subarray(offset + 1, offset + 1 + length),
    )
    if (label.includes('.')) return undefined
    labels.push(label)
    offset += length + 1
  }
  return undefined
}
