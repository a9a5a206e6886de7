import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { getTransactionDecoder, getTransactionEncoder, type SignatureBytes } from '@solana/kit'
import {
  type Address,
  getAddress,
  type Hex,
  hexToBigInt,
  hexToNumber,
  isAddress,
  isHex,
  type TransactionSerializable,
  type TypedDataDefinition,
  BaseError as ViemError,
} from 'viem'
import { privateKeyToAddress, signMessage, signTransaction, signTypedData } from 'viem/accounts'
import { z } from 'zod'
import { checkTypedDataLimits } from './checkTypedDataLimits.js'
import { ApiError, SecureSiteError } from './errors.js'
import type { SigningSecrets } from './keys.js'
import { readSolanaMessage } from './readSolanaMessage.js'
import { maxSolanaBatch } from './solanaBatchLimit.js'

export type SignRequest = { namespace: string; method: string; params: unknown }

const notAllowed = () =>
  new ApiError(400, 'METHOD_NOT_ALLOWED', 'Requested RPC call is not allowed')
const invalidParams = (details: string) =>
  new ApiError(400, 'INVALID_PARAMS', `Invalid parameters: ${details}`, { details })

/** The methods `signRequest` answers, by namespace. */
export const signingMethods = {
  eip155: ['personal_sign', 'eth_signTypedData_v4', 'eth_signTransaction'],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions'],
} as const

/**
 * Signs one request with a user's keys (on the server under CUSTODY=server, in the frame
 * under CUSTODY=shares). The service does no chain I/O: transactions come
 * fully filled, and the frame has already had the visitor approve (SPEC §6).
 * Unknown methods throw METHOD_NOT_ALLOWED; bad params INVALID_PARAMS.
 * Only the request's chain is read from `secrets`; its address is derived from the key
 * only when `secrets` does not carry it (`openSigningSecrets` proved it already).
 *
 * @returns The JSON-RPC result.
 */
export async function signRequest(secrets: SigningSecrets, request: SignRequest): Promise<unknown> {
  if (request.namespace === 'eip155') {
    try {
      return await signEip155(secrets, request.method, request.params)
    } catch (error) {
      // viem checks what the schemas cannot (a typed-data value against its type, fee
      // caps): its refusal is the caller's bad params, not a server fault.
      if (error instanceof ViemError) throw invalidParams(error.shortMessage)
      throw error
    }
  }
  if (request.namespace === 'solana') return signSolana(secrets, request.method, request.params)
  throw notAllowed()
}

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'a hex quantity')
const hexData = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'hex bytes')
const addressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'an address')

const rpcTransaction = z.object({
  from: addressSchema.optional(),
  to: addressSchema.nullable().optional(),
  type: z.enum(['0x0', '0x1', '0x2']).optional(),
  chainId: hexQuantity,
  nonce: hexQuantity,
  gas: hexQuantity,
  gasPrice: hexQuantity.optional(),
  maxFeePerGas: hexQuantity.optional(),
  maxPriorityFeePerGas: hexQuantity.optional(),
  value: hexQuantity.optional(),
  data: hexData.optional(),
  input: hexData.optional(),
  accessList: z
    .array(z.object({ address: addressSchema, storageKeys: z.array(hexData) }))
    .optional(),
})

// A caller's bug (the key of another chain was opened), never the visitor's: a 500.
const missingKey = (chain: string) =>
  new SecureSiteError('SIGNING_KEY_MISSING', `signRequest was given no ${chain} key`)

async function signEip155(secrets: SigningSecrets, method: string, params: unknown) {
  const privateKey = secrets.eip155
  if (privateKey === undefined) throw missingKey('eip155')
  // viem's account would derive the public key on every request; the address is known.
  const account = { address: secrets.eip155Address ?? privateKeyToAddress(privateKey) }
  const list = Array.isArray(params) ? params : []
  const ownAddress = (value: unknown, what: string): void => {
    if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
      throw invalidParams(`${what} must be an address`)
    }
    if (getAddress(value) !== account.address) {
      throw invalidParams(`${what} ${value} is not this account (${account.address})`)
    }
  }
  switch (method) {
    case 'personal_sign': {
      const [message, address] = list
      if (typeof message !== 'string') throw invalidParams('personal_sign takes [message, address]')
      ownAddress(address, 'address')
      return signMessage({ message: isHex(message) ? { raw: message } : message, privateKey })
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = list
      ownAddress(address, 'address')
      return signTypedData({ ...parseTypedData(typedData), privateKey })
    }
    case 'eth_signTransaction': {
      const parsed = rpcTransaction.safeParse(list[0])
      if (!parsed.success) throw invalidParams(`transaction: ${z.prettifyError(parsed.error)}`)
      const tx = parsed.data
      if (tx.from !== undefined) ownAddress(tx.from, 'from')
      return signTransaction({ transaction: toSerializable(tx), privateKey })
    }
    default:
      throw notAllowed()
  }
}

