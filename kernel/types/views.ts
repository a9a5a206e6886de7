import type { entryIcons } from '../entryIcons.js'
import type { ConnectorType } from './connection.js'
import type { Namespace } from './network.js'

/** A lazily loaded view module: its default export is the view component. */
export type ViewModule = { default: unknown }
export type ViewLoader = () => Promise<ViewModule>

/** One of the icons an entry may show (`entryIcons`). */
export type EntryIcon = (typeof entryIcons)[number]

/** A plugin's own entry icon: `https:` or `data:image/…` only (drawn as an image). */
export type EntryImageUrl = `https://${string}` | `data:image/${string}`

/** A button a plugin adds to a place in the UI. */
export type Entry = {
  /** Where it appears. `account` = the Account view's feature buttons. */
  where: 'account' | 'connect'
  /**
   * A message key, looked up in the modal's catalogue and then the plugin's own `messages`
   * (so it is translated like any other text); shown as is when no catalogue has it.
   */
  label: string
  /** The view it opens. */
  view: string
  /**
   * Sort key among the entries of its place, lower first (default 100). First-party
   * features use 10–40 (docs/writing-a-plugin.md lists them): pick a number between or after.
   */
  order?: number | undefined
  /**
   * One of `entryIcons` (default `grid`), or the plugin's own image: an `https:` or
   * `data:image/…` URL (an SVG data URL keeps it in the descriptor, with no request).
   */
  icon?: EntryIcon | EntryImageUrl | undefined
  /** Shown only for these namespaces. */
  namespaces?: readonly Namespace[] | undefined
  /** Shown only while the account's connector is of one of these types (e.g. `AUTH`). */
  connectorTypes?: readonly ConnectorType[] | undefined
}
