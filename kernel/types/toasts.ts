import type { ToastVariant } from './events.js'

/**
 * A toast's text: SPEC's English (what the bus and the log carry) and, for the modal, the key
 * of its translation in the visitor's language (a key the modal's or a plugin's English
 * catalogue holds).
 */
export type ToastText = { text: string; key: string }

export type Toasts = {
  show(variant: ToastVariant, message: string | ToastText): void
  hide(): void
}
