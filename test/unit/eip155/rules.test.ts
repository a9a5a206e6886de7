import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { assertChainId } from '../../../chains/eip155/assertChainId.js'
import { assertTransactionRequest } from '../../../chains/eip155/assertTransactionRequest.js'
import * as errors from '../../../chains/eip155/errors.js'
import {
  anvil,
  arbitrum,
  avalanche,
  base,
  eip155,
  mainnet,
  optimism,
  polygon,
} from '../../../chains/eip155/index.js'
import { toCoinType } from '../../../chains/eip155/toCoinType.js'
import { toEip155Error, walletRpcErrors } from '../../../chains/eip155/toEip155Error.js'
import { validateAddress } from '../../../chains/eip155/validateAddress.js'
import { issuesOf } from '../../support/issuesOf.js'

const catchError = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('SPEC §5 address rules', () => {
  const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  it('accepts 40 hex digits with or without 0x', () => {
    expect(validateAddress(checksummed)).toBe(true)
    expect(validateAddress(checksummed.slice(2))).toBe(true)
    expect(validateAddress(checksummed.toLowerCase())).toBe(true)
    expect(validateAddress(`0x${checksummed.slice(2).toUpperCase()}`)).toBe(true)
  })
  it('rejects wrong lengths and non-hex characters', () => {
    expect(validateAddress('0x1234')).toBe(false)
    expect(validateAddress(`${checksummed}00`)).toBe(false)
    expect(validateAddress('0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(false)
    expect(validateAddress('')).toBe(false)
  })
  it('checks the EIP-55 checksum when mixed case', () => {
    expect(validateAddress('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(validateAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92267')).toBe(false)
  })
})

describe('SPEC §5 chain id rules', () => {
  it('needs a chain id above 0', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, '1'])
      expect(catchError(() => assertChainId(bad))).toMatchObject({
        shortMessage: 'Invalid chainId',
      })
    expect(() => assertChainId(1)).not.toThrow()
  })
  it("rejects a chain id at or above 2^31 as 'Invalid chainId' for a coin type", () => {
    expect(toCoinType(1)).toBe(60)
    expect(toCoinType(8453)).toBe(0x80000000 + 8453)
    expect(toCoinType(2 ** 31 - 1)).toBe(0xffffffff)
    expect(catchError(() => toCoinType(2 ** 31))).toBeInstanceOf(errors.InvalidChainIdError)
    expect(catchError(() => toCoinType(2 ** 31))).toMatchObject({ shortMessage: 'Invalid chainId' })
  })
  it('rejects networks without a positive chain id in eip155()', () => {
    expect(
      issuesOf(() => eip155({ networks: [{ ...mainnet, id: 0, caipNetworkId: 'eip155:0' }] })),
    ).toEqual([
      `networks.0: "Ethereum" needs chainNamespace 'eip155', a chain id above 0 and caipNetworkId 'eip155:<id>'`,
    ])
    expect(issuesOf(() => eip155({ networks: [] }))).toEqual([
      'networks: expected at least one network',
    ])
  })
  it('refuses bad options of eip155() with InvalidOptionsError naming each', () => {
    expect(
      issuesOf(() =>
        eip155({
          networks: [mainnet],
          rpcUrls: { 1: ['ftp://node.example'] },
          tokens: { 1: [{ address: 'usdc' }] },
          rank: 'yes' as never,
          pollingInterval: 0,
          network: [mainnet],
        } as never),
      ),
    ).toEqual([
      'rpcUrls: expected { [chainId]: [http(s) URL, …] } per network',
      'tokens: expected { [chainId]: [{ address: 0x…40 hex, name?, symbol?, decimals?, iconUrl? }, …] }',
      'rank: expected boolean',
      'pollingInterval: expected a whole number ≥ 1',
      'unknown option network',
    ])
    expect(issuesOf(() => eip155(undefined as never))).toEqual(['(options): expected object'])
    expect(() =>
      eip155({
        networks: [mainnet],
        rpcUrls: { 1: ['https://node.example'], 'eip155:8453': [] },
        tokens: { 1: [{ address: `0x${'a'.repeat(40)}`, decimals: 6 }] },
      }),
    ).not.toThrow()
  })
})

