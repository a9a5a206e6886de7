import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Hono } from 'hono'
import { checkCode } from '../checkCode.js'
import { mailNewCode } from '../http/mailNewCode.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { readSiteLanguage } from '../http/readSiteLanguage.js'
import { otpBodySchema } from '../http/requestSchemas.js'
import { requireEmail } from '../http/requireEmail.js'
import type { SiteDependencies } from '../http/siteDependencies.js'
import type { SiteEnv } from '../http/siteEnv.js'
import { openUserSecrets } from '../keys.js'
import { mailMessages } from '../mailMessages.js'
import { readStoredKeys } from '../readStoredKeys.js'

/**
 * The private key export under /api/v1: `/export/code` mails a code, `/export` checks it
 * and returns both keys.
 */
export function keyExportRoutes({
  database,
  masterKey,
  now,
  mail,
  appName,
  limitClientIp,
  requireSession,
}: SiteDependencies): Hono<SiteEnv> {
  const routes = new Hono<SiteEnv>()

  routes.post('/export/code', requireSession, limitClientIp, async (c) => {
    const user = c.get('user')
    const language = readSiteLanguage(c)
    // The code is issued only once the address's mail limit admits its mail; a mail that does
    // not leave (503 MAIL_UNAVAILABLE) takes back its count and puts back the code mailed
    // before, which still works.
    await mailNewCode(
      { database, masterKey, now, mail, appName },
      {
        target: { subject: user.id, purpose: 'export' },
        to: requireEmail(user),
        language,
        write: (code) => mailMessages[language].exportCode({ appName, code }),
      },
    )
    return c.json({ action: 'verify-otp' })
  })

  routes.post('/export', requireSession, limitClientIp, async (c) => {
    const { otp } = await readJsonBody(c, otpBodySchema)
    const user = c.get('user')
    await checkCode({
      database,
      codeKey: masterKey.codeKey,
      target: { subject: user.id, purpose: 'export', code: otp },
      now: now(),
    })
    const secrets = openUserSecrets(masterKey, {
      userId: user.id,
      stored: await readStoredKeys(database, user.id),
    })
    // Solana's 64-byte secret key: the seed, then its public key.
    const secretKey = new Uint8Array(64)
    secretKey.set(secrets.solanaSeed, 0)
    secretKey.set(ed25519.getPublicKey(secrets.solanaSeed), 32)
    return c.json({ eip155: secrets.eip155, solana: base58.encode(secretKey) })
  })
  return routes
}