function parseTypedData(value: unknown): TypedDataDefinition {
  // Before any parser or viem's recursive encoder sees it (20,000 levels overflowed the stack).
  const problem = checkTypedDataLimits(value)
  if (problem) throw invalidParams(problem)
  let data: unknown = value
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value)
    } catch {
      throw invalidParams('typed data is not JSON')
    }
  }
  const parsed = z
    .object({
      types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
      primaryType: z.string(),
      domain: z.record(z.string(), z.unknown()).optional(),
      message: z.record(z.string(), z.unknown()),
    })
    .safeParse(data)
  if (!parsed.success) throw invalidParams(`typed data: ${z.prettifyError(parsed.error)}`)
  // viem derives EIP712Domain from `domain` itself and refuses it among `types`.
  const { EIP712Domain: _domainType, ...types } = parsed.data.types
  // Runtime JSON: viem checks the message against `types` while it encodes.
  return { ...parsed.data, types } as unknown as TypedDataDefinition
}

function toSerializable(tx: z.infer<typeof rpcTransaction>): TransactionSerializable {
  const common = {
    chainId: hexToNumber(tx.chainId as Hex),
    nonce: hexToNumber(tx.nonce as Hex),
    gas: hexToBigInt(tx.gas as Hex),
    to: (tx.to ?? undefined) as Address | undefined,
    value: tx.value === undefined ? 0n : hexToBigInt(tx.value as Hex),
    data: (tx.data ?? tx.input ?? '0x') as Hex,
  }
  const accessList = tx.accessList?.map((entry) => ({
    address: entry.address as Address,
    storageKeys: entry.storageKeys as Hex[],
  }))
  if (tx.maxFeePerGas !== undefined || tx.type === '0x2') {
    if (tx.maxFeePerGas === undefined || tx.maxPriorityFeePerGas === undefined) {
      throw invalidParams('an EIP-1559 transaction needs maxFeePerGas and maxPriorityFeePerGas')
    }
    if (tx.gasPrice !== undefined)
      throw invalidParams('gasPrice cannot be combined with maxFeePerGas')
    return {
      ...common,
      type: 'eip1559',
      maxFeePerGas: hexToBigInt(tx.maxFeePerGas as Hex),
      maxPriorityFeePerGas: hexToBigInt(tx.maxPriorityFeePerGas as Hex),
      ...(accessList ? { accessList } : {}),
    }
  }
  if (tx.gasPrice === undefined) {
    throw invalidParams('a transaction needs gasPrice or maxFeePerGas and maxPriorityFeePerGas')
  }
  if (tx.maxPriorityFeePerGas !== undefined) {
    throw invalidParams('a legacy transaction cannot have maxPriorityFeePerGas')
  }
  const gasPrice = hexToBigInt(tx.gasPrice as Hex)
  if (tx.type === '0x1' || accessList) {
    return { ...common, type: 'eip2930', gasPrice, accessList: accessList ?? [] }
  }
  return { ...common, type: 'legacy', gasPrice }
}

const base58Text = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'base58')
const base64Text = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64')

// Computed here, not imported from keys.ts (node:crypto): the frame signs with this module
// too, under CUSTODY=shares.
const solanaAddressOf = (seed: Uint8Array) => base58.encode(ed25519.getPublicKey(seed))

function signSolana(secrets: SigningSecrets, method: string, params: unknown) {
  const seed = secrets.solanaSeed
  if (seed === undefined) throw missingKey('solana')
  const address = secrets.solanaAddress ?? solanaAddressOf(seed)
  switch (method) {
    case 'solana_signMessage': {
      const parsed = z.object({ message: base58Text }).safeParse(params)
      if (!parsed.success) throw invalidParams('solana_signMessage takes { message: base58 }')
      const bytes = base58.decode(parsed.data.message)
      // The authority: a frame that was bypassed must not get a transaction signed here.
      const read = readSolanaMessage(bytes, address)
      if (read.kind === 'refused') throw invalidParams(read.reason)
      const signature = ed25519.sign(bytes, seed)
      return { signature: base58.encode(signature) }
    }
    case 'solana_signTransaction': {
      const parsed = z.object({ transaction: base64Text }).safeParse(params)
      if (!parsed.success)
        throw invalidParams('solana_signTransaction takes { transaction: base64 }')
      return { transaction: signSolanaTransaction(seed, address, parsed.data.transaction) }
    }
    case 'solana_signAllTransactions': {
      const parsed = z
        .object({ transactions: z.array(base64Text).min(1).max(maxSolanaBatch) })
        .safeParse(params)
      if (!parsed.success) {
        throw invalidParams(
          `solana_signAllTransactions takes { transactions: base64[] }, 1 to ${maxSolanaBatch} of them`,
        )
      }
      return {
        transactions: parsed.data.transactions.map((tx) =>
          signSolanaTransaction(seed, address, tx),
        ),
      }
    }
    default:
      throw notAllowed()
  }
}

function signSolanaTransaction(seed: Uint8Array, address: string, wire: string): string {
  let transaction: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>
  try {
    transaction = getTransactionDecoder().decode(Buffer.from(wire, 'base64'))
  } catch (error) {
    throw new ApiError(
      400,
      'INVALID_PARAMS',
      'Invalid parameters: the transaction does not decode',
      {
        cause: error,
      },
    )
  }
  if (!Object.hasOwn(transaction.signatures, address)) {
    throw invalidParams(`${address} is not a required signer of the transaction`)
  }
  const signature = ed25519.sign(new Uint8Array(transaction.messageBytes), seed) as SignatureBytes
  const signed = {
    ...transaction,
    signatures: { ...transaction.signatures, [address]: signature },
  }
  return Buffer.from(getTransactionEncoder().encode(signed)).toString('base64')
}