describe('SPEC §5 fee rules', () => {
  const max = 2n ** 256n - 1n
  it('maxFeePerGas cannot exceed 2^256-1', () => {
    expect(() => assertTransactionRequest({ maxFeePerGas: max })).not.toThrow()
    expect(catchError(() => assertTransactionRequest({ maxFeePerGas: max + 1n }))).toBeInstanceOf(
      errors.FeeCapTooHighError,
    )
  })
  it('the priority fee cannot exceed maxFeePerGas', () => {
    expect(() =>
      assertTransactionRequest({ maxFeePerGas: 10n, maxPriorityFeePerGas: 10n }),
    ).not.toThrow()
    expect(
      catchError(() => assertTransactionRequest({ maxFeePerGas: 10n, maxPriorityFeePerGas: 11n })),
    ).toBeInstanceOf(errors.TipAboveFeeCapError)
  })
  it('gasPrice cannot be combined with maxFeePerGas or maxPriorityFeePerGas', () => {
    expect(() => assertTransactionRequest({ gasPrice: 1n })).not.toThrow()
    expect(
      catchError(() => assertTransactionRequest({ gasPrice: 1n, maxFeePerGas: 1n })),
    ).toBeInstanceOf(errors.FeeConflictError)
    expect(
      catchError(() => assertTransactionRequest({ gasPrice: 1n, maxPriorityFeePerGas: 1n })),
    ).toBeInstanceOf(errors.FeeConflictError)
  })
  it('the fee multiplier must be at least 1', () => {
    expect(() => assertTransactionRequest({ feeMultiplier: 1 })).not.toThrow()
    expect(() => assertTransactionRequest({ feeMultiplier: 1.2 })).not.toThrow()
    for (const bad of [0.99, 0, -1, Number.NaN])
      expect(catchError(() => assertTransactionRequest({ feeMultiplier: bad }))).toBeInstanceOf(
        errors.FeeMultiplierError,
      )
  })
  it('legacy and EIP-2930 transactions reject EIP-1559 fee fields', () => {
    for (const type of ['legacy', 'eip2930'] as const) {
      expect(() => assertTransactionRequest({ type, gasPrice: 1n })).not.toThrow()
      expect(catchError(() => assertTransactionRequest({ type, maxFeePerGas: 1n }))).toBeInstanceOf(
        errors.FeeTypeMismatchError,
      )
      expect(
        catchError(() => assertTransactionRequest({ type, maxPriorityFeePerGas: 1n })),
      ).toBeInstanceOf(errors.FeeTypeMismatchError)
    }
    expect(() =>
      assertTransactionRequest({ type: 'eip1559', maxFeePerGas: 2n, maxPriorityFeePerGas: 1n }),
    ).not.toThrow()
  })
  it('blob versioned hashes are non-empty, 32 bytes and version 1', () => {
    const good = `0x01${'ab'.repeat(31)}`
    expect(() => assertTransactionRequest({ blobVersionedHashes: [good] })).not.toThrow()
    expect(catchError(() => assertTransactionRequest({ blobVersionedHashes: [] }))).toMatchObject({
      shortMessage: 'Blob versioned hashes must not be empty.',
    })
    expect(
      catchError(() =>
        assertTransactionRequest({ blobVersionedHashes: [`0x01${'ab'.repeat(30)}`] }),
      ),
    ).toMatchObject({ shortMessage: 'A blob versioned hash must be 32 bytes.' })
    expect(
      catchError(() =>
        assertTransactionRequest({ blobVersionedHashes: [`0x02${'ab'.repeat(31)}`] }),
      ),
    ).toMatchObject({ shortMessage: 'A blob versioned hash must have version 1.' })
  })
  it('access-list storage keys must be 32 bytes', () => {
    const address = '0x0000000000000000000000000000000000000001'
    expect(() =>
      assertTransactionRequest({
        accessList: [{ address, storageKeys: [`0x${'00'.repeat(32)}`] }],
      }),
    ).not.toThrow()
    expect(
      catchError(() =>
        assertTransactionRequest({ accessList: [{ address, storageKeys: ['0x01'] }] }),
      ),
    ).toBeInstanceOf(errors.InvalidStorageKeyError)
  })
})

