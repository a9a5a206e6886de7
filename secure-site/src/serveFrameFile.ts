import { readFile } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import { type AllowedOrigin, frameAncestorSources } from './isAllowedOrigin.js'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/** The frame page's Content-Security-Policy (EMBEDDED-CONTRACT.md). */
export function frameContentSecurityPolicy(
  allowedOrigins: readonly AllowedOrigin[],
  connectSrc: readonly string[],
): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    ['connect-src', "'self'", ...connectSrc].join(' '),
    ['frame-ancestors', ...frameAncestorSources(allowedOrigins)].join(' '),
  ].join('; ')
}

/** Which file `serveFrameFile` serves, and the policy it is served under. */
export type ServeFrameFileParameters = {
  /** The file's path under the root, as the request names it (URL-encoded). */
  path: string
  /** The response's Content-Security-Policy (`frameContentSecurityPolicy`). */
  csp: string
}

/**
 * Serves one file of the built frame page from `root`, or `undefined` when there is none
 * (also for paths that leave `root`). `index.html` is never cached: it names the assets.
 *
 * @example
 * const response = await serveFrameFile(frameDir, { path: 'frame.js', csp })
 */
export async function serveFrameFile(
  root: string,
  { path, csp }: ServeFrameFileParameters,
): Promise<Response | undefined> {
  let relative: string
  try {
    relative = decodeURIComponent(path)
  } catch {
    return undefined
  }
  const base = resolve(root)
  const file = resolve(base, `.${sep}${relative}`)
  if (file !== base && !file.startsWith(base + sep)) return undefined
  const extension = extname(file)
  const type = contentTypes[extension]
  if (!type) return undefined
  let body: Buffer
  try {
    body = await readFile(file)
  } catch {
    return undefined
  }
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': type,
      'Content-Security-Policy': csp,
      // The recovery passkey (CUSTODY=shares) is made and asked for by this origin only; the
      // host page's frame element allows both too.
      'Permissions-Policy': 'publickey-credentials-create=(self), publickey-credentials-get=(self)',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': extension === '.html' ? 'no-store' : 'no-cache',
    },
  })
}
