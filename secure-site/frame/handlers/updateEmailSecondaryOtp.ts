import { api } from '../api.js'
import { frameState } from '../login/frameState.js'
import type { Handler } from './handler.js'

/** UPDATE_EMAIL_SECONDARY_OTP: the new address's code; the change is made. */
export const updateEmailSecondaryOtp: Handler<'UPDATE_EMAIL_SECONDARY_OTP'> = async ({ otp }) => {
  const { body } = await api<{ email: string }>('email/update/secondary', {
    body: { otp },
    auth: true,
  })
  if (frameState.user) frameState.user = { ...frameState.user, email: body.email }
  return { newEmail: body.email }
}
