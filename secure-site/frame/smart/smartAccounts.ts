// The frame's smart accounts (issue 18): one ERC-4337 v0.8 SimpleAccount (eth-infinitism)
// per network the operator enabled (SMART_ACCOUNT_NETWORKS), owned by the embedded key. The
// frame reads the chain and talks to the bundler and paymaster itself (the site's CSP allows
// exactly those origins); the server only signs, after the visitor approved here.
import type { Address, Hex, TypedDataDefinition } from 'viem'
import {
  formatUserOperationRequest,
  getUserOperationTypedData,
  type UserOperation,
} from 'viem/account-abstraction'
import {
  encodeFunctionData,
  getAddress,
  hashMessage,
  hashTypedData,
  serializeErc6492Signature,
} from 'viem/utils'
import { jsonRpc } from './jsonRpc.js'

/** What GET /api/v1/smart-accounts lists per network. */
export type SmartAccountNetwork = {
  chainId: number
  rpcUrl: string
  bundlerUrl: string
  paymasterUrl?: string | undefined
  entryPoint: Address
  factory: Address
}

/** How the frame signs as the embedded key (the server's `/sign`). */
export type OwnerSigner = {
  address: Address
  signTypedData(typedData: TypedDataDefinition): Promise<Hex>
  signMessage(message: Hex): Promise<Hex>
}

/** One call of a batch (EIP-5792 `calls[]`, an eth_sendTransaction). */
export type SmartCall = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

/** EIP-5792 wallet_getCallsStatus reply. */
export type CallsStatus = {
  version: '2.0.0'
  id: Hex
  chainId: Hex
  status: 100 | 200 | 500
  atomic: true
  receipts?: {
    logs: { address: Address; data: Hex; topics: Hex[] }[]
    status: '0x1' | '0x0'
    blockHash: Hex
    blockNumber: Hex
    gasUsed: Hex
    transactionHash: Hex
  }[]
}

type RpcReceipt = {
  success: boolean
  logs: { address: Address; data: Hex; topics: Hex[] }[]
  receipt: { transactionHash: Hex; blockHash: Hex; blockNumber: Hex; gasUsed: Hex }
}

const toHex = (value: bigint | number): Hex => `0x${value.toString(16)}`

/** eth-infinitism's SimpleAccount, SimpleAccountFactory and EntryPoint (v0.8), the parts used. */
const abi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: 'ret', type: 'address' }],
  },
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'grantSession',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'key', type: 'address' },
      { name: 'target', type: 'address' },
      { name: 'selector', type: 'bytes4' },
      { name: 'spendLimit', type: 'uint128' },
      { name: 'validUntil', type: 'uint48' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'revokeSession',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'key', type: 'address' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'sessions',
    stateMutability: 'view',
    inputs: [{ name: 'key', type: 'address' }],
    outputs: [
      { name: 'target', type: 'address' },
      { name: 'selector', type: 'bytes4' },
      { name: 'validUntil', type: 'uint48' },
      { name: 'spendLimit', type: 'uint128' },
      { name: 'spent', type: 'uint128' },
    ],
  },
  {
    type: 'function',
    name: 'getNonce',
    stateMutability: 'view',
    inputs: [
      { name: 'sender', type: 'address' },
      { name: 'key', type: 'uint192' },
    ],
    outputs: [{ name: 'nonce', type: 'uint256' }],
  },
] as const

/** A well-formed 65-byte signature (valid s and v) so the bundler's estimate runs validation's full path. */
const stubSignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/** Encodes the calls as SimpleAccount's execute (one) or executeBatch (several, atomic). */
export function encodeCalls(calls: readonly SmartCall[]): Hex {
  const [only] = calls
  if (calls.length === 1 && only)
    return encodeFunctionData({
      abi,
      functionName: 'execute',
      args: [only.to, only.value ?? 0n, only.data ?? '0x'],
    })
  return encodeFunctionData({
    abi,
    functionName: 'executeBatch',
    args: [calls.map((c) => ({ target: c.to, value: c.value ?? 0n, data: c.data ?? '0x' }))],
  })
}

/**
 * The calls of an account's `execute` / `executeBatch` call data (what `encodeCalls` writes),
 * or `undefined` for any other call data. Read word by word (viem's ABI decoder would add some
 * 3 KiB to the frame page), and only in the one canonical encoding: the calls are encoded again
 * and must give the very same bytes, so no trailing data or odd offsets hide anything.
 */
