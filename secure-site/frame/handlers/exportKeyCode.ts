import { api } from '../api.js'
import type { Handler } from './handler.js'

/** EXPORT_KEY_CODE: the site mails the code a key export needs. */
export const exportKeyCode: Handler<'EXPORT_KEY_CODE'> = async () => {
  await api('export/code', { auth: true })
  return undefined
}
