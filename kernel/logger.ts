import type { LogLevel } from './types.js'

const levels: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

export type Logger = {
  debug(message: string, ...data: unknown[]): void
  info(message: string, ...data: unknown[]): void
  warn(message: string, ...data: unknown[]): void
  error(message: string, ...data: unknown[]): void
  /** A logger whose lines are prefixed with `[source]` (a plugin's name). */
  child(source: string): Logger
}

/** A console logger; SPEC §9 default level is `error`. */
export function createLogger(level: LogLevel = 'error', prefix = '[gangway]'): Logger {
  const threshold = levels[level]
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (message: string, ...data: unknown[]) => {
      if (levels[name] < threshold) return
      console[name](`${prefix} ${message}`, ...data)
    }
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (source) => createLogger(level, `${prefix} [${source}]`),
  }
}
