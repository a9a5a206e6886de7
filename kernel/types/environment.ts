/** What the kernel knows about where it runs; nothing touches `window` at import time. */
export type Environment = {
  isBrowser: boolean
  isMobile(): boolean
  /** Timers, injectable so tests can control time. */
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  now(): number
  fetch: typeof fetch | undefined
  /** The page origin, when in a browser. */
  origin: string | undefined
}
