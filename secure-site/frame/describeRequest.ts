// What the approval shows for a request to the embedded key, read from what is signed.

import type { EmbeddedUser, FramePayload } from 'gangway/embedded'
import { asObject } from './asObject.js'
import { base58ToBytes, describeCall, hexToBytes, readableMessage, toBigInt } from './decode.js'
import type { Described, Row } from './described.js'
import { describeTypedData } from './describeTypedData.js'
import { actionNotAllowed, invalidParameters } from './frameError.js'
import { text } from './messages.js'
import {
  type ConfiguredNetwork,
  chainWarnings,
  findNetwork,
  nativeAmount,
  networkName,
  readChainId,
  rpcUrlOf,
} from './networks.js'
import { reviewTypedPermit } from './permitReview.js'
import { simulationRows } from './simulationRows.js'
import { describeSolanaTransactions } from './solanaApproval.js'
import type { SolanaNode } from './solanaPreview.js'
import { tokenRows } from './tokenRows.js'

export type DescribeRequestParameters = {
  /** The host's RPC_REQUEST. */
  request: FramePayload<'RPC_REQUEST'>
  /** The signed-in user. */
  user: EmbeddedUser
  /** The session's chain. */
  chainId: number
  /** The site's networks (its settings name them). */
  networks: readonly ConfiguredNetwork[]
  /** The site's Solana nodes (SOLANA_NETWORKS): where transactions are simulated. */
  solanaNodes?: readonly SolanaNode[] | undefined
}

/**
 * What the approval shows for a request to the embedded key, from what is signed: the
 * network and its coin from the transaction's own chainId and the frame's registry, typed
 * data's own domain. The host's `network` label is never read (issue 31).
 *
 * @example
 * const described = await describeRequest({ request, user, chainId: 1, networks })
 * const signature = await described.run(signRequest)
 */
export async function describeRequest(parameters: DescribeRequestParameters): Promise<Described> {
  const { request, user, chainId, networks, solanaNodes = [] } = parameters
  const { method, params } = request
  const list = Array.isArray(params) ? params : []
  const solana = user.accounts.find((a) => a.namespace === 'solana')?.address
  const sameAddress = (address: unknown) =>
    typeof address === 'string' && address.toLowerCase() === user.address.toLowerCase()
  switch (method) {
    case 'personal_sign': {
      const [message, address] = list
      if (typeof message !== 'string' || !sameAddress(address)) throw invalidParameters()
      const bytes = hexToBytes(message) ?? new TextEncoder().encode(message)
      return {
        title: 'signMessage',
        rows: [['account', user.address]],
        body: readableMessage(bytes),
        run: (sign) => sign({ namespace: 'eip155', method, params: [message, user.address] }),
      }
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = list
      if (!sameAddress(address)) throw invalidParameters()
      const { typed, rows, body, warnings } = describeTypedData(data, { chainId, networks })
      // A permit's grants and spenders, read on the operator's RPC for the chain it is signed for.
      const signedChain = readChainId(asObject(typed.domain).chainId) ?? chainId
      const permit = await reviewTypedPermit({
        typed,
        owner: user.address,
        rpcUrl: rpcUrlOf(signedChain, networks),
      })
      return {
        title: 'signTypedData',
        rows: [['account', user.address], ...permit.rows, ...rows],
        body,
        warnings: [...warnings, ...permit.warnings],
        run: (sign) => sign({ namespace: 'eip155', method, params: [user.address, data] }),
      }
    }
    case 'eth_sendTransaction': {
      const tx = asObject(list[0])
      if (tx.from !== undefined && !sameAddress(tx.from)) throw invalidParameters()
      // The chain the signature is for (the server signs `tx.chainId`): it names the network.
      const signedChain = readChainId(tx.chainId)
      if (signedChain === undefined) throw invalidParameters()
      const network = findNetwork(signedChain, networks)
      const value = toBigInt(tx.value ?? '0x0') ?? 0n
      const gas = toBigInt(tx.gas)
      const price = toBigInt(tx.maxFeePerGas ?? tx.gasPrice)
      const rows: Row[] = [
        ['network', networkName(signedChain, network)],
        ['to', typeof tx.to === 'string' ? tx.to : text('contractCreation')],
        ['value', nativeAmount(value, network)],
      ]
      if (gas !== undefined && price !== undefined)
        rows.push(['fee', nativeAmount(gas * price, network)])
      const data = typeof tx.data === 'string' ? tx.data : undefined
      const rpcUrl = rpcUrlOf(signedChain, networks)
      const [token, simulated] = await Promise.all([
        typeof tx.to === 'string' ? tokenRows({ token: tx.to, data, rpcUrl }) : undefined,
        // A contract creation has no `to`: not simulated, its code is shown as bytes.
        typeof tx.to === 'string'
          ? simulationRows({
              rpcUrl,
              account: user.address,
              calls: [{ to: tx.to, value, data }],
              network,
            })
          : undefined,
      ])
      const call = token ? undefined : describeCall(data)
      if (token) rows.push(...token.rows)
      else if (call) rows.push(['call', call])
      // What the chain says will happen reads first, after the network.
      rows.splice(1, 0, ...(simulated?.rows ?? []))
      // The host filled nonce, gas and fees from its RPC; the frame signs, the host sends.
      return {
        title: 'sendTransaction',
        rows,
        warnings: [
          ...chainWarnings(signedChain, { chainId, networks }),
          ...(simulated?.warnings ?? []),
          ...(token?.warnings ?? []),
        ],
        run: (sign) =>
          sign({
            namespace: 'eip155',
            method: 'eth_signTransaction',
            params: [{ ...tx, from: user.address }],
          }),
      }
    }
    case 'solana_signMessage': {
      const { message } = asObject(params)
      if (typeof message !== 'string' || !solana) throw invalidParameters()
      const bytes = base58ToBytes(message)
      // The server refuses the same (it is the authority); refusing here shows nothing to approve.
      const { readSolanaMessage } = await import('./solanaMessage.js')
      const read = readSolanaMessage(bytes, solana)
      if (read.kind === 'refused') throw invalidParameters(read.reason)
      const run: Described['run'] = (sign) =>
        sign({ namespace: 'solana', method, params: { message } })
      if (read.kind === 'bytes')
        return {
          title: 'signMessage',
          rows: [['account', solana]],
          body: readableMessage(bytes),
          run,
        }
      const { applicationDomain, format, signers, text: body } = read.message
      return {
        title: 'offchainMessage',
        rows: [
          ['account', solana],
          ['applicationDomain', applicationDomain],
          ['messageFormat', text(format === 0 ? 'formatAscii' : 'formatUtf8')],
          ['signers', signers.join(', ')],
        ],
        body,
        run,
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction':
      // No network row from the host: a Solana transaction does not name its cluster, and the
      // host's label is not to be trusted (issue 31); the operator's node that knows its
      // blockhash does.
      if (!solana) throw invalidParameters()
      return describeSolanaTransactions({ method, params }, { account: solana, nodes: solanaNodes })
    default:
      throw actionNotAllowed()
  }
}
