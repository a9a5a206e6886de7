import type { Connection, Kernel, TransferEstimate } from 'gangway/kernel'
import { describeError, refreshBalances, type Translate } from 'gangway/ui'
import { type RefObject, useEffect } from 'react'
import type { SendText } from '../../messages.js'
import { getSendState, sendToken, updateSend } from '../../sendToken.js'

/**
 * Send, from the preview: the send flow (SPEC §4), a success toast with the amount, or the
 * failure in the visitor's language with the focus back on Send. A failure left from an
 * earlier attempt is cleared when the preview opens.
 */
export function useConfirmSend(parameters: {
  kernel: Kernel
  connection: Connection | undefined
  estimate: TransferEstimate | undefined
  /** The amount and symbol, as the success toast says them. */
  amountText: string
  sendButton: RefObject<HTMLButtonElement | null>
  text: SendText
  t: Translate
}): () => Promise<void> {
  const { kernel, connection, estimate, amountText, sendButton, text, t } = parameters

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the preview opens
  useEffect(() => {
    if (!getSendState(kernel).loading) updateSend(kernel, { error: undefined })
  }, [])

  return async function confirm() {
    try {
      await sendToken(kernel, {
        estimate,
        onConfirmed: () => refreshBalances(kernel, connection),
      })
      kernel.toasts.show({
        variant: 'success',
        message: text('WalletSendPreview.success', { amount: amountText }),
      })
    } catch (error) {
      kernel.log.warn('[send] send failed', error)
      // sendToken keeps the English (SEND_ERROR's); the visitor reads their language.
      if (getSendState(kernel).error) updateSend(kernel, { error: describeError(error, { t }) })
      sendButton.current?.focus()
    }
  }
}
