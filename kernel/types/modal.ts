import type { Namespace } from './network.js'

export type OpenOptions = {
  /** A view to show instead of the default one. */
  view?: string | undefined
  /** Data for that view. */
  data?: unknown
  /** The namespace the visitor should connect in. */
  namespace?: Namespace | undefined
  /**
   * A connection URI (e.g. a WalletConnect `wc:` URI) for the plugin that pairs with it:
   * passed to the view as `data.uri`; that plugin's initial-view rule picks the view.
   */
  uri?: string | undefined
}

/**
 * A plugin's say in the view the modal opens on: a view name, or `undefined` to leave the
 * choice to the next rule and then to SPEC §2's defaults (Account when connected, else
 * Connect). A view the host asks for (`open({ view })`) wins over every rule.
 */
export type InitialViewRule = (parameters: {
  options: OpenOptions
  /** The connected address in the namespace asked about (or the active one). */
  address: string | undefined
}) => string | undefined

/** Returns `false` to keep the modal open on `close()` (e.g. sign-in is required). */
export type CloseGuard = (view: string | undefined) => boolean

export type Modal = {
  readonly isOpen: boolean
  /** Opens the modal on the view SPEC §2's rules pick; resolves once the UI is mounted. */
  open(options?: OpenOptions): Promise<void>
  /**
   * Closes the modal. Refused (returns `false`, and shakes) while ApproveTransaction is
   * shown unless `force`, or while a close guard says no.
   */
  close(options?: { force?: boolean }): boolean
  shake(): void
  setLoading(loading: boolean): void
  /** Adds a guard consulted on every close; returns its removal. */
  addCloseGuard(guard: CloseGuard): () => void
  /**
   * Adds a rule for the view the modal opens on, consulted in the order added after a
   * requested view; returns its removal.
   *
   * @example
   * kernel.modal.addInitialViewRule(({ options }) => (options.uri ? 'ConnectingWalletConnect' : undefined))
   */
  addInitialViewRule(rule: InitialViewRule): () => void
  /** The view `open(options)` shows (SPEC §2): the requested one, a plugin's rule, Account or Connect. */
  initialView(options?: OpenOptions): string
}
