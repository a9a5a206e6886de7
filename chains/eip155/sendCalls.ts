import type { Network } from 'gangway/kernel'
import type { Address, Hex } from 'viem'
import { sendCalls as viemSendCalls } from 'viem/actions'
import { InvalidCallsError } from './errors/transaction.js'
import { getWalletClient } from './getWalletClient.js'
import { resolveNetwork } from './sendTransaction.js'
import { toEip155Error } from './toEip155Error.js'
import type { Call, Eip155Context } from './types.js'

/**
 * Sends a batch of calls with EIP-5792 `wallet_sendCalls`. SPEC §5: each call's `to` starts
 * with 0x, and its `data`, when given, too.
 *
 * @returns The bundle id for `getCallsStatus`.
 * @throws InvalidCallsError, and the wallet-code errors (5700–5760 among them).
 * @example
 * const { id } = await sendCalls(context, { connectorId, address, network, calls: [{ to, value: 1n }] })
 */
export async function sendCalls(
  context: Eip155Context,
  parameters: {
    connectorId: string
    address: string
    network: Network
    calls: readonly Call[]
    capabilities?: Readonly<Record<string, unknown>> | undefined
    forceAtomic?: boolean | undefined
  },
): Promise<{ id: string }> {
  if (!parameters.calls.length) throw new InvalidCallsError('At least one call is required.')
  parameters.calls.forEach((call, index) => {
    if (typeof call.to !== 'string' || !call.to.startsWith('0x'))
      throw new InvalidCallsError(`calls[${index}].to must start with 0x.`)
    if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x')))
      throw new InvalidCallsError(`calls[${index}].data must start with 0x.`)
  })
  const network = resolveNetwork(context, parameters.network)
  try {
    const wallet = getWalletClient(context, { ...parameters, network })
    const { id } = await viemSendCalls(wallet, {
      account: parameters.address as Address,
      chain: wallet.chain,
      calls: parameters.calls.map((call) => ({
        to: call.to as Address,
        ...(call.data ? { data: call.data as Hex } : {}),
        ...(call.value !== undefined ? { value: call.value } : {}),
      })),
      ...(parameters.capabilities ? { capabilities: { ...parameters.capabilities } } : {}),
      ...(parameters.forceAtomic !== undefined ? { forceAtomic: parameters.forceAtomic } : {}),
    })
    return { id }
  } catch (error) {
    throw toEip155Error(error)
  }
}
