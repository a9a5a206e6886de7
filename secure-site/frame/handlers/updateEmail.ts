import { api } from '../api.js'
import type { Handler } from './handler.js'

/** UPDATE_EMAIL: the site mails a code to the current address. */
export const updateEmail: Handler<'UPDATE_EMAIL'> = async ({ newEmail }) => {
  const { body } = await api<{ action: 'verify-primary-otp' }>('email/update', {
    body: { newEmail },
    auth: true,
  })
  return { action: body.action }
}