export function decodeCalls(callData: Hex): SmartCall[] | undefined {
  const body = callData.slice(10).toLowerCase()
  const selector = callData.slice(0, 10).toLowerCase()
  if (!/^[0-9a-f]*$/.test(body) || body.length % 64 !== 0) return undefined
  const word = (index: number) => body.slice(index * 64, index * 64 + 64)
  const number = (index: number) => {
    const value = BigInt(`0x${word(index) || 'x'}`)
    return value < 2n ** 32n ? Number(value) : Number.NaN
  }
  /** The call (address, value, bytes) whose head starts at word `at`, its bytes `offset` words on. */
  const readCall = (at: number): SmartCall => {
    const to = getAddress(`0x${word(at).slice(24)}`)
    const value = BigInt(`0x${word(at + 1)}`)
    const start = at + number(at + 2) / 32
    const length = number(start)
    const data = `0x${body.slice((start + 1) * 64, (start + 1) * 64 + length * 2)}` as Hex
    return { to, value, data }
  }
  let calls: SmartCall[]
  try {
    if (selector === '0xb61d27f6') calls = [readCall(0)]
    else if (selector === '0x34fcd5be') {
      const head = number(0) / 32
      const count = number(head)
      if (!(count <= 1000)) return undefined
      calls = Array.from({ length: count }, (_, index) =>
        readCall(head + 1 + number(head + 1 + index) / 32),
      )
    } else return undefined
    // The one canonical encoding of these calls, or nothing.
    const again =
      selector === '0xb61d27f6'
        ? encodeCalls(calls)
        : encodeFunctionData({
            abi,
            functionName: 'executeBatch',
            args: [
              calls.map((c) => ({ target: c.to, value: c.value ?? 0n, data: c.data ?? '0x' })),
            ],
          })
    return again.toLowerCase() === callData.toLowerCase() ? calls : undefined
  } catch {
    return undefined
  }
}

/** A session the owner grants a dapp's key (GangwayAccount.grantSession). */
export type SessionGrant = {
  key: Address
  target: Address
  /** `0x00000000`: plain value transfers to `target`. */
  selector: Hex
  spendLimit: bigint
  /** Unix seconds. */
  validUntil: number
}

/** A session as the account holds it now (GangwayAccount.sessions). */
export type HeldSession = SessionGrant & { spent: bigint }

/** topic0 of `SessionGranted(address,address,bytes4,uint48,uint128)` (a unit test checks it). */
export const sessionGrantedTopic: Hex =
  '0x8f374842b981025d4f4b0e48d2eaa8f88719f6615505b4be8800f3a6bce1e46f'

/** The account's own call that grants a session (sent as a user operation the owner signs). */
export function grantSessionCall(account: Address, grant: SessionGrant): SmartCall {
  return {
    to: account,
    data: encodeFunctionData({
      abi,
      functionName: 'grantSession',
      args: [grant.key, grant.target, grant.selector, grant.spendLimit, grant.validUntil],
    }),
  }
}

/** The account's own call that revokes a session key. */
export function revokeSessionCall(account: Address, key: Address): SmartCall {
  return {
    to: account,
    data: encodeFunctionData({ abi, functionName: 'revokeSession', args: [key] }),
  }
}

/**
 * The smart accounts of one signed-in user: their counterfactual addresses per network,
 * whether each is deployed, sending calls as one user operation (which deploys the account
 * the first time), and signing as the account (ERC-6492 while undeployed).
 *
 * @example
 * const accounts = createSmartAccounts({ networks, owner })
 * const hash = await accounts.sendCalls(8453, [{ to, value }])
 */
