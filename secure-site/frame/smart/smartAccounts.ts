// The frame's smart accounts (issue 18): one ERC-4337 v0.8 SimpleAccount (eth-infinitism)
// per network the operator enabled (SMART_ACCOUNT_NETWORKS), owned by the embedded key. The
// frame reads the chain and talks to the bundler and paymaster itself (the site's CSP allows
// exactly those origins); the server only signs, after the visitor approved here.

import type { Address, Hex, TypedDataDefinition } from 'viem'
import {
  encodeFunctionData,
  getAddress,
  hashMessage,
  hashTypedData,
  serializeErc6492Signature,
} from 'viem/utils'
import { FrameError } from '../frameError.js'
import { accountAbi } from './accountAbi.js'
import type { SmartCall } from './accountCalls.js'
import type { OwnerSigner, SmartAccountNetwork } from './accountTypes.js'
import { jsonRpc } from './jsonRpc.js'
import { readSessions } from './readSessions.js'
import { sendUserOperation } from './sendUserOperation.js'
import type { HeldSession } from './sessionCalls.js'

export type { OwnerSigner, SmartAccountNetwork } from './accountTypes.js'

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
    abi: accountAbi,
    functionName: 'createAccount',
    args: [owner.address, salt],
  })

  function network(chainId: number): SmartAccountNetwork {
    const found = parameters.networks.find((n) => n.chainId === chainId)
    if (!found)
      throw new FrameError(
        'SMART_ACCOUNT_NOT_ENABLED',
        `Smart accounts are not enabled on chain ${chainId}`,
      )
    return found
  }
  const call = (found: SmartAccountNetwork, to: Address, data: Hex) =>
    jsonRpc<Hex>(found.rpcUrl, { method: 'eth_call', params: [{ to, data }, 'latest'] })

  function address(chainId: number): Promise<Address> {
    let known = addresses.get(chainId)
    if (!known) {
      const found = network(chainId)
      known = call(
        found,
        found.factory,
        encodeFunctionData({
          abi: accountAbi,
          functionName: 'getAddress',
          args: [owner.address, salt],
        }),
      ).then((word) => {
        if (!/^0x[0-9a-fA-F]{64}$/.test(word))
          throw new FrameError('NODE_ANSWER_INVALID', 'The account factory did not answer')
        return getAddress(`0x${word.slice(26)}`)
      })
      known.catch(() => addresses.delete(chainId))
      addresses.set(chainId, known)
    }
    return known
  }

  async function isDeployed(chainId: number): Promise<boolean> {
    const code = await jsonRpc<Hex>(network(chainId).rpcUrl, {
      method: 'eth_getCode',
      params: [await address(chainId), 'latest'],
    })
    return code !== '0x'
  }

  function receipt(chainId: number, hash: Hex): Promise<RpcReceipt | null> {
    return jsonRpc<RpcReceipt | null>(network(chainId).bundlerUrl, {
      method: 'eth_getUserOperationReceipt',
      params: [hash],
    })
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

  /** Sends the calls as one user operation (atomic); resolves with its hash once accepted. */
  const sendCalls = async (chainId: number, calls: readonly SmartCall[]): Promise<Hex> =>
    sendUserOperation({
      network: network(chainId),
      sender: await address(chainId),
      isDeployed: () => isDeployed(chainId),
      factoryData,
      owner,
      calls,
    })

  return {
    /**
     * The sessions the account holds now: keys from its SessionGranted logs, each read back
     * from the account (a revoked key reads as empty; an expired one is left out).
     */
    async sessions(chainId: number, now: number): Promise<HeldSession[]> {
      if (!(await isDeployed(chainId))) return []
      return readSessions({ network: network(chainId), account: await address(chainId), now })
    },
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
        if (Date.now() > until)
          throw new FrameError('TRANSACTION_TIMEOUT', 'The transaction was not included in time')
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
