import { hashCode } from './hashCode.js'
import { type IssueCodeParameters, issueCode } from './issueCode.js'

/** A code issued for a mail that has not left yet. */
export type PendingCode = {
  /** The 6-digit code to mail. */
  code: string
  /**
   * The mail did not leave: puts back the code it replaced (with its tries), or removes the
   * new one if there was none. A code issued since is left alone.
   */
  withdraw(): Promise<void>
}

/**
 * Issues a code as `issueCode` does, keeping the one it replaces until the mail is out: a
 * visitor whose resend failed may still enter the code mailed before.
 */
export async function issuePendingCode<Outcome>(
  parameters: IssueCodeParameters<Outcome>,
): Promise<PendingCode> {
  const { database, codeKey, target } = parameters
  const { code, previous } = await issueCode(parameters)
  const issued = [target.subject, target.purpose, hashCode({ codeKey, target, code })]
  return {
    code,
    async withdraw() {
      if (!previous) {
        await database.query(
          'DELETE FROM codes WHERE subject = $1 AND purpose = $2 AND code_hash = $3',
          issued,
        )
        return
      }
      await database.query(
        `UPDATE codes SET id = $4, code_hash = $5, device_hash = $6, payload = $7,
           expires_at = $8, attempts = $9, used_at = $10
         WHERE subject = $1 AND purpose = $2 AND code_hash = $3`,
        [
          ...issued,
          previous.id,
          previous.code_hash,
          previous.device_hash,
          previous.payload,
          previous.expires_at,
          previous.attempts,
          previous.used_at,
        ],
      )
    },
  }
}
