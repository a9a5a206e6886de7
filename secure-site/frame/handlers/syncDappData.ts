import { visitor } from '../api.js'
import { setLocale } from '../messages.js'
import type { Handler } from './handler.js'

/** SYNC_DAPP_DATA: the host's language, for the frame's words and the site's mails. */
export const syncDappData: Handler<'SYNC_DAPP_DATA'> = async ({ language }) => {
  if (language) {
    visitor.language = language
    await setLocale(language)
  }
  return undefined
}
