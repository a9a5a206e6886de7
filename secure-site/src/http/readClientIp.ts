import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The client's IP: the socket's address, or with `trustProxy` proxies in front the
 * X-Forwarded-For hop the outermost trusted proxy added (a client cannot forge that one).
 */
export function readClientIp(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    const hop = hops[hops.length - trustProxy]
    if (hop) return hop
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
