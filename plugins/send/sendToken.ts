import {
  type ChainAdapter,
  caches,
  getShortMessage,
  type Kernel,
  NetworkNotFoundError,
  type TransferEstimate,
} from 'gangway/kernel'
import { SendValidationError } from './errors.js'
import { getTransferAdapter } from './getTransferAdapter.js'
import { sendMessages } from './messages.js'
import { initialSendState, type SendState, sendSlice } from './state.js'
import { checkSend, validateSend } from './validateSend.js'

/** Reads the `send` slice. */
export const getSendState = (kernel: Kernel): SendState => sendSlice.get(kernel)

/** Changes the `send` slice. */
export function updateSend(kernel: Kernel, changes: Partial<SendState>): void {
  sendSlice.update(kernel, (draft) => {
    Object.assign(draft, changes)
  })
}

/** Empties the form (the balances stay: they belong to the account, not the form). */
export function resetSend(kernel: Kernel): void {
  sendSlice.update(kernel, (draft) => {
    Object.assign(draft, { ...initialSendState, tokenBalances: draft.tokenBalances })
  })
}

export type SendTokenParameters = {
  /** The estimate the visitor saw; the transfer pays at most its fee. */
  estimate?: TransferEstimate | undefined
  /** Runs after a confirmed send, e.g. to fetch balances again. */
  onConfirmed?: (() => void | Promise<void>) | undefined
}

/**
 * SPEC §4 "Send flow": validate, track SEND_INITIATED, send with the loading flag set, then
 * track SEND_SUCCESS (native sends), reset the form and go back to Account. Balances are read
 * again after the confirmed send (the kernel's balance caches are cleared). A rejected or
 * failed send keeps the form as it was, tracks SEND_ERROR and stores the reason in `error`.
 * The chain does the transfer through its adapter's `sendTransfer`, whatever the namespace.
 *
 * @returns The transaction hash (or signature, or txid: the chain's own id).
 * @throws SendValidationError before anything is sent; the chain's error after.
 * @example
 * await sendToken(kernel)
 */
export async function sendToken(
  kernel: Kernel,
  parameters: SendTokenParameters = {},
): Promise<string> {
  const state = getSendState(kernel)
  if (state.loading)
    throw new SendValidationError(
      'SEND_IN_PROGRESS',
      'WalletSend.inProgress',
      sendMessages.en['WalletSend.inProgress'],
    )
  const connection = kernel.connections.get()
  const adapter: ChainAdapter | undefined = connection
    ? await kernel.chains.load(connection.namespace)
    : undefined
  validateSend({ adapter, state })
  const sender = await getTransferAdapter(kernel, connection!.namespace)
  const network = kernel.networks.getActive(connection!.namespace)
  const token = state.token!
  const amount = checkSend({ state, adapter: sender, fee: parameters.estimate?.fee })
  const account = connection!.accounts.find((a) => a.address === connection!.address)
  const properties = {
    isSmartAccount: account?.type === 'smartAccount',
    token: token.address ?? token.symbol,
    amount: state.sendTokenAmount,
    network: network?.caipNetworkId ?? connection!.caipNetworkId,
  }
  kernel.analytics.track('SEND_INITIATED', properties)
  updateSend(kernel, { loading: true, error: undefined })
  // SPEC §2: the send is a wallet action; a native EVM send pushes no target view.
  kernel.router.pushTransactionStack({})
  try {
    if (!network) throw new NetworkNotFoundError(connection!.caipNetworkId)
    const hash = await sender.sendTransfer({
      connectorId: connection!.connector.id,
      from: connection!.address,
      to: state.receiverAddress.trim(),
      amount,
      token: token.address,
      nft: token.nft,
      network,
      estimate: parameters.estimate,
    })
    kernel.router.popTransactionStack('success')
    if (!token.address) kernel.analytics.track('SEND_SUCCESS', { ...properties, hash })
    kernel.storage.clearCache({ cache: caches.portfolio })
    kernel.storage.clearCache({ cache: caches.nativeBalance })
    resetSend(kernel)
    kernel.router.reset({ view: 'Account' })
    await parameters.onConfirmed?.()
    return hash
  } catch (error) {
    kernel.router.popTransactionStack('error')
    const message = getShortMessage(error)
    kernel.analytics.track('SEND_ERROR', { ...properties, message })
    updateSend(kernel, { loading: false, error: message })
    throw error
  }
}
