import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  getAddress,
  type Hex,
  isAddress,
  isHex,
  parseAbi,
  slice,
} from 'viem'
import type { EvmCall } from './types.js'

/**
 * The ways smart accounts carry their calls in a user operation's `callData`: eth-infinitism's
 * SimpleAccount (v0.6 to v0.8, and the accounts that copied it: Coinbase Smart Wallet, Light
 * Account, Kernel v2), ERC-7579's `execute(mode, executionCalldata)` (Kernel v3, Nexus, Safe's
 * 7579 adapter) and Safe's 4337 module.
 */
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(address[] targets, bytes[] datas)',
  'function executeBatch(address[] targets, uint256[] values, bytes[] datas)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function execute(bytes32 mode, bytes executionCalldata)',
  'function executeUserOp(address to, uint256 value, bytes data, uint8 operation)',
])

/** ERC-7579's batch: `Execution[]`. */
const executionsAbi = [
  {
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
] as const

/** A user operation (ERC-4337 v0.6 or v0.7+) as `eth_sendUserOperation` carries it. */
export type DecodedUserOperation = {
  /** The smart account that sends the calls. */
  sender: Address
  /** The calls, in order; `undefined` when the account's encoding is not one Gangway knows. */
  calls: readonly EvmCall[] | undefined
  /** The most gas the operation may use (call, verification, pre-verification, paymaster). */
  gas?: bigint | undefined
  /** `maxFeePerGas`. */
  feePerGas?: bigint | undefined
  /** A paymaster pays the fee: the visitor pays none. */
  sponsored: boolean
}

/**
 * Reads a user operation's calls from its `callData`, for a preview that simulates them from
 * the smart account. Pure. An encoding it does not know (or an ERC-7579 delegatecall, or a
 * Safe module's delegatecall) leaves `calls` undefined: the preview then says it does not know
 * what the operation does, rather than guess.
 *
 * @returns `undefined` when `value` is not a user operation at all.
 * @example
 * decodeUserOperation({ sender, nonce: '0x0', callData: encodeFunctionData({ abi, functionName: 'execute', args: [usdc, 0n, transfer] }), … })
 * // { sender, calls: [{ to: usdc, value: 0n, data: transfer }], gas, feePerGas, sponsored: false }
 */
export function decodeUserOperation(value: unknown): DecodedUserOperation | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const op = value as Readonly<Record<string, unknown>>
  if (typeof op.sender !== 'string' || !isAddress(op.sender, { strict: false })) return undefined
  if (typeof op.callData !== 'string' || !isHex(op.callData)) return undefined
  const gasParts = [
    op.callGasLimit,
    op.verificationGasLimit,
    op.preVerificationGas,
    op.paymasterVerificationGasLimit,
    op.paymasterPostOpGasLimit,
  ].map(quantity)
  const required = gasParts.slice(0, 3)
  return {
    sender: op.sender,
    calls: decodeAccountCalls(op.callData),
    gas: required.every((g) => g !== undefined)
      ? gasParts.reduce<bigint>((sum, g) => sum + (g ?? 0n), 0n)
      : undefined,
    feePerGas: quantity(op.maxFeePerGas),
    // v0.7+: `paymaster`; v0.6: `paymasterAndData` (an address and its data).
    sponsored:
      (typeof op.paymaster === 'string' && isAddress(op.paymaster, { strict: false })) ||
      (typeof op.paymasterAndData === 'string' && op.paymasterAndData.length >= 42),
  }
}

function decodeAccountCalls(callData: Hex): readonly EvmCall[] | undefined {
  if (callData === '0x') return []
  let decoded: ReturnType<typeof decodeFunctionData<typeof accountAbi>>
  try {
    decoded = decodeFunctionData({ abi: accountAbi, data: callData })
  } catch {
    return undefined
  }
  switch (decoded.functionName) {
    case 'execute': {
      if (decoded.args.length === 3) {
        const [to, value, data] = decoded.args
        return [{ to, value, data }]
      }
      return decodeErc7579(...decoded.args)
    }
    case 'executeBatch': {
      if (decoded.args.length === 1)
        return decoded.args[0].map(({ target, value, data }) => ({ to: target, value, data }))
      if (decoded.args.length === 2) {
        const [targets, datas] = decoded.args
        if (targets.length !== datas.length) return undefined
        return targets.map((to, i) => ({ to, value: 0n, data: datas[i] }))
      }
      const [targets, values, datas] = decoded.args
      // SimpleAccount v0.7: an empty `values` means no value on any call.
      if (targets.length !== datas.length || (values.length && values.length !== targets.length))
        return undefined
      return targets.map((to, i) => ({ to, value: values[i] ?? 0n, data: datas[i] }))
    }
    case 'executeUserOp': {
      const [to, value, data, operation] = decoded.args
      // 1 is a delegatecall: the called code runs as the account itself, anything may happen.
      return operation === 0 ? [{ to, value, data }] : undefined
    }
  }
}

/**
 * ERC-7579: the mode's first byte is the call type (0x00 single, 0x01 batch, 0xff
 * delegatecall), the second the exec type (0x00 revert on failure, 0x01 try).
 */
function decodeErc7579(mode: Hex, executionCalldata: Hex): readonly EvmCall[] | undefined {
  const callType = slice(mode, 0, 1)
  try {
    if (callType === '0x00') {
      // abi.encodePacked(target, value, callData)
      const bytes = (executionCalldata.length - 2) / 2
      if (bytes < 52) return undefined
      return [
        {
          to: getAddress(slice(executionCalldata, 0, 20)),
          value: BigInt(slice(executionCalldata, 20, 52)),
          data: bytes === 52 ? '0x' : slice(executionCalldata, 52),
        },
      ]
    }
    if (callType === '0x01') {
      const [executions] = decodeAbiParameters(executionsAbi, executionCalldata)
      return executions.map(({ target, value, callData }) => ({
        to: target,
        value,
        data: callData,
      }))
    }
  } catch {
    return undefined
  }
  return undefined
}

/** A uint as JSON-RPC carries it (0x hex), or a bigint. */
function quantity(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n ? value : undefined
  return typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)
    ? BigInt(value)
    : undefined
}