describe('SPEC §8 wallet codes', () => {
  const table: [number, string, string][] = [
    [4001, 'UserRejectedRequestError', 'User rejected the request.'],
    [
      4100,
      'UnauthorizedProviderError',
      'The requested method and/or account has not been authorized by the user.',
    ],
    [4200, 'UnsupportedProviderMethodError', 'The Provider does not support the requested method.'],
    [4900, 'ProviderDisconnectedError', 'The Provider is disconnected from all chains.'],
    [4901, 'ChainDisconnectedError', 'The Provider is not connected to the requested chain.'],
    [
      4902,
      'UnrecognizedChainError',
      'Unrecognized chain ID. The wallet needs to add the chain first.',
    ],
    [5000, 'WalletDefaultError', 'The wallet could not complete the request.'],
    [32603, 'InvalidChainIdRpcError', 'Invalid chain id.'],
    [
      5700,
      'UnsupportedNonOptionalCapabilityError',
      'This wallet does not support a capability that was not marked as optional.',
    ],
    [5710, 'UnsupportedChainIdError', 'This wallet does not support the requested chain ID.'],
    [5720, 'DuplicateIdError', 'There is already a bundle submitted with this ID.'],
    [5730, 'UnknownBundleIdError', 'This bundle id is unknown or has not been submitted.'],
    [5740, 'BundleTooLargeError', 'The call bundle is too large for the wallet to process.'],
    [
      5750,
      'AtomicReadyWalletRejectedUpgradeError',
      'The wallet can support atomicity after an upgrade, but the user rejected the upgrade.',
    ],
    [
      5760,
      'AtomicityNotSupportedError',
      'The wallet does not support atomic execution but the request requires it.',
    ],
    [-32700, 'ParseRpcError', 'Invalid JSON was received by the server.'],
    [-32600, 'InvalidRequestRpcError', 'JSON is not a valid request object.'],
    [-32601, 'MethodNotFoundRpcError', 'The method does not exist / is not available.'],
    [-32602, 'InvalidParamsRpcError', 'Invalid parameters were provided to the RPC method.'],
    [-32603, 'InternalRpcError', 'An internal error was received.'],
    [-32000, 'InvalidInputRpcError', 'Missing or invalid parameters.'],
    [-32001, 'ResourceNotFoundRpcError', 'Requested resource not found.'],
    [-32002, 'ResourceUnavailableRpcError', 'Requested resource not available.'],
    [-32003, 'TransactionRejectedRpcError', 'Transaction creation failed.'],
    [-32004, 'MethodNotSupportedRpcError', 'Method is not supported.'],
    [-32005, 'LimitExceededRpcError', 'Request exceeds defined limit.'],
    [-32006, 'JsonRpcVersionUnsupportedError', 'Version of JSON-RPC protocol is not supported.'],
  ]
  it('covers every code in the table', () => {
    expect([...walletRpcErrors.keys()].sort()).toEqual(table.map(([code]) => code).sort())
  })
  it.each(table)('maps %i to %s with a fixed message', (code, name, message) => {
    const raw = { code, message: 'whatever the wallet said', data: { x: 1 } }
    const error = toEip155Error(raw)
    expect(error).toBeInstanceOf(errors.WalletRpcError)
    expect(error).toMatchObject({ name, shortMessage: message, rpcCode: code })
    expect(error.cause).toMatchObject({ code, data: { x: 1 } })
    expect(error.details).toBe('whatever the wallet said')
  })
  it('finds a code inside wrappers and in WalletConnect originalError', () => {
    const wrapped = new Error('outer', { cause: { code: 4001, message: 'denied' } })
    expect(toEip155Error(wrapped).name).toBe('UserRejectedRequestError')
    expect(toEip155Error({ code: 5000, data: { originalError: { code: 4902 } } }).name).toBe(
      'WalletDefaultError',
    )
    expect(toEip155Error({ message: 'x', data: { originalError: { code: 4902 } } }).name).toBe(
      'UnrecognizedChainError',
    )
  })
  it('recognises node failures passed on under generic codes', () => {
    expect(
      toEip155Error({ code: -32603, message: 'insufficient funds for gas * price + value' }),
    ).toMatchObject({ name: 'TransactionFailedError', kind: 'InsufficientFundsError' })
    expect(toEip155Error({ code: 3, message: 'execution reverted: nope' })).toMatchObject({
      name: 'TransactionFailedError',
      kind: 'ExecutionRevertedError',
      reason: 'nope',
    })
    expect(toEip155Error({ code: -32000, message: 'nonce too low' })).toMatchObject({
      kind: 'NonceTooLowError',
    })
  })
  it('keeps unknown codes, with the code', () => {
    expect(toEip155Error({ code: 1234, message: 'odd' })).toMatchObject({
      name: 'UnknownRpcError',
      rpcCode: 1234,
    })
  })
  it("surfaces viem's reason instead of swallowing it", () => {
    const viemLike = Object.assign(new Error('Execution reverted with reason: nope.'), {
      name: 'ContractFunctionExecutionError',
      shortMessage: 'The contract function "transfer" reverted with the following reason:\nnope',
      cause: Object.assign(new Error('reverted'), {
        name: 'ExecutionRevertedError',
        shortMessage: 'Execution reverted with reason: nope.',
        reason: 'nope',
        code: 3,
      }),
    })
    expect(toEip155Error(viemLike)).toMatchObject({
      name: 'TransactionFailedError',
      kind: 'ExecutionRevertedError',
      reason: 'nope',
      shortMessage: 'Execution reverted with reason: nope.',
    })
  })
})

describe('networks', () => {
  it('defines the SPEC §3 chains and anvil as CAIP networks', () => {
    const all = [mainnet, optimism, polygon, base, arbitrum, avalanche, anvil]
    expect(all.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:10',
      'eip155:137',
      'eip155:8453',
      'eip155:42161',
      'eip155:43114',
      'eip155:31337',
    ])
    for (const network of all) {
      expect(network.chainNamespace).toBe('eip155')
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
    }
  })
  it('eip155() returns a plugin named eip155 with a lazy chain descriptor', () => {
    const plugin = eip155({ networks: [mainnet, base] })
    expect(plugin.name).toBe('eip155')
    expect(plugin.chain.namespace).toBe('eip155')
    expect(plugin.chain.networks).toEqual([mainnet, base])
    expect(typeof plugin.chain.load).toBe('function')
  })
  it('keeps viem out of the eager files', () => {
    const dir = join(import.meta.dirname, '../../../chains/eip155')
    const eager = [
      'index.ts',
      'eip155.ts',
      'discoverWallets.ts',
      'defineNetwork.ts',
      'errors.ts',
      'networks/mainnet.ts',
    ]
    for (const file of eager) {
      const source = readFileSync(join(dir, file), 'utf8')
      expect(source, file).not.toMatch(/^import (?!type)[^\n]*from 'viem/m)
      expect(source, file).not.toMatch(/viem\/chains/)
    }
  })
})
