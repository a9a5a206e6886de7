// Sending as the smart account: one ERC-4337 v0.8 user operation per batch of calls.
import type { Address, Hex, TypedDataDefinition } from 'viem'
import {
  formatUserOperationRequest,
  getUserOperationTypedData,
  type UserOperation,
} from 'viem/account-abstraction'
import { encodeFunctionData } from 'viem/utils'
import { accountAbi } from './accountAbi.js'
import { encodeCalls, type SmartCall } from './accountCalls.js'
import type { OwnerSigner, SmartAccountNetwork } from './accountTypes.js'
import { jsonRpc } from './jsonRpc.js'

const toHex = (value: bigint | number): Hex => `0x${value.toString(16)}`

/** A well-formed 65-byte signature (valid s and v) so the bundler's estimate runs validation's full path. */
const stubSignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/** SPEC §9 fee multiplier: 1.2 × the base fee plus the node's priority fee. */
async function fees(found: SmartAccountNetwork) {
  const [block, priority] = await Promise.all([
    jsonRpc<{ baseFeePerGas?: Hex }>(found.rpcUrl, {
      method: 'eth_getBlockByNumber',
      params: ['latest', false],
    }),
    jsonRpc<Hex>(found.rpcUrl, { method: 'eth_maxPriorityFeePerGas', params: [] }),
  ])
  const maxPriorityFeePerGas = BigInt(priority)
  const base = BigInt(block.baseFeePerGas ?? 0)
  return { maxFeePerGas: (base * 12n) / 10n + maxPriorityFeePerGas, maxPriorityFeePerGas }
}

function rpcOperation(operation: UserOperation<'0.8'>) {
  return formatUserOperationRequest(operation)
}

/**
 * Sends `calls` as one user operation of the account (ERC-4337 v0.8): filled, sponsored when
 * the network has a paymaster (ERC-7677), estimated by the bundler, signed by the owner.
 *
 * @returns The user operation's hash, once the bundler accepted it.
 */
export async function sendUserOperation(parameters: {
  /** The account's network. */
  network: SmartAccountNetwork
  /** The account's counterfactual address. */
  sender: Address
  /** Whether the account is deployed yet (if not, the operation deploys it). */
  isDeployed: () => Promise<boolean>
  /** The factory's `createAccount` call data, for an account not yet deployed. */
  factoryData: Hex
  owner: OwnerSigner
  calls: readonly SmartCall[]
}): Promise<Hex> {
  const { network: found, sender, factoryData, owner, calls } = parameters
  const { chainId } = found
  const [deployed, nonce, fee] = await Promise.all([
    parameters.isDeployed(),
    jsonRpc<Hex>(found.rpcUrl, {
      method: 'eth_call',
      params: [
        {
          to: found.entryPoint,
          data: encodeFunctionData({
            abi: accountAbi,
            functionName: 'getNonce',
            args: [sender, 0n],
          }),
        },
        'latest',
      ],
    }),
    fees(found),
  ])
  let operation: UserOperation<'0.8'> = {
    sender,
    nonce: BigInt(nonce),
    ...(deployed ? {} : { factory: found.factory, factoryData }),
    callData: encodeCalls(calls),
    callGasLimit: 0n,
    verificationGasLimit: 0n,
    preVerificationGas: 0n,
    ...fee,
    signature: stubSignature,
  }
  const paymaster = async (method: 'pm_getPaymasterStubData' | 'pm_getPaymasterData') => {
    if (!found.paymasterUrl) return false
    // ERC-7677: the service answers the paymaster fields for this operation.
    const fields = await jsonRpc<{
      paymaster: Address
      paymasterData: Hex
      paymasterVerificationGasLimit?: Hex
      paymasterPostOpGasLimit?: Hex
      isFinal?: boolean
    }>(found.paymasterUrl, {
      method,
      params: [rpcOperation(operation), found.entryPoint, toHex(chainId), {}],
    })
    operation = {
      ...operation,
      paymaster: fields.paymaster,
      paymasterData: fields.paymasterData,
      ...(fields.paymasterVerificationGasLimit
        ? { paymasterVerificationGasLimit: BigInt(fields.paymasterVerificationGasLimit) }
        : {}),
      ...(fields.paymasterPostOpGasLimit
        ? { paymasterPostOpGasLimit: BigInt(fields.paymasterPostOpGasLimit) }
        : {}),
    }
    return fields.isFinal === true
  }
  const final = await paymaster('pm_getPaymasterStubData')
  const gas = await jsonRpc<Record<string, Hex>>(found.bundlerUrl, {
    method: 'eth_estimateUserOperationGas',
    params: [rpcOperation(operation), found.entryPoint],
  })
  for (const key of [
    'callGasLimit',
    'verificationGasLimit',
    'preVerificationGas',
    'paymasterVerificationGasLimit',
    'paymasterPostOpGasLimit',
  ] as const) {
    const value = gas[key]
    if (value !== undefined && (key.startsWith('paymaster') ? operation.paymaster : true))
      operation = { ...operation, [key]: BigInt(value) }
  }
  if (!final) await paymaster('pm_getPaymasterData')
  // v0.8: the userOpHash is this EIP-712 digest; SimpleAccount recovers the owner from it.
  const signature = await owner.signTypedData(
    getUserOperationTypedData({
      chainId,
      entryPointAddress: found.entryPoint,
      userOperation: operation,
    }) as TypedDataDefinition,
  )
  return jsonRpc<Hex>(found.bundlerUrl, {
    method: 'eth_sendUserOperation',
    params: [rpcOperation({ ...operation, signature }), found.entryPoint],
  })
}
