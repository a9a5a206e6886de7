// What a dapp does with an ERC-7715 session (issue 18): it asks the connected smart account
// for a session key once (wallet_grantPermissions, approved in the wallet's frame), then
// sends with that key on its own, through its own bundler, with no prompt; the account
// checks the key's scope on chain. Shared by the demo and the smart-account browser test.
import {
  type Address,
  concat,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  numberToHex,
  parseAbi,
} from 'viem'
import {
  entryPoint08Abi,
  formatUserOperationRequest,
  getUserOperationTypedData,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }

const executeAbi = parseAbi(['function execute(address target, uint256 value, bytes data)'])

async function bundlerRpc<result>(url: string, method: string, params: unknown[]) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const reply = (await response.json()) as { result?: result; error?: { message: string } }
  if (reply.error) throw new Error(reply.error.message)
  return reply.result as result
}

export type SessionDemo = {
  /** The granted session's key (its ERC-7715 context), once granted. */
  readonly context: Address | undefined
  /** Asks the wallet for a session: plain sends to `to`, up to `allowance` wei, for `seconds`. */
  grant(parameters: { to: Address; allowance: bigint; seconds: number }): Promise<Address>
  /** Sends `value` wei to the granted `to` with the session key: no prompt. Resolves on inclusion. */
  send(value: bigint): Promise<Hex>
  /** Ends the session (ERC-7715 wallet_revokePermissions, approved in the wallet's frame). */
  revoke(): Promise<void>
}

/**
 * @example
 * const session = createSessionDemo({ provider, rpcUrl, bundlerUrl, entryPoint, chainId })
 * await session.grant({ to, allowance: parseEther('0.01'), seconds: 3600 })
 * await session.send(parseEther('0.001'))
 */
export function createSessionDemo(parameters: {
  provider: () => Provider | undefined
  rpcUrl: string
  bundlerUrl: string
  entryPoint: Address
  chainId: number
}): SessionDemo {
  const { rpcUrl, bundlerUrl, entryPoint, chainId } = parameters
  const chain = createPublicClient({ transport: http(rpcUrl) })
  let granted: { key: PrivateKeyAccount; account: Address; to: Address } | undefined

  const provider = () => {
    const found = parameters.provider()
    if (!found) throw new Error('Connect a wallet first')
    return found
  }

  return {
    get context() {
      return granted?.key.address
    },
    async grant({ to, allowance, seconds }) {
      const key = privateKeyToAccount(generatePrivateKey())
      const [account] = (await provider().request({ method: 'eth_accounts' })) as Address[]
      if (!account) throw new Error('Connect a wallet first')
      const reply = (await provider().request({
        method: 'wallet_grantPermissions',
        params: [
          {
            chainId: numberToHex(chainId),
            address: account,
            expiry: Math.floor(Date.now() / 1000) + seconds,
            signer: { type: 'key', data: { id: key.address } },
            permissions: [
              {
                type: 'native-token-transfer',
                data: { to, allowance: numberToHex(allowance) },
              },
            ],
          },
        ],
      })) as { context: Address }
      granted = { key, account, to }
      return reply.context
    },
    async send(value) {
      if (!granted) throw new Error('No session granted')
      const { key, account, to } = granted
      const [nonce, fees] = await Promise.all([
        chain.readContract({
          address: entryPoint,
          abi: entryPoint08Abi,
          functionName: 'getNonce',
          args: [account, 0n],
        }),
        chain.estimateFeesPerGas(),
      ])
      let operation: UserOperation<'0.8'> = {
        sender: account,
        nonce,
        callData: encodeFunctionData({
          abi: executeAbi,
          functionName: 'execute',
          args: [to, value, '0x'],
        }),
        callGasLimit: 0n,
        verificationGasLimit: 0n,
        preVerificationGas: 0n,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        signature: '0x',
      }
      const gas = await bundlerRpc<Record<string, Hex>>(
        bundlerUrl,
        'eth_estimateUserOperationGas',
        [formatUserOperationRequest(operation), entryPoint],
      )
      operation = {
        ...operation,
        callGasLimit: BigInt(gas.callGasLimit ?? '0x0'),
        verificationGasLimit: BigInt(gas.verificationGasLimit ?? '0x0'),
        preVerificationGas: BigInt(gas.preVerificationGas ?? '0x0'),
      }
      // GangwayAccount's session signature: 0x01 ‖ key ‖ the key's signature of the userOpHash.
      const signature = await key.signTypedData(
        getUserOperationTypedData({
          chainId,
          entryPointAddress: entryPoint,
          userOperation: operation,
        }),
      )
      const hash = await bundlerRpc<Hex>(bundlerUrl, 'eth_sendUserOperation', [
        formatUserOperationRequest({
          ...operation,
          signature: concat(['0x01', key.address, signature]),
        }),
        entryPoint,
      ])
      const receipt = await bundlerRpc<{
        success: boolean
        receipt: { transactionHash: Hex }
      } | null>(bundlerUrl, 'eth_getUserOperationReceipt', [hash])
      if (receipt && !receipt.success) throw new Error('The session call reverted')
      return receipt?.receipt.transactionHash ?? hash
    },
    async revoke() {
      if (!granted) throw new Error('No session granted')
      await provider().request({
        method: 'wallet_revokePermissions',
        params: [{ permissionsContext: granted.key.address }],
      })
      granted = undefined
    },
  }
}
