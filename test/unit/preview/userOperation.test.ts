// Issue 33: an ERC-4337 user operation's calls, read from the smart account's callData the way
// each kind of account encodes them; what Gangway cannot read stays unknown, never guessed.
import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  numberToHex,
  pad,
  parseAbi,
  parseAbiParameters,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeUserOperation } from '../../../plugins/preview/decodeUserOperation.js'

const account = '0x00000000000000000000000000000000000a11CE' as Address
const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 5n] })
const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob, 9n] })

const abi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(address[] targets, bytes[] datas)',
  'function executeBatch(address[] targets, uint256[] values, bytes[] datas)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function execute(bytes32 mode, bytes executionCalldata)',
  'function executeUserOp(address to, uint256 value, bytes data, uint8 operation)',
])

/** A v0.7 user operation around `callData`, as a dapp sends it over JSON-RPC. */
const operation = (callData: Hex, extra: Record<string, unknown> = {}) => ({
  sender: account,
  nonce: '0x0',
  callData,
  callGasLimit: '0x10000',
  verificationGasLimit: '0x20000',
  preVerificationGas: '0x5000',
  maxFeePerGas: '0x3b9aca00',
  maxPriorityFeePerGas: '0x1',
  signature: '0x',
  ...extra,
})

const mode = (callType: Hex) => pad(callType, { dir: 'right', size: 32 })

