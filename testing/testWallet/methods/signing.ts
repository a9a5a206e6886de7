import { isHex } from 'viem'
import * as z from 'zod/mini'
import { ProviderRpcError } from '../../errors.js'
import { typedDataFromJson } from '../../typedData.js'
import { sendTransaction } from '../node.js'
import { parseParams, transactionSchema } from '../schemas.js'
import { signer } from '../signer.js'
import type { MethodHandlers } from './context.js'

// What the active account signs: messages (EIP-191), typed data (EIP-712), transactions.

export const signingMethods: MethodHandlers = {
  personal_sign({ state, method, params }) {
    const message = parseParams(z.string(), { value: params[0], method })
    const from = signer(state, typeof params[1] === 'string' ? params[1] : undefined)
    return from.signMessage({ message: isHex(message) ? { raw: message } : message })
  },
  async eth_signTypedData_v4({ state, method, params }) {
    const from = signer(state, parseParams(z.string(), { value: params[0], method }))
    const json = params[1]
    const data = typeof json === 'string' ? json : JSON.stringify(json)
    try {
      return await from.signTypedData(typedDataFromJson(data))
    } catch (error) {
      throw new ProviderRpcError(-32602, `Invalid typed data: ${(error as Error).message}`)
    }
  },
  eth_sendTransaction({ state, method, params }) {
    return sendTransaction(state, parseParams(transactionSchema, { value: params[0], method }))
  },
}
