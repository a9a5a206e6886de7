import { Hono } from 'hono'
import { z } from 'zod'
import { checkCode } from '../checkCode.js'
import { deleteUserSessions } from '../deleteUserSessions.js'
import { ApiError } from '../errors.js'
import { findUser } from '../findUser.js'
import type { CodePurpose } from '../hashCode.js'
import { mailNewCode } from '../http/mailNewCode.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { readSiteLanguage } from '../http/readSiteLanguage.js'
import { emailSchema, otpBodySchema } from '../http/requestSchemas.js'
import { requireEmail } from '../http/requireEmail.js'
import type { SiteDependencies } from '../http/siteDependencies.js'
import type { SiteEnv } from '../http/siteEnv.js'

const newEmailBodySchema = z.object({ newEmail: emailSchema })

/**
 * Changing the e-mail address under /api/v1: `/email/update` mails a code to the current
 * address, `/email/update/primary` checks it and mails one to the new address,
 * `/email/update/secondary` checks that one, makes the change and ends the user's other
 * sessions.
 */
export function emailUpdateRoutes(dependencies: SiteDependencies): Hono<SiteEnv> {
  const { database, masterKey, now, limitClientIp, requireSession } = dependencies
  const routes = new Hono<SiteEnv>()
  const emailInUse = () =>
    new ApiError(409, 'EMAIL_IN_USE', 'This e-mail address is already in use')
  /** Checks the code of `purpose` and returns the new address it was issued for. */
  const checkNewEmailCode = async (userId: string, purpose: CodePurpose, otp: string) => {
    const { payload } = await checkCode({
      database,
      codeKey: masterKey.codeKey,
      target: { subject: userId, purpose, code: otp },
      now: now(),
    })
    if (!payload) throw new ApiError(400, 'INVALID_CODE', 'Invalid code')
    return payload
  }

  routes.post('/email/update', requireSession, limitClientIp, async (c) => {
    const { newEmail } = await readJsonBody(c, newEmailBodySchema)
    const user = c.get('user')
    if (newEmail === user.email || (await findUser(database, { email: newEmail })))
      throw emailInUse()
    await mailNewCode(dependencies, {
      target: { subject: user.id, purpose: 'update-primary', payload: newEmail },
      to: requireEmail(user),
      language: readSiteLanguage(c),
    })
    return c.json({ action: 'verify-primary-otp' })
  })

  routes.post('/email/update/primary', requireSession, limitClientIp, async (c) => {
    const { otp } = await readJsonBody(c, otpBodySchema)
    const user = c.get('user')
    const newEmail = await checkNewEmailCode(user.id, 'update-primary', otp)
    if (await findUser(database, { email: newEmail })) throw emailInUse()
    await mailNewCode(dependencies, {
      target: { subject: user.id, purpose: 'update-secondary', payload: newEmail },
      to: newEmail,
      language: readSiteLanguage(c),
    })
    return c.json({ action: 'verify-secondary-otp' })
  })

  routes.post('/email/update/secondary', requireSession, limitClientIp, async (c) => {
    const { otp } = await readJsonBody(c, otpBodySchema)
    const user = c.get('user')
    const newEmail = await checkNewEmailCode(user.id, 'update-secondary', otp)
    try {
      // Whoever had the old address (and its logins) is out: every other session ends with
      // the change. This one goes on: it has just proved both addresses, and the frame
      // answers the host with the new address on it (SPEC §3, after an e-mail update).
      await database.transaction(async (tx) => {
        await tx.query('UPDATE users SET email = $2 WHERE id = $1', [user.id, newEmail])
        await deleteUserSessions(tx, { userId: user.id, except: c.get('tokenHash') })
      })
    } catch (error) {
      // 23505: unique_violation, the address was taken since the primary step.
      if ((error as { code?: unknown }).code === '23505') throw emailInUse()
      throw error
    }
    return c.json({ email: newEmail })
  })
  return routes
}
