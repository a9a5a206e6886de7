import { loadLocaleCatalogue } from '../i18n/loadLocaleCatalogue.js'
import type { ButtonMessages } from './buttonMessages.js'

/**
 * The page button's strings in a locale's catalogue (`Connect.title` is its Connect label),
 * `english` where it has none. English is passed in, not imported: a lazy chunk sharing a
 * module with the page would split that module into a chunk of its own the page loads too.
 */
export async function buttonMessagesFor(
  locale: string,
  english: ButtonMessages,
): Promise<ButtonMessages> {
  const catalogue = (await loadLocaleCatalogue(locale)) ?? {}
  return {
    connect: catalogue['Connect.title'] ?? english.connect,
    connecting: catalogue['ConnectButton.connecting'] ?? english.connecting,
    network: catalogue['ConnectButton.network'] ?? english.network,
  }
}
