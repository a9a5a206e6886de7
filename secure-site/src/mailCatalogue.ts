import type { CodePurpose } from './hashCode.js'

/** A mail's subject and plain-text body (nothing in a mail is rendered as HTML). */
export type MailText = { subject: string; text: string }

export type MailCatalogue = {
  /** What a code is for, as its subject and body name it. */
  purposes: Record<CodePurpose, string>
  code(values: { appName: string; code: string; purpose: string }): MailText
  exportCode(values: { appName: string; code: string }): MailText
  /** The login code for a wallet's address asked from a device it has not seen. */
  newDeviceCode(values: { appName: string; code: string; email: string }): MailText
  /** Told once when an address spent its wrong-code budget and is locked for `hours`. */
  addressLocked(values: { appName: string; email: string; hours: number }): MailText
}
