import { getShortMessage } from 'gangway/kernel'
import type { EmailText } from './messages.js'

/**
 * The secure site's message for 503 MAIL_UNAVAILABLE (secure-site/API.md): the code mail did
 * not leave, and trying again soon works. The frame passes on the code too (`siteCode`).
 */
export const mailUnavailableMessage = 'The mail could not be sent. Please try again in a moment'

/**
 * What an e-mail view shows for a failed step: a code mail that could not be sent, in the
 * visitor's language (`email.mailUnavailable`); anything else as `otherwise` words it.
 *
 * @param failure - What the embedded wallet's call threw.
 * @param text - The e-mail views' text.
 * @param otherwise - The view's wording of other failures (default: the frame's message).
 * @returns The text for the view's error line.
 * @example
 * setError(emailErrorText(failure, text, (other) => loginErrorText(other, t, kernel)))
 */
export function emailErrorText(
  failure: unknown,
  {
    text,
    otherwise = getShortMessage,
  }: { text: EmailText; otherwise?: (failure: unknown) => string },
): string {
  const siteCode = (failure as { siteCode?: unknown } | undefined)?.siteCode
  // The code where the frame passes it on; the message from a frame that does not yet.
  if (siteCode === 'MAIL_UNAVAILABLE' || getShortMessage(failure) === mailUnavailableMessage)
    return text('email.mailUnavailable')
  return otherwise(failure)
}
