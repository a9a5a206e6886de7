import type { ChainAdapter, Kernel, Namespace } from 'gangway/kernel'
import { SendValidationError } from './errors.js'
import { sendMessages } from './messages.js'

/** A chain adapter that can send: the transfer methods of the chain contract are present. */
export type TransferAdapter = ChainAdapter &
  Required<Pick<ChainAdapter, 'estimateTransfer' | 'sendTransfer'>>

/**
 * `true` when the adapter implements the chain contract's transfers (`estimateTransfer` and
 * `sendTransfer`): the only thing Send asks of a chain, whatever its namespace.
 */
export const canTransfer = (adapter: ChainAdapter | undefined): adapter is TransferAdapter =>
  typeof adapter?.estimateTransfer === 'function' && typeof adapter.sendTransfer === 'function'

/** SPEC §5's 'Unsupported chain', for a chain that cannot send. */
export const unsupportedChain = (): SendValidationError =>
  new SendValidationError(
    'SEND_UNSUPPORTED_CHAIN',
    'WalletSend.unsupportedChain',
    sendMessages.en['WalletSend.unsupportedChain'],
  )

/**
 * The namespace's chain adapter (loaded once by the kernel), when it can send.
 *
 * @throws SendValidationError ('Unsupported chain'), ChainAdapterNotFoundError
 * @example
 * const adapter = await getTransferAdapter(kernel, 'bip122')
 * const { fee } = await adapter.estimateTransfer({ from, to, amount, network })
 */
export async function getTransferAdapter(
  kernel: Kernel,
  namespace: Namespace,
): Promise<TransferAdapter> {
  const adapter = await kernel.chains.load(namespace)
  if (canTransfer(adapter)) return adapter
  throw unsupportedChain()
}
