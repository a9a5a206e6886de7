import type { ToastVariant } from './events.js'

/**
 * A toast's text: SPEC's English (what the bus and the log carry) and, for the modal, the key
 * of its translation in the visitor's language (a key the modal's or a plugin's English
 * catalogue holds).
 */
export type ToastText = { text: string; key: string }

export type ShowToastParameters = {
  variant: ToastVariant
  /** SPEC's English, or the English with its translation's key. */
  message: string | ToastText
}

export type Toasts = {
  /**
   * Shows a toast; one already open hides first and the new one follows after 150 ms.
   *
   * @example kernel.toasts.show({ variant: 'success', message: 'Tip sent' })
   */
  show(parameters: ShowToastParameters): void
  hide(): void
}
