import type { SendTransferParameters } from 'gangway/kernel'
import type { Hex } from 'viem'
import { encodeNftTransfer } from './encodeNftTransfer.js'
import { InvalidAddressError } from './errors/chain.js'
import { TransactionRevertedError } from './errors/transaction.js'
import { sendTransaction } from './sendTransaction.js'
import type { Eip155Context } from './types.js'
import { validateAddress } from './validateAddress.js'
import { waitForReceipt } from './waitForReceipt.js'

const asBigint = (value: unknown) => (typeof value === 'bigint' ? value : undefined)

/**
 * Sends a native, ERC-20 or NFT (ERC-721 / ERC-1155 `safeTransferFrom`) transfer through the connector's wallet and waits until it is
 * mined. A native transfer given the estimate the visitor saw pays at most its fee (Max
 * leaves exactly that), with the estimate's gas and fees per gas.
 *
 * @returns The transaction hash.
 * @throws TransactionRevertedError when mined but reverted, and `sendTransaction`'s errors.
 * @example
 * const hash = await sendTransfer(context, { connectorId, from, to, amount: 10n ** 16n, network: base })
 */
export async function sendTransfer(
  context: Eip155Context,
  parameters: SendTransferParameters,
): Promise<Hex> {
  const { connectorId, from, to, amount, token, nft, network, estimate } = parameters
  const quote = !token && estimate?.quote ? estimate.quote : {}
  // The receiver travels inside the calldata there: sendTransaction checks only `to`.
  if (nft && !validateAddress(to)) throw new InvalidAddressError(to)
  const hash = await sendTransaction(context, {
    connectorId,
    address: from,
    network,
    ...(token && nft
      ? { to: token, data: encodeNftTransfer({ from, to, amount, nft }) }
      : token
        ? { to, token: { address: token, amount } }
        : { to, value: amount }),
    gas: asBigint(quote.gas),
    maxFeePerGas: asBigint(quote.maxFeePerGas),
    maxPriorityFeePerGas: asBigint(quote.maxPriorityFeePerGas),
    gasPrice: asBigint(quote.gasPrice),
  })
  const { status } = await waitForReceipt(context, { network, hash })
  if (status === 'reverted') throw new TransactionRevertedError(hash)
  return hash
}
