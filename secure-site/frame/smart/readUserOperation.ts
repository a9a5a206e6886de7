import type { Address, Hex } from 'viem'
import { invalidParameters } from '../frameError.js'
import { decodeCalls, type SmartCall } from './accountCalls.js'

/** The most calls one user operation may carry (as wallet_sendCalls). */
export const maxUserOperationCalls = 50

const quantity = /^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/
const hexBytes = /^0x([0-9a-fA-F]{2}){0,100000}$/
const address = /^0x[0-9a-fA-F]{40}$/

/** ERC-4337 v0.7/v0.8 user operation fields, as `eth_sendUserOperation` carries them (RPC form). */
const fields = {
  sender: address,
  nonce: quantity,
  factory: address,
  factoryData: hexBytes,
  callData: hexBytes,
  callGasLimit: quantity,
  verificationGasLimit: quantity,
  preVerificationGas: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
  paymaster: address,
  paymasterVerificationGasLimit: quantity,
  paymasterPostOpGasLimit: quantity,
  paymasterData: hexBytes,
  signature: hexBytes,
  eip7702Auth: undefined,
} as const
const required = ['sender', 'nonce', 'callData'] as const

function invalid(reason: string): never {
  throw invalidParameters(reason)
}

/**
 * An app's `eth_sendUserOperation` params `[userOperation, entryPoint]`, checked against the
 * smart account it asks: the sender is this account, the EntryPoint is the one its network uses,
 * every field is what ERC-4337 says (no unknown ones), and the call data is the account's own
 * `execute` / `executeBatch` of 1 to 50 calls. The calls are what the visitor approves; the
 * frame sends them as its own operation (its nonce, gas, fees and paymaster), so nothing else of
 * the app's operation is used.
 *
 * @throws Error 'Invalid request parameters: …' for anything else.
 */
export function readUserOperation(
  params: unknown,
  account: { address: Address; entryPoint: Address },
): { calls: SmartCall[] } {
  if (!Array.isArray(params) || params.length !== 2) invalid('takes [userOperation, entryPoint]')
  const [operation, entryPoint] = params as [unknown, unknown]
  if (
    typeof entryPoint !== 'string' ||
    entryPoint.toLowerCase() !== account.entryPoint.toLowerCase()
  )
    invalid(`the EntryPoint is not ${account.entryPoint}`)
  if (typeof operation !== 'object' || operation === null || Array.isArray(operation))
    invalid('the user operation is not an object')
  const record = operation as Record<string, unknown>
  for (const [key, value] of Object.entries(record)) {
    if (!Object.hasOwn(fields, key)) invalid(`unknown field ${key}`)
    const pattern = fields[key as keyof typeof fields]
    if (!pattern) invalid(`${key} is not supported`)
    if (typeof value !== 'string' || !pattern.test(value)) invalid(`${key} is malformed`)
  }
  for (const key of required) if (record[key] === undefined) invalid(`${key} is missing`)
  if ((record.sender as string).toLowerCase() !== account.address.toLowerCase())
    invalid(`the sender is not ${account.address}`)
  const calls = decodeCalls(record.callData as Hex)
  if (!calls) invalid("the call data is not this account's execute or executeBatch")
  if (calls.length === 0 || calls.length > maxUserOperationCalls)
    invalid(`a user operation carries 1 to ${maxUserOperationCalls} calls`)
  return { calls }
}
