import { api } from '../api.js'
import type { Handler } from './handler.js'

/** RECOVERY_PASSWORD_CODE: the site mails the code a new recovery password needs. */
export const recoveryPasswordCode: Handler<'RECOVERY_PASSWORD_CODE'> = async () => {
  await api('custody/recovery/code', { auth: true })
  return undefined
}
