export type Logger = {
  debug(message: string, ...data: unknown[]): void
  info(message: string, ...data: unknown[]): void
  warn(message: string, ...data: unknown[]): void
  error(message: string, ...data: unknown[]): void
  /** A logger whose lines are prefixed with `[source]` (a plugin's name). */
  child(source: string): Logger
}
