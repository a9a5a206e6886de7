import { numberToHex } from 'viem'
import * as z from 'zod/mini'
import { ProviderRpcError } from '../../errors.js'
import { hexString, parseParams } from '../schemas.js'
import { emitEvent, type TestWalletState } from '../state.js'
import type { MethodHandlers } from './context.js'

// The chain the wallet is on (EIP-695, EIP-3085, EIP-3326).

/** Moves the wallet to chain `id` (and its node, if known); `tell`: emit `chainChanged`. */
export function moveTo(
  state: TestWalletState,
  { id, node, tell = true }: { id: number; node: string | undefined; tell?: boolean },
): void {
  if (node !== undefined) state.rpcUrl = node
  if (id === state.chainId) return
  state.chainId = id
  if (tell) emitEvent(state, { event: 'chainChanged', payload: numberToHex(id) })
}

export const chainMethods: MethodHandlers = {
  eth_chainId({ state }) {
    return numberToHex(state.chainId)
  },
  net_version({ state }) {
    return String(state.chainId)
  },
  wallet_switchEthereumChain({ state, method, params }) {
    const id = Number(
      parseParams(z.object({ chainId: hexString }), { value: params[0], method }).chainId,
    )
    const node = state.nodes.get(id)
    if (node === undefined)
      throw new ProviderRpcError(
        4902,
        `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    moveTo(state, { id, node })
    return null
  },
  wallet_addEthereumChain({ state, method, params }) {
    const chain = parseParams(z.object({ chainId: hexString, rpcUrls: z.array(z.string()) }), {
      value: params[0],
      method,
    })
    const node = chain.rpcUrls[0]
    if (node === undefined) throw new ProviderRpcError(-32602, 'rpcUrls is empty.')
    if (!state.nodes.has(Number(chain.chainId))) state.nodes.set(Number(chain.chainId), node)
    return null
  },
}
