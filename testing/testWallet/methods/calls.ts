import { bytesToHex, type Hex, numberToHex } from 'viem'
import * as z from 'zod/mini'
import { ProviderRpcError } from '../../errors.js'
import { forward, sendTransaction } from '../node.js'
import { parseParams, sendCallsSchema } from '../schemas.js'
import { signer } from '../signer.js'
import type { TestWalletState } from '../state.js'
import type { MethodHandlers } from './context.js'

// EIP-5792: bundles of calls, sent one transaction each (not atomic), and their status.

function requireCalls(state: TestWalletState): void {
  if (!state.callsSupported)
    throw new ProviderRpcError(4200, 'The wallet does not support EIP-5792.')
}

export const callMethods: MethodHandlers = {
  wallet_getCapabilities({ state }) {
    requireCalls(state)
    const { assets, permissions } = state
    const ids = [...new Set([...state.nodes.keys(), state.chainId])]
    return Object.fromEntries(
      ids.map((id) => [
        numberToHex(id),
        {
          atomic: { status: 'unsupported' },
          ...(assets ? { assetDiscovery: { supported: true } } : {}),
          ...(permissions?.form === 'earlier'
            ? {
                permissions: {
                  supported: true,
                  signerTypes: ['account'],
                  permissionTypes: ['native-token-transfer'],
                },
              }
            : {}),
        },
      ]),
    )
  },
  async wallet_sendCalls({ state, method, params }) {
    requireCalls(state)
    const bundle = parseParams(sendCallsSchema, { value: params[0], method })
    const from = signer(state, bundle.from)
    const { chainId } = state
    if (Number(bundle.chainId) !== chainId)
      throw new ProviderRpcError(5710, `The wallet is not on chain ${bundle.chainId}.`)
    if (bundle.atomicRequired)
      throw new ProviderRpcError(5760, 'This wallet cannot run calls atomically.')
    const required = Object.entries(bundle.capabilities ?? {}).filter(
      ([, value]) => (value as { optional?: unknown } | null)?.optional !== true,
    )
    if (required.length > 0)
      throw new ProviderRpcError(5700, `Unsupported capability: ${required[0]![0]}.`)
    const id = bundle.id ?? bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)))
    if (state.bundles.has(id)) throw new ProviderRpcError(5720, `A bundle with id ${id} exists.`)
    const hashes: Hex[] = []
    state.bundles.set(id, { chainId, hashes })
    for (const call of bundle.calls)
      hashes.push(await sendTransaction(state, { ...call, from: from.address }))
    return { id }
  },
  async wallet_getCallsStatus({ state, method, params }) {
    requireCalls(state)
    const id = parseParams(z.string(), { value: params[0], method })
    const bundle = state.bundles.get(id)
    if (!bundle) throw new ProviderRpcError(5730, `Unknown bundle id ${id}.`)
    const receipts = (
      await Promise.all(
        bundle.hashes.map((hash) =>
          forward(state, { method: 'eth_getTransactionReceipt', params: [hash] }),
        ),
      )
    ).filter(Boolean) as { status: string }[]
    const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length
    const status =
      receipts.length < bundle.hashes.length
        ? 100
        : succeeded === receipts.length
          ? 200
          : succeeded === 0
            ? 500
            : 600
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(bundle.chainId),
      status,
      atomic: false,
      receipts,
    }
  },
  wallet_showCallsStatus({ state }) {
    requireCalls(state)
    return null
  },
}
