import { createWalletClient, type Hex, http, isHex } from 'viem'
import type { MethodHandlers } from './context.js'

// eip155 over WalletConnect: sign, send against the chain's node, switch chain, and the
// session extras a wallet may declare (ERC-7811 assets, ERC-7715 permissions).

export const eip155Methods: MethodHandlers = {
  personal_sign({ state, params }) {
    const message = (params as unknown[])[0] as string
    return state.account.signMessage({ message: isHex(message) ? { raw: message } : message })
  },
  eth_sendTransaction({ state, params, chain }) {
    const id = Number(chain.split(':')[1])
    const rpcUrl = state.parameters.chains[id]
    if (!rpcUrl) throw new Error(`chain ${chain} is not configured in the wallet`)
    const tx = (params as unknown[])[0] as { to: Hex; value?: Hex; data?: Hex; gas?: Hex }
    const client = createWalletClient({ account: state.account, transport: http(rpcUrl) })
    return client.sendTransaction({
      chain: null,
      to: tx.to,
      value: tx.value ? BigInt(tx.value) : undefined,
      data: tx.data,
      gas: tx.gas ? BigInt(tx.gas) : undefined,
    })
  },
  wallet_switchEthereumChain({ state, params }) {
    const next = Number(((params as unknown[])[0] as { chainId: string }).chainId)
    if (!state.chainIds.includes(next))
      throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
    state.chainId = next
    return null
  },
  wallet_getAssets({ state, params }) {
    const { assets } = state.parameters
    if (!assets) throw new Error('the test wallet does not support wallet_getAssets')
    return assets((params as unknown[])[0])
  },
  wallet_grantPermissions({ state, params }) {
    const context = `0x${(++state.grants).toString(16).padStart(64, '0')}`
    state.granted.add(context)
    return [{ ...((params as unknown[])[0] as object), context }]
  },
  wallet_revokePermissions({ state, params }) {
    const context = (params as { permissionContext?: string }).permissionContext
    if (!context || !state.granted.delete(context)) throw new Error(`no permission ${context}`)
    return {}
  },
}
