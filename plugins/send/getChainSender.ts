import type { Eip155Adapter } from 'gangway/eip155'
import type { Kernel, Namespace, Network } from 'gangway/kernel'
import type { SolanaAdapter } from 'gangway/solana'
import { SendRevertedError, SendValidationError } from './errors.js'
import { sendMessages } from './messages.js'

/** A network fee estimate, in the native coin's smallest unit. */
export type FeeEstimate = {
  /**
   * The most the transfer costs the sender besides the amount: gas × max fee per gas
   * (eip155); the network fee plus `rent` (solana).
   */
  fee: bigint
  /** Solana: the rent-exempt minimum of the receiver's token account the transfer creates. */
  rent?: bigint | undefined
  gas?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  gasPrice?: bigint | undefined
}

/** One transfer: `token` is the token contract or mint; absent for the native coin. */
export type Transfer = {
  from: string
  to: string
  amount: bigint
  token?: string | undefined
  network: Network
}

/** What the send flow needs from a chain, whatever its namespace. */
export type ChainSender = {
  namespace: Namespace
  validateAddress(address: string): boolean
  estimateFee(transfer: Transfer): Promise<FeeEstimate>
  /** Sends through the connected wallet and resolves once the transfer is confirmed. */
  send(transfer: Transfer & { connectorId: string; fee?: FeeEstimate | undefined }): Promise<string>
}

/**
 * SPEC §9 has no Solana fee: the base fee is 5000 lamports per signature; a transfer has
 * one. Used when the adapter cannot estimate (an older solana adapter).
 */
export const solanaSignatureFee = 5000n

/** ERC-20 `transfer(to, amount)` calldata, written out to keep viem out of this chunk. */
export function erc20TransferData(to: string, amount: bigint): `0x${string}` {
  const word = (hex: string) => hex.padStart(64, '0')
  return `0xa9059cbb${word(to.replace(/^0x/, '').toLowerCase())}${word(amount.toString(16))}`
}

function eip155Sender(adapter: Eip155Adapter): ChainSender {
  return {
    namespace: 'eip155',
    validateAddress: (address) => adapter.validateAddress(address),
    async estimateFee({ from, to, amount, token, network }) {
      const client = adapter.getPublicClient(network)
      const gas = await client.estimateGas({
        account: from as `0x${string}`,
        to: (token ?? to) as `0x${string}`,
        ...(token ? { data: erc20TransferData(to, amount) } : { value: amount }),
      })
      try {
        const { maxFeePerGas, maxPriorityFeePerGas } = await client.estimateFeesPerGas()
        return { fee: gas * maxFeePerGas, gas, maxFeePerGas, maxPriorityFeePerGas }
      } catch {
        const gasPrice = await client.getGasPrice()
        return { fee: gas * gasPrice, gas, gasPrice }
      }
    },
    async send({ connectorId, from, to, amount, token, network, fee }) {
      // A native send pays at most the fee the form reserved (Max leaves exactly that).
      const fees =
        !token && fee
          ? {
              gas: fee.gas,
              maxFeePerGas: fee.maxFeePerGas,
              maxPriorityFeePerGas: fee.maxPriorityFeePerGas,
              gasPrice: fee.gasPrice,
            }
          : {}
      const hash = await adapter.sendTransaction({
        connectorId,
        address: from,
        network,
        to,
        ...(token ? { token: { address: token, amount } } : { value: amount }),
        ...fees,
      })
      const { status } = await adapter.waitForReceipt({ network, hash })
      if (status === 'reverted') throw new SendRevertedError(hash)
      return hash
    },
  }
}

function solanaSender(adapter: SolanaAdapter): ChainSender {
  return {
    namespace: 'solana',
    validateAddress: (address) => adapter.validateAddress(address),
    // The adapter prices the message it would send and adds the rent of a token account
    // the transfer creates (an SPL send to a receiver without one).
    async estimateFee({ from, to, amount, token, network }) {
      if (typeof adapter.estimateTransferFee !== 'function') return { fee: solanaSignatureFee }
      const { fee, rent } = await adapter.estimateTransferFee({
        from,
        to,
        network,
        ...(token ? { token: { address: token, amount } } : { value: amount }),
      })
      return { fee, rent }
    },
    send: ({ connectorId, from, to, amount, token, network }) =>
      adapter.sendTransaction({
        connectorId,
        address: from,
        network,
        to,
        ...(token ? { token: { address: token, amount } } : { value: amount }),
      }),
  }
}

/**
 * The namespace's sender, built on its chain adapter (loaded once by the kernel). Only
 * eip155 and solana can send (SPEC §5); anything else is 'Unsupported chain'.
 *
 * @throws SendValidationError ('Unsupported chain'), ChainAdapterNotFoundError
 */
export async function getChainSender(kernel: Kernel, namespace: Namespace): Promise<ChainSender> {
  const adapter = await kernel.chains.load(namespace)
  const canSend = typeof (adapter as { sendTransaction?: unknown }).sendTransaction === 'function'
  if (canSend && namespace === 'eip155') return eip155Sender(adapter as Eip155Adapter)
  if (canSend && namespace === 'solana') return solanaSender(adapter as SolanaAdapter)
  throw new SendValidationError(
    'SEND_UNSUPPORTED_CHAIN',
    'WalletSend.unsupportedChain',
    sendMessages.en['WalletSend.unsupportedChain'],
  )
}
