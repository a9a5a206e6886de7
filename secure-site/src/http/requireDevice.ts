import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { ApiError } from '../errors.js'
import { sha256Hex } from '../sha256Hex.js'
import type { SiteEnv } from './siteEnv.js'

const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/)

/** Middleware reading X-Gangway-Device (400 INVALID_DEVICE) into `deviceHash`. */
export function requireDevice(): MiddlewareHandler<SiteEnv> {
  return async (c, next) => {
    const device = deviceIdSchema.safeParse(c.req.header('x-gangway-device'))
    if (!device.success) {
      throw new ApiError(
        400,
        'INVALID_DEVICE',
        'The X-Gangway-Device header is missing or malformed',
      )
    }
    c.set('deviceHash', sha256Hex(device.data))
    await next()
  }
}
