import type { Kernel, Network } from 'gangway/kernel'
import type { FrameClient } from './createFrameClient.js'
import type { EmbeddedWallet } from './embeddedWalletTypes.js'
import type { FramePayload } from './protocol.js'

/**
 * Sends an approval method (SPEC §6) to the frame while SPEC §2's ApproveTransaction shows
 * it: the visitor reads the request and clicks Approve or Reject inside the frame, where the
 * host page cannot click for them. The transaction stack is popped on success or error
 * (SPEC §4 "Embedded wallet requests"), which closes the modal when it was opened for this.
 *
 * @example
 * const signature = await requestApproval(kernel, wallet, { method: 'personal_sign', params })
 */
export function requestApproval(
  kernel: Kernel,
  { wallet, request }: { wallet: EmbeddedWallet; request: FramePayload<'RPC_REQUEST'> },
): Promise<unknown> {
  return inFrameView(kernel, { wallet, run: (client) => client.request('RPC_REQUEST', request) })
}

/**
 * Runs a frame request that needs the visitor inside the frame (an approval, the recovery
 * password of CUSTODY=shares) while ApproveTransaction lays the frame over the modal.
 */
export async function inFrameView<result>(
  kernel: Kernel,
  {
    wallet,
    run,
    onClose = (client) => client.abortRpcRequests(),
    titleKey,
  }: {
    wallet: EmbeddedWallet
    run: (client: FrameClient) => Promise<result>
    /** What a forced close of the modal ends (default: the open RPC requests). */
    onClose?: (client: FrameClient) => void
    /** The header's title as a catalogue key, when the frame asks for something else than an approval. */
    titleKey?: string
  },
): Promise<result> {
  const client = await wallet.frame()
  let settled = false
  const data = titleKey === undefined ? undefined : { titleKey }
  if (kernel.modal.isOpen) kernel.router.pushTransactionStack({ view: 'ApproveTransaction', data })
  else {
    await kernel.modal.open({ view: 'ApproveTransaction', data })
    kernel.router.pushTransactionStack({ goBack: true })
  }
  // A forced close (the host's `close({ force: true })`) takes the frame's Approve and Reject
  // off the page: the request ends as aborted instead of waiting for a click nobody can make.
  // Its own close (the pop below) must not abort the other requests.
  const stopClose = kernel.bus.on('close', () => onClose(client))
  try {
    const result = await run(client)
    settled = true
    stopClose()
    kernel.router.popTransactionStack('success')
    return result
  } catch (error) {
    stopClose()
    if (!settled) kernel.router.popTransactionStack('error')
    throw error
  }
}

/** How the approval view names a network and its coin (display only). */
export function approvalNetwork({
  name,
  nativeCurrency,
}: Network): NonNullable<FramePayload<'RPC_REQUEST'>['network']> {
  return { name, symbol: nativeCurrency.symbol, decimals: nativeCurrency.decimals }
}