describe('decodeUserOperation (ERC-4337)', () => {
  it("SimpleAccount's execute: one call; gas is every limit added up, the fee per gas is maxFeePerGas", () => {
    const data = encodeFunctionData({
      abi,
      functionName: 'execute',
      args: [usdc, 0n, transfer],
    })
    expect(decodeUserOperation(operation(data))).toEqual({
      sender: account,
      calls: [{ to: usdc, value: 0n, data: transfer }],
      gas: 0x10000n + 0x20000n + 0x5000n,
      feePerGas: 1_000_000_000n,
      sponsored: false,
    })
  })

  it('each executeBatch form: v0.6 (no values), v0.7 (values, or none), v0.8 and Coinbase (tuples)', () => {
    const expected = [
      { to: usdc, value: 0n, data: approve },
      { to: bob, value: 7n, data: '0x' },
    ]
    const v08 = encodeFunctionData({
      abi,
      functionName: 'executeBatch',
      args: [
        [
          { target: usdc, value: 0n, data: approve },
          { target: bob, value: 7n, data: '0x' },
        ],
      ],
    })
    expect(decodeUserOperation(operation(v08))?.calls).toEqual(expected)
    const v07 = encodeFunctionData({
      abi,
      functionName: 'executeBatch',
      args: [
        [usdc, bob],
        [0n, 7n],
        [approve, '0x'],
      ],
    })
    expect(decodeUserOperation(operation(v07))?.calls).toEqual(expected)
    const v07NoValues = encodeFunctionData({
      abi,
      functionName: 'executeBatch',
      args: [[usdc, bob], [], [approve, '0x']],
    })
    expect(decodeUserOperation(operation(v07NoValues))?.calls).toEqual([
      expected[0],
      { ...expected[1], value: 0n },
    ])
    const v06 = encodeFunctionData({
      abi,
      functionName: 'executeBatch',
      args: [
        [usdc, bob],
        [approve, '0x'],
      ],
    })
    expect(decodeUserOperation(operation(v06))?.calls).toEqual([
      expected[0],
      { ...expected[1], value: 0n },
    ])
  })

  it('ERC-7579 execute: a single call packed, a batch encoded; a delegatecall is unknown', () => {
    const single = encodeFunctionData({
      abi,
      functionName: 'execute',
      args: [mode('0x00'), concat([usdc, numberToHex(3n, { size: 32 }), transfer])],
    })
    expect(decodeUserOperation(operation(single))?.calls).toEqual([
      { to: usdc, value: 3n, data: transfer },
    ])
    const bare = encodeFunctionData({
      abi,
      functionName: 'execute',
      args: [mode('0x00'), concat([bob, numberToHex(1n, { size: 32 })])],
    })
    expect(decodeUserOperation(operation(bare))?.calls).toEqual([
      { to: bob, value: 1n, data: '0x' },
    ])
    const batch = encodeFunctionData({
      abi,
      functionName: 'execute',
      args: [
        mode('0x01'),
        encodeAbiParameters(
          parseAbiParameters('(address target, uint256 value, bytes callData)[]'),
          [
            [
              { target: usdc, value: 0n, callData: approve },
              { target: usdc, value: 0n, callData: transfer },
            ],
          ],
        ),
      ],
    })
    expect(decodeUserOperation(operation(batch))?.calls).toEqual([
      { to: usdc, value: 0n, data: approve },
      { to: usdc, value: 0n, data: transfer },
    ])
    const delegate = encodeFunctionData({
      abi,
      functionName: 'execute',
      args: [mode('0xff'), concat([usdc, transfer])],
    })
    expect(decodeUserOperation(operation(delegate))?.calls).toBeUndefined()
  })

  it("Safe's 4337 module: a call is read, a delegatecall (operation 1) is unknown", () => {
    const call = encodeFunctionData({
      abi,
      functionName: 'executeUserOp',
      args: [usdc, 0n, transfer, 0],
    })
    expect(decodeUserOperation(operation(call))?.calls).toEqual([
      { to: usdc, value: 0n, data: transfer },
    ])
    const delegate = encodeFunctionData({
      abi,
      functionName: 'executeUserOp',
      args: [usdc, 0n, transfer, 1],
    })
    expect(decodeUserOperation(operation(delegate))?.calls).toBeUndefined()
  })

  it('a paymaster (v0.7 `paymaster`, v0.6 `paymasterAndData`) makes it sponsored, its gas counted', () => {
    const data = encodeFunctionData({ abi, functionName: 'execute', args: [bob, 1n, '0x'] })
    const v07 = decodeUserOperation(
      operation(data, {
        paymaster: '0x0000000000000000000000000000000000000Fee',
        paymasterVerificationGasLimit: '0x100',
        paymasterPostOpGasLimit: '0x10',
      }),
    )
    expect(v07).toMatchObject({ sponsored: true, gas: 0x10000n + 0x20000n + 0x5000n + 0x110n })
    const v06 = decodeUserOperation(
      operation(data, { paymasterAndData: `0x${'ab'.repeat(20)}${'00'.repeat(8)}` }),
    )
    expect(v06?.sponsored).toBe(true)
    expect(decodeUserOperation(operation(data, { paymasterAndData: '0x' }))?.sponsored).toBe(false)
  })

  it('hostile or foreign operations: unknown encodings, mismatched arrays, garbage', () => {
    // An account method Gangway does not know.
    expect(decodeUserOperation(operation('0xdeadbeef'))?.calls).toBeUndefined()
    // Three targets, two datas.
    const mismatched = encodeFunctionData({
      abi,
      functionName: 'executeBatch',
      args: [
        [usdc, bob, bob],
        [transfer, '0x'],
      ],
    })
    expect(decodeUserOperation(operation(mismatched))?.calls).toBeUndefined()
    // A 7579 single call shorter than its target and value.
    const short = encodeFunctionData({
      abi,
      functionName: 'execute',
      args: [mode('0x00'), usdc],
    })
    expect(decodeUserOperation(operation(short))?.calls).toBeUndefined()
    // Missing gas limits: the gas is unknown, not a partial sum.
    const data = encodeFunctionData({ abi, functionName: 'execute', args: [bob, 1n, '0x'] })
    expect(decodeUserOperation(operation(data, { callGasLimit: 'lots' }))?.gas).toBeUndefined()
    // Not a user operation at all.
    for (const value of [null, 'op', [], { sender: 'me', callData: '0x' }, { sender: account }])
      expect(decodeUserOperation(value)).toBeUndefined()
    // No calls at all.
    expect(decodeUserOperation(operation('0x'))?.calls).toEqual([])
  })
})
