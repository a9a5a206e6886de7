// A small, honest ERC-4337 bundler (v0.8 EntryPoint) for tests on anvil, plus an ERC-7677
// paymaster service for the test SponsorPaymaster. It checks every user operation by
// simulating the EntryPoint's handleOps (eth_call) with the operation as signed, refuses
// what the EntryPoint refuses (with its AAxx reason), and submits handleOps from its own key:
// the EntryPoint does the validation, the accounting and the execution, as on a real chain.
// Node only.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createWalletClient,
  decodeEventLog,
  type Hex,
  http,
  publicActions,
  toHex,
} from 'viem'
import {
  formatUserOperation,
  formatUserOperationRequest,
  type RpcUserOperation,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { entryPointAbi, simpleAccountFactoryAbi } from './bundlerContracts.js'
import { waitForReceipt } from './receipt.js'

/** Anvil's third development key (public test key): the bundler's own, it pays handleOps. */
export const bundlerPrivateKey =
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a' as const

export type Bundler = {
  /** The bundler's JSON-RPC endpoint. */
  url: string
  /** The ERC-7677 paymaster service's endpoint (sponsors through `paymaster`). */
  paymasterUrl: string
  /** Every method received, in order. */
  readonly methods: readonly string[]
  /** handleOps transactions sent (one per user operation). */
  readonly bundles: readonly Hex[]
  stop(): Promise<void>
}

type Stored = { userOperation: UserOperation<'0.8'>; transactionHash: Hex }

/** A JSON-RPC error the bundler answers with (ERC-7769 codes). */
class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

// ERC-7769: -32602 invalid params, -32500 rejected by the EntryPoint's simulation (validation).
const invalidParams = -32602
const rejectedByEntryPoint = -32500

/** Gas the EntryPoint spends around validation, calldata included (anvil's gas schedule). */
const preVerificationGas = 60_000n
/** Validation gas: with a factory the proxy is created inside validation. */
const verificationGas = { deploy: 500_000n, deployed: 150_000n }
const paymasterGas = { verification: 80_000n, postOp: 40_000n }

/**
 * Starts the bundler on a free port, in front of `rpcUrl`.
 *
 * @example
 * const bundler = await startBundler({ rpcUrl: anvil.rpcUrl, entryPoint: aa.entryPoint, paymaster: aa.paymaster })
 */
export async function startBundler(parameters: {
  rpcUrl: string
  entryPoint: Address
  paymaster?: Address | undefined
}): Promise<Bundler> {
  const { entryPoint } = parameters
  const client = createWalletClient({
    account: privateKeyToAccount(bundlerPrivateKey),
    transport: http(parameters.rpcUrl),
    pollingInterval: 20,
  }).extend(publicActions)
  const chainId = await client.getChainId()
  const methods: string[] = []
  const bundles: Hex[] = []
  const byHash = new Map<Hex, Stored>()
  // One handleOps at a time: nonces of the bundler key stay in order.
  let queue: Promise<unknown> = Promise.resolve()

  function readOperation(value: unknown, entryPointParam: unknown): UserOperation<'0.8'> {
    if (
      typeof entryPointParam !== 'string' ||
      entryPointParam.toLowerCase() !== entryPoint.toLowerCase()
    )
      throw new RpcError(invalidParams, `EntryPoint ${String(entryPointParam)} is not supported`)
    if (typeof value !== 'object' || value === null)
      throw new RpcError(invalidParams, 'user operation missing')
    const rpc = value as RpcUserOperation<'0.8'>
    for (const field of ['sender', 'nonce', 'callData'] as const)
      if (typeof rpc[field] !== 'string') throw new RpcError(invalidParams, `${field} missing`)
    return formatUserOperation(rpc) as UserOperation<'0.8'>
  }

  /** handleOps as an eth_call from the bundler: what the EntryPoint would do with the op. */
  async function simulate(userOperation: UserOperation<'0.8'>): Promise<bigint> {
    const packed = toPackedUserOperation(userOperation)
    try {
      return await client.estimateContractGas({
        address: entryPoint,
        abi: entryPointAbi,
        functionName: 'handleOps',
        args: [[packed], client.account.address],
      })
    } catch (error) {
      const reverted =
        error instanceof BaseError
          ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
          : undefined
      const data = reverted instanceof ContractFunctionRevertedError ? reverted.data : undefined
      const reason =
        data?.errorName === 'FailedOp' || data?.errorName === 'FailedOpWithRevert'
          ? String(data.args?.[1])
          : error instanceof BaseError
            ? error.shortMessage
            : String(error)
      throw new RpcError(rejectedByEntryPoint, reason)
    }
  }

  async function estimate(userOperation: UserOperation<'0.8'>) {
    const code = await client.getCode({ address: userOperation.sender })
    const deployed = code !== undefined && code !== '0x'
    if (!deployed && !userOperation.factory)
      throw new RpcError(rejectedByEntryPoint, 'AA20 account not deployed')
    // The account's code stands in for an undeployed account while its calls are measured:
    // a SimpleAccount proxy delegates to the factory's implementation.
    let stateOverride: { address: Address; code: Hex }[] | undefined
    if (!deployed && userOperation.factory) {
      const implementation = (await client.readContract({
        address: userOperation.factory,
        abi: simpleAccountFactoryAbi,
        functionName: 'accountImplementation',
      })) as Address
      const implementationCode = await client.getCode({ address: implementation })
      if (implementationCode)
        stateOverride = [{ address: userOperation.sender, code: implementationCode }]
    }
    let callGas: bigint
    try {
      callGas = await client.estimateGas({
        account: entryPoint,
        to: userOperation.sender,
        data: userOperation.callData,
        stateOverride,
      })
    } catch (error) {
      const message = error instanceof BaseError ? error.shortMessage : String(error)
      throw new RpcError(rejectedByEntryPoint, `execution reverted: ${message}`)
    }
    return {
      preVerificationGas,
      verificationGasLimit: deployed ? verificationGas.deployed : verificationGas.deploy,
      // The estimate includes the 21,000 of a transaction; the EntryPoint calls the account
      // internally. The margin covers the 63/64 rule.
      callGasLimit: ((callGas - 21_000n + 10_000n) * 12n) / 10n,
      ...(userOperation.paymaster
        ? {
            paymasterVerificationGasLimit: paymasterGas.verification,
            paymasterPostOpGasLimit: paymasterGas.postOp,
          }
        : {}),
    }
  }

  async function send(userOperation: UserOperation<'0.8'>): Promise<Hex> {
    const userOpHash = (await client.readContract({
      address: entryPoint,
      abi: entryPointAbi,
      functionName: 'getUserOpHash',
      args: [toPackedUserOperation(userOperation)],
    })) as Hex
    if (byHash.has(userOpHash)) throw new RpcError(invalidParams, 'user operation already known')
    const run = queue.then(async () => {
      const gas = await simulate(userOperation)
      const transactionHash = await client.writeContract({
        address: entryPoint,
        abi: entryPointAbi,
        functionName: 'handleOps',
        args: [[toPackedUserOperation(userOperation)], client.account.address],
        gas: (gas * 12n) / 10n,
        chain: null,
      })
      await waitForReceipt(client, { hash: transactionHash })
      bundles.push(transactionHash)
      byHash.set(userOpHash, { userOperation, transactionHash })
    })
    queue = run.catch(() => undefined)
    await run
    return userOpHash
  }

  async function receipt(hash: Hex) {
    const stored = byHash.get(hash)
    if (!stored) return null
    const transaction = await client.getTransactionReceipt({ hash: stored.transactionHash })
    let event:
      | {
          nonce: bigint
          paymaster: Address
          success: boolean
          actualGasCost: bigint
          actualGasUsed: bigint
        }
      | undefined
    let reason: Hex | undefined
    const logs = []
    for (const log of transaction.logs) {
      if (log.address.toLowerCase() !== entryPoint.toLowerCase()) {
        logs.push(log)
        continue
      }
      try {
        const decoded = decodeEventLog({ abi: entryPointAbi, data: log.data, topics: log.topics })
        const args = decoded.args as unknown as Record<string, unknown>
        if (args.userOpHash !== hash) continue
        if (decoded.eventName === 'UserOperationEvent') event = args as unknown as typeof event
        if (decoded.eventName === 'UserOperationRevertReason') reason = args.revertReason as Hex
      } catch {}
    }
    if (!event) return null
    const rpcReceipt = (await client.request({
      method: 'eth_getTransactionReceipt',
      params: [stored.transactionHash],
    } as never)) as { logs: { address: string }[] } | null
    return {
      userOpHash: hash,
      entryPoint,
      sender: stored.userOperation.sender,
      nonce: toHex(event.nonce),
      paymaster: event.paymaster,
      actualGasCost: toHex(event.actualGasCost),
      actualGasUsed: toHex(event.actualGasUsed),
      success: event.success,
      ...(reason ? { reason } : {}),
      logs:
        rpcReceipt?.logs.filter((log) => log.address.toLowerCase() !== entryPoint.toLowerCase()) ??
        [],
      receipt: rpcReceipt,
    }
  }

  async function bundlerMethod(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return toHex(chainId)
      case 'eth_supportedEntryPoints':
        return [entryPoint]
      case 'eth_estimateUserOperationGas': {
        const gas = await estimate(readOperation(params[0], params[1]))
        return Object.fromEntries(Object.entries(gas).map(([key, value]) => [key, toHex(value)]))
      }
      case 'eth_sendUserOperation':
        return send(readOperation(params[0], params[1]))
      case 'eth_getUserOperationReceipt':
        return receipt(params[0] as Hex)
      case 'eth_getUserOperationByHash': {
        const stored = byHash.get(params[0] as Hex)
        if (!stored) return null
        const transaction = await client.getTransaction({ hash: stored.transactionHash })
        return {
          userOperation: formatUserOperationRequest(stored.userOperation),
          entryPoint,
          transactionHash: stored.transactionHash,
          blockHash: transaction.blockHash,
          blockNumber: toHex(transaction.blockNumber ?? 0n),
        }
      }
    }
    throw new RpcError(-32601, `Method ${method} is not supported`)
  }

  /** ERC-7677: the paymaster fields for SponsorPaymaster (it needs no paymasterData). */
  async function paymasterMethod(method: string, params: unknown[]): Promise<unknown> {
    if (!parameters.paymaster) throw new RpcError(-32601, 'No paymaster')
    if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData')
      throw new RpcError(-32601, `Method ${method} is not supported`)
    readOperation(params[0], params[1])
    if (Number(params[2]) !== chainId) throw new RpcError(invalidParams, 'wrong chain')
    return {
      paymaster: parameters.paymaster,
      paymasterData: '0x',
      ...(method === 'pm_getPaymasterStubData'
        ? {
            paymasterVerificationGasLimit: toHex(paymasterGas.verification),
            paymasterPostOpGasLimit: toHex(paymasterGas.postOp),
            isFinal: true,
          }
        : {}),
    }
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const headers = {
      'content-type': 'application/json',
      // The frame page calls the bundler from its own origin.
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'POST, OPTIONS',
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, headers).end()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    let calls: { id?: unknown; method?: unknown; params?: unknown }[]
    let batch = false
    try {
      const parsed = JSON.parse(Buffer.concat(chunks).toString()) as unknown
      batch = Array.isArray(parsed)
      calls = (batch ? parsed : [parsed]) as typeof calls
    } catch {
      response
        .writeHead(400, headers)
        .end('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}')
      return
    }
    const paymasterRoute = request.url?.startsWith('/paymaster') ?? false
    const replies = await Promise.all(
      calls.map(async ({ id, method, params }) => {
        const name = String(method)
        methods.push(name)
        try {
          const list = Array.isArray(params) ? params : []
          const result = paymasterRoute
            ? await paymasterMethod(name, list)
            : await bundlerMethod(name, list)
          return { jsonrpc: '2.0', id, result }
        } catch (error) {
          const rpc =
            error instanceof RpcError
              ? error
              : new RpcError(-32603, error instanceof Error ? error.message : String(error))
          return { jsonrpc: '2.0', id, error: { code: rpc.code, message: rpc.message } }
        }
      }),
    )
    response.writeHead(200, headers).end(JSON.stringify(batch ? replies : replies[0]))
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    paymasterUrl: `${url}/paymaster`,
    methods,
    bundles,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
