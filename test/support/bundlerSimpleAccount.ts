import type { Address, Chain, Client, Hex, Transport, TypedDataDefinition } from 'viem'
import {
  entryPoint08Abi,
  getUserOperationTypedData,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { decodeFunctionData, encodeFunctionData, parseAbi } from 'viem/utils'

/** The parts of eth-infinitism's SimpleAccount and SimpleAccountFactory (v0.8) used here. */
export const simpleAccountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

export const simpleAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address ret)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** Who signs for the account: the embedded key, which lives on the secure site's server. */
export type SimpleAccountOwner = {
  address: Address
  /** EIP-712 signature by the owner key (`eth_signTypedData_v4`). */
  signTypedData(typedData: TypedDataDefinition): Promise<Hex>
  /** EIP-191 signature by the owner key (`personal_sign`). */
  signMessage(message: Hex): Promise<Hex>
}

/**
 * An ERC-4337 v0.8 SimpleAccount (eth-infinitism) owned by the embedded key, for viem's
 * bundler client. Its address is counterfactual: the factory's CREATE2 address for
 * (owner, salt), the same before and after the first user operation deploys it.
 * A user operation's signature is the owner's EIP-712 signature of the operation (v0.8's
 * userOpHash is that digest; SimpleAccount recovers the owner from it).
 *
 * @example
 * const account = await toSimpleAccount({ client, owner, factory, entryPoint })
 */
export async function toSimpleAccount(parameters: {
  client: Client<Transport, Chain, undefined>
  owner: SimpleAccountOwner
  factory: Address
  entryPoint: Address
  salt?: bigint | undefined
}) {
  const { client, owner, factory } = parameters
  const salt = parameters.salt ?? 0n
  const address = await readContract(client, {
    address: factory,
    abi: simpleAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, salt],
  })
  const entryPoint = {
    abi: entryPoint08Abi,
    address: parameters.entryPoint,
    version: '0.8',
  } as const
  return toSmartAccount({
    client,
    entryPoint,
    extend: { owner },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: simpleAccountAbi, data })
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args
        return [{ to, value, data: callData }]
      }
      return decoded.args[0].map((call) => ({
        to: call.target,
        value: call.value,
        data: call.data,
      }))
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only)
        return encodeFunctionData({
          abi: simpleAccountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      return encodeFunctionData({
        abi: simpleAccountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => ({
            target: call.to,
            value: call.value ?? 0n,
            data: call.data ?? '0x',
          })),
        ],
      })
    },
    async getAddress() {
      return address
    },
    async getFactoryArgs() {
      return {
        factory,
        factoryData: encodeFunctionData({
          abi: simpleAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner.address, salt],
        }),
      }
    },
    async getStubSignature() {
      // A well-formed 65-byte signature (valid s and v) so validation runs its full path.
      return '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'
    },
    async signMessage({ message }) {
      const bytes =
        typeof message === 'string'
          ? new TextEncoder().encode(message)
          : typeof message.raw === 'string'
            ? message.raw
            : message.raw
      const hex =
        typeof bytes === 'string'
          ? bytes
          : (`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}` as Hex)
      return owner.signMessage(hex)
    },
    async signTypedData(typedData) {
      return owner.signTypedData(typedData as TypedDataDefinition)
    },
    async signUserOperation(userOperation) {
      const { chainId = client.chain.id, ...rest } = userOperation
      return owner.signTypedData(
        getUserOperationTypedData({
          chainId,
          entryPointAddress: parameters.entryPoint,
          userOperation: { ...rest, sender: address },
        }) as TypedDataDefinition,
      )
    },
  })
}

/** The embedded wallet's smart account. */
export type SimpleAccount = Awaited<ReturnType<typeof toSimpleAccount>>
