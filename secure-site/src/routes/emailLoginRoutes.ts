import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { checkCode } from '../checkCode.js'
import { claimLoginThrottle } from '../claimLoginThrottle.js'
import { createSession } from '../createSession.js'
import { toNumber } from '../database.js'
import { ApiError } from '../errors.js'
import { findOrCreateUser } from '../findOrCreateUser.js'
import { findUser } from '../findUser.js'
import { codeLifetimeMs } from '../hashCode.js'
import { mailNewCode } from '../http/mailNewCode.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { readSiteLanguage } from '../http/readSiteLanguage.js'
import { emailBodySchema, emailSchema, otpSchema } from '../http/requestSchemas.js'
import type { SiteDependencies } from '../http/siteDependencies.js'
import type { SiteEnv } from '../http/siteEnv.js'
import { mailMessages } from '../mailMessages.js'
import { rememberDevice } from '../rememberDevice.js'
import { sha256Hex } from '../sha256Hex.js'
import type { SiteLanguage } from '../siteLanguages.js'
import { toEmbeddedUser } from '../toEmbeddedUser.js'

const otpLoginBodySchema = z.object({ email: emailSchema, otp: otpSchema })

/**
 * The e-mail login (SPEC §4) under /api/v1: `/email/connect`, the device approval poll
 * `/email/device`, and `/email/otp`, which starts the session.
 */
export function emailLoginRoutes(dependencies: SiteDependencies): Hono<SiteEnv> {
  const { database, masterKey, now, limitClientIp, sessionTtlMs } = dependencies
  const routes = new Hono<SiteEnv>()

  routes.post('/email/connect', limitClientIp, async (c) => {
    const { email } = await readJsonBody(c, emailBodySchema)
    const startedAt = now()
    await claimLoginThrottle(database, email, startedAt)
    try {
      return c.json({
        action: await connectByEmail(dependencies, email, c.get('deviceHash'), readSiteLanguage(c)),
      })
    } catch (error) {
      // A mail that never left must not hold the visitor for 30 s before trying again.
      if (error instanceof ApiError && error.code === 'MAIL_FAILED') {
        await database.query('DELETE FROM login_throttle WHERE email = $1 AND last_login_at = $2', [
          email,
          startedAt,
        ])
      }
      throw error
    }
  })

  // Polled every 2 s while the visitor opens the mailed link: not rate limited.
  routes.post('/email/device', async (c) => {
    const { email } = await readJsonBody(c, emailBodySchema)
    const deviceHash = c.get('deviceHash')
    const [row] = await database.query<{
      token_hash: string
      expires_at: unknown
      approved_at: unknown
      code_sent_at: unknown
    }>(
      `SELECT token_hash, expires_at, approved_at, code_sent_at FROM device_approvals
       WHERE email = $1 AND device_hash = $2 ORDER BY created_at DESC LIMIT 1`,
      [email, deviceHash],
    )
    if (!row || (row.approved_at === null && toNumber(row.expires_at) <= now())) {
      throw new ApiError(
        400,
        'DEVICE_NOT_PENDING',
        'No device approval is pending. Please start again',
      )
    }
    if (row.approved_at === null) return c.json({ pending: true }, 202)
    if (row.code_sent_at === null) {
      const claimed = await database.query(
        'UPDATE device_approvals SET code_sent_at = $2 WHERE token_hash = $1 AND code_sent_at IS NULL RETURNING token_hash',
        [row.token_hash, now()],
      )
      if (claimed.length > 0)
        await sendLoginCode(dependencies, email, deviceHash, readSiteLanguage(c))
    }
    return c.json({ action: 'verify-otp' })
  })

  routes.post('/email/otp', limitClientIp, async (c) => {
    const { email, otp } = await readJsonBody(c, otpLoginBodySchema)
    const deviceHash = c.get('deviceHash')
    await checkCode(
      database,
      masterKey.codeKey,
      { subject: email, purpose: 'login', deviceHash, code: otp },
      now(),
    )
    const user = await findOrCreateUser(database, masterKey, email, now())
    await rememberDevice(database, { userId: user.id, deviceHash, now: now() })
    const token = await createSession(database, {
      userId: user.id,
      deviceHash,
      ttlMs: sessionTtlMs,
      now: now(),
    })
    return c.json({ token, user: toEmbeddedUser(user) })
  })
  return routes
}

/** A new address or a known device gets a code; a known user on a new device, a link. */
async function connectByEmail(
  dependencies: SiteDependencies,
  email: string,
  deviceHash: string,
  language: SiteLanguage,
): Promise<'verify-otp' | 'verify-device'> {
  const { database, now, mail, appName, publicOrigin } = dependencies
  const user = await findUser(database, { email })
  const known =
    user === undefined ||
    (
      await database.query('SELECT 1 FROM devices WHERE user_id = $1 AND device_hash = $2', [
        user.id,
        deviceHash,
      ])
    ).length > 0
  if (known) {
    await sendLoginCode(dependencies, email, deviceHash, language)
    return 'verify-otp'
  }
  const token = randomBytes(32).toString('base64url')
  // Old approvals of this address go as a new one starts: the table stays small.
  await database.query('DELETE FROM device_approvals WHERE email = $1 AND expires_at <= $2', [
    email,
    now() - codeLifetimeMs,
  ])
  await database.query(
    `INSERT INTO device_approvals (token_hash, email, device_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [sha256Hex(token), email, deviceHash, now(), now() + codeLifetimeMs],
  )
  await mail.send(
    email,
    mailMessages[language].deviceApproval({
      appName,
      email,
      // The page the link opens speaks the mail's language.
      link: `${publicOrigin}/device/approve?token=${token}&lang=${language}`,
    }),
  )
  return 'verify-device'
}

function sendLoginCode(
  dependencies: SiteDependencies,
  email: string,
  deviceHash: string,
  language: SiteLanguage,
) {
  return mailNewCode(
    dependencies,
    { subject: email, purpose: 'login', deviceHash },
    email,
    language,
  )
}
