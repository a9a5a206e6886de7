import { ConfigError } from './errors.js'
import { type AllowedOrigin, parseAllowedOrigin } from './isAllowedOrigin.js'
import { type Origin, parseOrigin } from './origin.js'

/**
 * Reads a setting that names an origin (PUBLIC_URL): one trailing `/` is forgiven, anything
 * else that is not exactly an http(s) origin is a ConfigError naming the variable.
 *
 * @example
 * readOriginSetting('https://wallet.example.com/', 'PUBLIC_URL') // 'https://wallet.example.com'
 */
export function readOriginSetting(text: string, variable: string): Origin {
  const trimmed = text.trim()
  const origin = parseOrigin(trimmed.endsWith('/') ? trimmed.slice(0, -1) : trimmed)
  if (origin) return origin
  throw new ConfigError(
    variable,
    `${variable} must be an http(s) origin: a lower-case host, no path, no user name, e.g. https://wallet.example.com (got ${JSON.stringify(text)})`,
  )
}

/**
 * Reads an allow-list (ALLOWED_ORIGINS, a comma list, or the entries a program passes):
 * every entry parsed once, here, into the form every check, the CORS answer and the frame's
 * `frame-ancestors` then use. A bad entry is a ConfigError naming the variable.
 *
 * @example
 * readAllowedOriginsSetting('https://shop.example.com,https://*.example.com', 'ALLOWED_ORIGINS')
 */
export function readAllowedOriginsSetting(
  value: string | readonly (string | AllowedOrigin)[],
  variable: string,
): AllowedOrigin[] {
  const entries = (typeof value === 'string' ? value.split(',') : value).filter(
    (entry) => typeof entry !== 'string' || entry.trim() !== '',
  )
  if (entries.length === 0)
    throw new ConfigError(variable, `${variable} must list at least one origin`)
  return entries.map((entry) => {
    const parsed = typeof entry === 'string' ? parseAllowedOrigin(entry) : entry
    if (parsed) return parsed
    throw new ConfigError(
      variable,
      `${variable} entries must be origins like https://shop.example.com, https://*.example.com or http://localhost:*: a * stands for one whole leading label or the port, and no path or user name (got ${JSON.stringify(entry)})`,
    )
  })
}
