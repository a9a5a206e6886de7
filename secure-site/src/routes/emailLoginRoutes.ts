import { Hono } from 'hono'
import { z } from 'zod'
import { type LoginThrottleGate, loginThrottleGate } from '../claimLoginThrottle.js'
import { checkLoginCode } from '../http/checkLoginCode.js'
import { mailNewCode } from '../http/mailNewCode.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { readSiteLanguage } from '../http/readSiteLanguage.js'
import { emailBodySchema, emailSchema, otpSchema } from '../http/requestSchemas.js'
import type { SiteDependencies } from '../http/siteDependencies.js'
import type { SiteEnv } from '../http/siteEnv.js'
import { logError } from '../logError.js'
import { mailMessages } from '../mailMessages.js'
import { type EmailSignInRow, emailSignInPart, signInByEmail } from '../signInByEmail.js'
import type { SiteLanguage } from '../siteLanguages.js'
import { toEmbeddedUser } from '../toEmbeddedUser.js'

/** How long a login's throttle claim outlives its mail's bound, should its instance die. */
const claimMarginMs = 5_000

const otpLoginBodySchema = z.object({ email: emailSchema, otp: otpSchema })

/**
 * The e-mail login (SPEC §4) under /api/v1: `/email/connect`, which mails a code, and
 * `/email/otp`, which starts the session.
 */
export function emailLoginRoutes(dependencies: SiteDependencies): Hono<SiteEnv> {
  const { database, masterKey, now, mail, limitClientIp, sessionTtlMs } = dependencies
  const routes = new Hono<SiteEnv>()

  routes.post('/email/connect', limitClientIp, async (c) => {
    const { email } = await readJsonBody(c, emailBodySchema)
    // Every limit refuses before anything is issued, in the statement that would issue the
    // code: the lock and the 30 s throttle (one claim), then the address's mail limit.
    const throttle = loginThrottleGate(database, {
      email,
      now: now(),
      holdMs: mail.timeoutMs + claimMarginMs,
      deviceHash: c.get('deviceHash'),
    })
    let action: 'verify-otp'
    try {
      action = await connectByEmail(dependencies, {
        email,
        deviceHash: c.get('deviceHash'),
        throttle,
        language: readSiteLanguage(c),
      })
    } catch (error) {
      // A mail that never left must not hold the visitor for 30 s before trying again.
      await throttle.claim
        ?.release()
        .catch((releaseError: unknown) =>
          logError(releaseError, { context: 'secure-site: releasing a login throttle failed' }),
        )
      throw error
    }
    // The code is on its way: a failed confirmation only shortens the throttle to the claim's.
    await throttle.claim
      ?.confirm(now())
      .catch((confirmError: unknown) =>
        logError(confirmError, { context: 'secure-site: confirming a login throttle failed' }),
      )
    return c.json({ action })
  })

  routes.post('/email/otp', limitClientIp, async (c) => {
    const { email, otp } = await readJsonBody(c, otpLoginBodySchema)
    const deviceHash = c.get('deviceHash')
    // The code's statement also finds the user and starts a returning user's session.
    const signIn = emailSignInPart({ email, deviceHash, ttlMs: sessionTtlMs, now: now() })
    const found = await checkLoginCode<EmailSignInRow>(dependencies, {
      email,
      deviceHash,
      otp,
      language: readSiteLanguage(c),
      whenRight: signIn,
    })
    const { user, token } = await signInByEmail(database, { masterKey, part: signIn, found })
    return c.json({ token, user: toEmbeddedUser(user) })
  })
  return routes
}

/**
 * Mails a login code, and answers `verify-otp` whether or not the address has a wallet: the
 * answer, and the work behind it (one lookup, one code, one mail), are the same for a new
 * address and for a wallet's address on a device it has not seen, so `connect` tells no one
 * which addresses have wallets. The wallet's owner reads in the mail that a new device asks;
 * the code proves the mailbox.
 */
async function connectByEmail(
  dependencies: SiteDependencies,
  {
    email,
    deviceHash,
    throttle,
    language,
  }: {
    email: string
    deviceHash: string
    /**
     * The login's throttle claim, made by the code's statement, which also reads whether the
     * address has a wallet that does not know this device.
     */
    throttle: LoginThrottleGate
    language: SiteLanguage
  },
): Promise<'verify-otp'> {
  const { appName } = dependencies
  await mailNewCode(dependencies, {
    target: { subject: email, purpose: 'login', deviceHash },
    to: email,
    language,
    // The claim is settled before the mail is written.
    write: (code) =>
      throttle.claim?.wallet !== undefined && !throttle.claim.wallet.knownDevice
        ? mailMessages[language].newDeviceCode({ appName, code, email })
        : undefined,
    gate: throttle,
  })
  return 'verify-otp'
}
