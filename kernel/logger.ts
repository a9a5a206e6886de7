import type { Logger } from './types/logger.js'
import type { LogLevel } from './types.js'

export type { Logger } from './types/logger.js'

const levels: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

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
