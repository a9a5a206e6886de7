import { RequestRejectedError } from './errors/request.js'
import { trackPendingRequest } from './trackPendingRequest.js'
import type { CaipNetworkId, Kernel } from './types.js'

/** An amount as people read it, already formatted by the chain plugin. */
export type ApprovalAmount = {
  /** Decimal string, e.g. `0.25`. */
  amount: string
  /** e.g. `ETH`. */
  symbol: string
}

/**
 * What a wallet request asks the visitor to approve: the content ApproveTransaction shows
 * (SPEC §2). All text is shown as text, never as HTML.
 */
export type ApprovalRequest = {
  /** The JSON-RPC method, e.g. `eth_sendTransaction`, `personal_sign`. */
  method: string
  /** The origin of the site that asks, e.g. `https://shop.example`. */
  origin: string
  /** The network the request runs on. */
  caipNetworkId?: CaipNetworkId | undefined
  /** The decoded contract call (transactions) or the message (signatures). */
  content:
    | {
        kind: 'call'
        /** The called address. */
        to: string
        /** The decoded function, e.g. `transfer(address,uint256)`; absent when unknown. */
        functionName?: string | undefined
        /** The decoded arguments, in order, as text. */
        args?: readonly { name: string; value: string }[] | undefined
        /** The raw calldata, shown when the call could not be decoded. */
        data?: string | undefined
      }
    | {
        kind: 'message'
        /** The message as text (a hex message decoded to UTF-8 where it is text). */
        message: string
      }
  /** The value sent with it. */
  value?: ApprovalAmount | undefined
  /** The estimated network fee. */
  fee?: ApprovalAmount | undefined
  /**
   * The visitor's address and the request's params as the dapp sent them: with
   * `caipNetworkId`, ApproveTransaction previews what the request will do (issue 33,
   * `previewRequest`) and keeps the decoded call above one tap away.
   */
  from?: string | undefined
  params?: unknown
}

/** The data the ApproveTransaction view is opened with. */
export type ApproveTransactionData = {
  request: ApprovalRequest
  approve(): void
  reject(): void
}

/**
 * Shows ApproveTransaction for a wallet request and resolves when the visitor approves it.
 * Rejects with `RequestRejectedError` (4001) on Reject, when the modal is closed (forced),
 * or on SPEC §2's close with an empty transaction stack. The modal opens when it is
 * closed; after the answer it goes back to the view it was on, or closes.
 *
 * @example
 * await requestApproval(kernel, {
 *   method: 'eth_sendTransaction',
 *   origin: location.origin,
 *   content: { kind: 'call', to, functionName: 'transfer(address,uint256)', args },
 *   value: { amount: '0', symbol: 'ETH' },
 *   fee: { amount: '0.00042', symbol: 'ETH' },
 * })
 */
export function requestApproval(kernel: Kernel, request: ApprovalRequest): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let answered = false
    const finish = (error?: RequestRejectedError) => {
      if (answered) return
      answered = true
      release()
      stopClose()
      if (error) reject(error)
      else resolve()
    }
    const release = trackPendingRequest(kernel, (error) => finish(error))
    // A forced close (the host's `close({ force: true })`) ends the request too.
    const stopClose = kernel.bus.on('close', () => {
      const rest = kernel.store
        .getState()
        .router.transactionStack.filter((action) => action !== entry)
      kernel.store.setState((state) => {
        state.router.transactionStack = rest
      })
      finish(new RequestRejectedError({ details: 'The modal was closed.' }))
    })
    const data: ApproveTransactionData = {
      request,
      approve: () => {
        if (!answered) kernel.router.popTransactionStack('success')
      },
      reject: () => {
        if (!answered) kernel.router.popTransactionStack('cancel')
      },
    }
    const wasOpen = kernel.modal.isOpen
    const entry = {
      view: wasOpen ? 'ApproveTransaction' : undefined,
      data,
      goBack: true,
      onSuccess: () => finish(),
      onError: () => finish(new RequestRejectedError()),
      onCancel: () => finish(new RequestRejectedError()),
    }
    kernel.router.pushTransactionStack(entry)
    if (!wasOpen)
      kernel.modal.open({ view: 'ApproveTransaction', data }).catch((error: unknown) => {
        kernel.log.error('ApproveTransaction could not be shown', error)
        kernel.router.popTransactionStack('error')
      })
  })
}
