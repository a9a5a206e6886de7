import { type CaipNetworkId, parseCaipNetworkId } from 'gangway/kernel'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  isAddress,
  isHex,
  type PublicClient,
  verifyMessage,
} from 'viem'
import type { SiwxVerifier } from '../types.js'
import type { Eip155VerifierParameters } from './eip155.js'

/** secp256k1's group order n: r and s must be in [1, n). */
const curveOrder = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

function isRecoverableSignature(signature: string): boolean {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return false
  const r = BigInt(`0x${signature.slice(2, 66)}`)
  const s = BigInt(`0x${signature.slice(66, 130)}`)
  const v = Number.parseInt(signature.slice(130), 16)
  return r > 0n && r < curveOrder && s > 0n && s < curveOrder && [0, 1, 27, 28].includes(v)
}

/**
 * The part of `eip155Verifier` that needs viem: it loads on the first check, so enabling
 * sign-in adds nothing heavy to a page before anyone signs.
 */
export function createEip155Check(parameters: Eip155VerifierParameters): Required<SiwxVerifier> {
  const client =
    parameters.publicClient ??
    (parameters.rpcUrl ? createPublicClient({ transport: http(parameters.rpcUrl) }) : undefined)
  let chainId: Promise<number> | undefined
  const chainIdOf = (publicClient: PublicClient) => {
    chainId ??= publicClient.chain?.id
      ? Promise.resolve(publicClient.chain.id)
      : publicClient.getChainId()
    chainId.catch(() => {
      chainId = undefined
    })
    return chainId
  }
  return {
    namespace: 'eip155',
    async supports(caipNetworkId: CaipNetworkId) {
      const { namespace, reference } = parseCaipNetworkId(caipNetworkId)
      if (namespace !== 'eip155') return false
      return client ? String(await chainIdOf(client)) === reference : true
    },
    async verify({ message, data, signature }) {
      if (!isAddress(data.accountAddress, { strict: false }) || !isHex(signature)) return false
      // Offline only an account's own 65-byte signature can be right (contract wallets sign
      // other lengths and need the client); anything else is invalid, not an exception.
      if (!client && !isRecoverableSignature(signature)) return false
      const request = {
        address: data.accountAddress as Address,
        message,
        signature: signature as Hex,
      }
      return client ? client.verifyMessage(request) : verifyMessage(request)
    },
  }
}
