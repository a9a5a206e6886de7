import { api } from '../api.js'
import type { Handler } from './handler.js'

/** UPDATE_EMAIL_PRIMARY_OTP: the current address's code; the site mails the new one a code. */
export const updateEmailPrimaryOtp: Handler<'UPDATE_EMAIL_PRIMARY_OTP'> = async ({ otp }) => {
  await api('email/update/primary', { body: { otp }, auth: true })
  return { action: 'verify-secondary-otp' }
}
