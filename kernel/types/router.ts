/** A view on the stack, with the data it was opened with. */
export type ViewEntry = { view: string; data?: unknown }

/** A pending wallet action shown in ApproveTransaction (SPEC §2, transaction stack). */
export type TransactionAction = {
  /** View to show for it; omitted = stay. */
  view?: string | undefined
  /** Data for that view. */
  data?: unknown
  /** Go back one view when it resolves. */
  goBack?: boolean | undefined
  /** Replace the current view instead of pushing. */
  replace?: boolean | undefined
  onSuccess?: (() => void) | undefined
  onError?: (() => void) | undefined
  onCancel?: (() => void) | undefined
}

export type Router = {
  /** The view on top of the stack. */
  readonly view: string | undefined
  readonly stack: readonly ViewEntry[]
  /**
   * Opens a view on top of the stack; pushing the view on top again without data does nothing.
   *
   * @example kernel.router.push({ view: 'Swap', data: { from: 'ETH' } })
   */
  push(entry: ViewEntry): void
  /** Replaces the top view. */
  replace(entry: ViewEntry): void
  /** Replaces the whole stack with one view. */
  reset(entry: ViewEntry): void
  /**
   * SPEC §2: back from the first view closes the modal, and so does back while
   * UnsupportedChain is in the history.
   */
  goBack(): void
  /**
   * Removes the top view without SPEC §2's closing rules: for the kernel leaving a view it
   * put on top of what the visitor had open (UnsupportedChain once the wallet is back).
   */
  pop(): void
  /** Starts a wallet action shown in ApproveTransaction (or another view). */
  pushTransactionStack(action: TransactionAction): void
  /** Ends the newest wallet action. */
  popTransactionStack(status: 'success' | 'error' | 'cancel'): void
}
