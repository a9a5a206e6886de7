import { loadLocaleCatalogue } from '../i18n/loadLocaleCatalogue.js'
import { type ButtonMessages, buttonEnglish } from './buttonMessages.js'

/** The page button's strings in a locale, from the modal's catalogue; English where it has none. */
export async function buttonMessagesFor(locale: string): Promise<ButtonMessages> {
  const catalogue = await loadLocaleCatalogue(locale)
  return {
    connect: catalogue?.['Connect.title'] ?? buttonEnglish.connect,
    connecting: catalogue?.['ConnectButton.connecting'] ?? buttonEnglish.connecting,
    network: catalogue?.['ConnectButton.network'] ?? buttonEnglish.network,
  }
}