export function createSmartAccounts(parameters: {
  networks: readonly SmartAccountNetwork[]
  owner: OwnerSigner
  /** How often a receipt is polled (ms). */
  pollingInterval?: number | undefined
}) {
  const { owner } = parameters
  const pollingInterval = parameters.pollingInterval ?? 1_000
  const addresses = new Map<number, Promise<Address>>()
  const salt = 0n
  const factoryData = encodeFunctionData({
    abi,
    functionName: 'createAccount',
    args: [owner.address, salt],
  })

  function network(chainId: number): SmartAccountNetwork {
    const found = parameters.networks.find((n) => n.chainId === chainId)
    if (!found) throw new Error(`Smart accounts are not enabled on chain ${chainId}`)
    return found
  }
  const call = (found: SmartAccountNetwork, to: Address, data: Hex) =>
    jsonRpc<Hex>(found.rpcUrl, 'eth_call', [{ to, data }, 'latest'])

  function address(chainId: number): Promise<Address> {
    let known = addresses.get(chainId)
    if (!known) {
      const found = network(chainId)
      known = call(
        found,
        found.factory,
        encodeFunctionData({ abi, functionName: 'getAddress', args: [owner.address, salt] }),
      ).then((word) => {
        if (!/^0x[0-9a-fA-F]{64}$/.test(word)) throw new Error('The account factory did not answer')
        return getAddress(`0x${word.slice(26)}`)
      })
      known.catch(() => addresses.delete(chainId))
      addresses.set(chainId, known)
    }
    return known
  }

  async function isDeployed(chainId: number): Promise<boolean> {
    const code = await jsonRpc<Hex>(network(chainId).rpcUrl, 'eth_getCode', [
      await address(chainId),
      'latest',
    ])
    return code !== '0x'
  }

  /** SPEC §9 fee multiplier: 1.2 × the base fee plus the node's priority fee. */
  async function fees(found: SmartAccountNetwork) {
    const [block, priority] = await Promise.all([
      jsonRpc<{ baseFeePerGas?: Hex }>(found.rpcUrl, 'eth_getBlockByNumber', ['latest', false]),
      jsonRpc<Hex>(found.rpcUrl, 'eth_maxPriorityFeePerGas', []),
    ])
    const maxPriorityFeePerGas = BigInt(priority)
    const base = BigInt(block.baseFeePerGas ?? 0)
    return { maxFeePerGas: (base * 12n) / 10n + maxPriorityFeePerGas, maxPriorityFeePerGas }
  }

  function rpcOperation(operation: UserOperation<'0.8'>) {
    return formatUserOperationRequest(operation)
  }

  /** Fills, sponsors (when the network has a paymaster), estimates, signs and sends. */
  async function sendCalls(chainId: number, calls: readonly SmartCall[]): Promise<Hex> {
    const found = network(chainId)
    const sender = await address(chainId)
    const [deployed, nonce, fee] = await Promise.all([
      isDeployed(chainId),
      call(
        found,
        found.entryPoint,
        encodeFunctionData({ abi, functionName: 'getNonce', args: [sender, 0n] }),
      ),
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
      }>(found.paymasterUrl, method, [
        rpcOperation(operation),
        found.entryPoint,
        toHex(chainId),
        {},
      ])
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
    const gas = await jsonRpc<Record<string, Hex>>(
      found.bundlerUrl,
      'eth_estimateUserOperationGas',
      [rpcOperation(operation), found.entryPoint],
    )
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
    return jsonRpc<Hex>(found.bundlerUrl, 'eth_sendUserOperation', [
      rpcOperation({ ...operation, signature }),
      found.entryPoint,
    ])
  }

  function receipt(chainId: number, hash: Hex): Promise<RpcReceipt | null> {
    return jsonRpc<RpcReceipt | null>(network(chainId).bundlerUrl, 'eth_getUserOperationReceipt', [
      hash,
    ])
  }

  /**
   * ERC-1271 signature of `hash` by the account (GangwayAccount's scheme: the owner signs
   * `GangwayAccount(bytes32 hash)` under the account's EIP-712 domain, so the signature counts
   * for this account and chain only), ERC-6492-wrapped while the account is undeployed.
   */
  async function signHash(chainId: number, hash: Hex): Promise<Hex> {
    const verifyingContract = await address(chainId)
    const signature = await owner.signTypedData({
      domain: { name: 'GangwayAccount', version: '1', chainId, verifyingContract },
      types: { GangwayAccount: [{ name: 'hash', type: 'bytes32' }] },
      primaryType: 'GangwayAccount',
      message: { hash },
    })
    if (await isDeployed(chainId)) return signature
    return serializeErc6492Signature({
      address: network(chainId).factory,
      data: factoryData,
      signature,
    })
  }

  /**
   * The sessions the account holds now: keys from its SessionGranted logs, each read back
   * from the account (a revoked key reads as empty; an expired one is left out).
   */
  async function sessions(chainId: number, now: number): Promise<HeldSession[]> {
    if (!(await isDeployed(chainId))) return []
    const found = network(chainId)
    const account = await address(chainId)
    const logs = await jsonRpc<{ topics: Hex[] }[]>(found.rpcUrl, 'eth_getLogs', [
      { address: account, topics: [sessionGrantedTopic], fromBlock: '0x0', toBlock: 'latest' },
    ])
    const keys = [
      ...new Set(
        logs.flatMap(({ topics }) => {
          const topic = topics[1]
          return topic && /^0x[0-9a-fA-F]{64}$/.test(topic)
            ? [getAddress(`0x${topic.slice(26)}`)]
            : []
        }),
      ),
    ]
    const held = await Promise.all(
      keys.map(async (key): Promise<HeldSession> => {
        const data = await call(
          found,
          account,
          encodeFunctionData({ abi, functionName: 'sessions', args: [key] }),
        )
        // Five static words (target, selector, validUntil, spendLimit, spent): read by hand,
        // which keeps viem's ABI decoder out of the frame page.
        if (!/^0x[0-9a-fA-F]{320}$/.test(data)) throw new Error('The account did not answer')
        const word = (index: number) => data.slice(2 + index * 64, 66 + index * 64)
        return {
          key,
          target: getAddress(`0x${word(0).slice(24)}`),
          selector: `0x${word(1).slice(0, 8)}`,
          validUntil: Number(BigInt(`0x${word(2)}`)),
          spendLimit: BigInt(`0x${word(3)}`),
          spent: BigInt(`0x${word(4)}`),
        }
      }),
    )
    return held.filter((session) => session.validUntil > now)
  }

  return {
    sessions,
    /** The chains where a smart account is offered. */
    enabledChainIds: (): number[] => parameters.networks.map((n) => n.chainId),
    isEnabled: (chainId: number) => parameters.networks.some((n) => n.chainId === chainId),
    /** The counterfactual address (the same before and after deployment). */
    address,
    isDeployed,
    /** EIP-5792 capabilities of the smart account on each enabled chain. */
    capabilities(): Record<
      Hex,
      { atomic: { status: 'supported' }; paymasterService: { supported: boolean } }
    > {
      return Object.fromEntries(
        parameters.networks.map((n) => [
          toHex(n.chainId),
          {
            atomic: { status: 'supported' },
            paymasterService: { supported: Boolean(n.paymasterUrl) },
          },
        ]),
      )
    },
    /** Sends the calls as one user operation (atomic); resolves with its hash once accepted. */
    sendCalls,
    /** The EntryPoint the account's operations go to on `chainId`. */
    entryPoint: (chainId: number): Address => network(chainId).entryPoint,
    /** Waits for the user operation's transaction: its hash (what eth_sendTransaction answers). */
    async waitForTransaction(chainId: number, hash: Hex, timeout = 60_000): Promise<Hex> {
      const until = Date.now() + timeout
      for (;;) {
        const found = await receipt(chainId, hash)
        if (found) return found.receipt.transactionHash
        if (Date.now() > until) throw new Error('The transaction was not included in time')
        await new Promise((resolve) => setTimeout(resolve, pollingInterval))
      }
    },
    /** EIP-5792 wallet_getCallsStatus for a user operation sent here. */
    async callsStatus(chainId: number, id: Hex): Promise<CallsStatus> {
      const found = await receipt(chainId, id)
      const common = { version: '2.0.0', id, chainId: toHex(chainId), atomic: true } as const
      if (!found) return { ...common, status: 100 }
      const { receipt: transaction } = found
      return {
        ...common,
        status: found.success ? 200 : 500,
        receipts: [
          {
            logs: found.logs.map(({ address, data, topics }) => ({ address, data, topics })),
            status: found.success ? '0x1' : '0x0',
            blockHash: transaction.blockHash,
            blockNumber: transaction.blockNumber,
            gasUsed: transaction.gasUsed,
            transactionHash: transaction.transactionHash,
          },
        ],
      }
    },
    /** EIP-191 message signed as the smart account (ERC-1271; ERC-6492 while undeployed). */
    signMessage: (chainId: number, message: Hex): Promise<Hex> =>
      signHash(chainId, hashMessage({ raw: message })),
    /** EIP-712 data signed as the smart account (ERC-1271; ERC-6492 while undeployed). */
    signTypedData: (chainId: number, typedData: TypedDataDefinition): Promise<Hex> =>
      signHash(chainId, hashTypedData(typedData)),
  }
}

export type SmartAccounts = ReturnType<typeof createSmartAccounts>
