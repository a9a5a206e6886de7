import type { Signature } from '@solana/kit'
import { type Network, sleep } from 'gangway/kernel'
import { describeTransactionError } from './describeTransactionError.js'
import {
  ConfirmationTimeoutError,
  TransactionExpiredError,
  TransactionFailedError,
} from './errors.js'
import type { Commitment, SolanaContext } from './types.js'

/** How often the status is polled while the WebSocket notification has not come. */
export const confirmationPollInterval = 1_000
/** Default time to wait for a confirmation. */
export const confirmationTimeout = 90_000

const levels: readonly Commitment[] = ['processed', 'confirmed', 'finalized']
const reached = (status: string | null | undefined, wanted: Commitment) =>
  status ? levels.indexOf(status as Commitment) >= levels.indexOf(wanted) : false

/**
 * Waits until a transaction reaches `commitment`: a `signatureSubscribe` notification over
 * the WebSocket, with `getSignatureStatuses` polling beside it (a node that has no
 * WebSocket, or a notification missed while subscribing, still confirms). Gives up when the
 * blockhash expires (`lastValidBlockHeight`) or after `timeout`.
 *
 * @throws TransactionFailedError (the failure in words), TransactionExpiredError,
 *   ConfirmationTimeoutError.
 * @example
 * await waitForConfirmation(context, { network, signature, lastValidBlockHeight })
 */
export async function waitForConfirmation(
  context: SolanaContext,
  parameters: {
    network: Network
    signature: string
    commitment?: Commitment | undefined
    lastValidBlockHeight?: bigint | undefined
    timeout?: number | undefined
  },
): Promise<void> {
  const { kernel } = context
  const { rpc, subscriptions } = context.getRpc(parameters.network)
  const signature = parameters.signature as Signature
  const commitment = parameters.commitment ?? context.options.commitment ?? 'confirmed'
  const timeout = parameters.timeout ?? context.options.confirmationTimeout ?? confirmationTimeout
  const deadline = kernel.env.now() + timeout
  const controller = new AbortController()
  const abortSignal = controller.signal
  const failed = (err: unknown) =>
    new TransactionFailedError({
      shortMessage: describeTransactionError(err),
      transactionError: err,
    })

  try {
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        controller.abort()
        if (error) reject(error)
        else resolve()
      }
      // Polling starts once the subscription is in place (so a transaction that landed
      // before it is still seen), or after a grace period when the WebSocket is slow or absent.
      let startPolling: () => void = () => {}
      const subscribed = new Promise<void>((ready) => {
        startPolling = ready
        kernel.env.setTimeout(ready, confirmationPollInterval)
      })
      void (async () => {
        try {
          const notifications = await subscriptions()
            .signatureNotifications(signature, { commitment })
            .subscribe({ abortSignal })
          startPolling()
          for await (const { value } of notifications)
            return settle(value.err ? failed(value.err) : undefined)
        } catch (error) {
          startPolling()
          if (!abortSignal.aborted) kernel.log.debug('signatureSubscribe failed; polling', error)
        }
      })()
      void (async () => {
        await subscribed
        while (!abortSignal.aborted) {
          try {
            const { value } = await rpc.getSignatureStatuses([signature]).send({ abortSignal })
            const status = value[0]
            if (status?.err) return settle(failed(status.err))
            if (status && reached(status.confirmationStatus, commitment)) return settle()
            if (parameters.lastValidBlockHeight !== undefined) {
              const height = await rpc.getBlockHeight({ commitment }).send({ abortSignal })
              if (height > parameters.lastValidBlockHeight)
                return settle(new TransactionExpiredError(parameters.signature))
            }
          } catch (error) {
            if (abortSignal.aborted) return
            kernel.log.debug('getSignatureStatuses failed', error)
          }
          if (kernel.env.now() >= deadline)
            return settle(
              new ConfirmationTimeoutError({ signature: parameters.signature, timeout }),
            )
          await sleep(kernel.env, confirmationPollInterval)
        }
      })()
    })
  } finally {
    controller.abort()
  }
}
