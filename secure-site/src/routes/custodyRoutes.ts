import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { checkCode } from '../checkCode.js'
import type { CustodyMode } from '../custody/custodyMode.js'
import { readCustodySetting } from '../custody/custodySetting.js'
import { isKnownDevice } from '../custody/isKnownDevice.js'
import { type KeyShareRow, readKeyShares, writeKeyShares } from '../custody/keyShareRows.js'
import { readUserCustody } from '../custody/readUserCustody.js'
import { claimRecoveryAttempt, clearRecoveryAttempts } from '../custody/recoveryAttempts.js'
import { recoveryCheckSchema, type ShareSet, shareSetSchema } from '../custody/shareSchemas.js'
import { toNumber } from '../database.js'
import { ApiError } from '../errors.js'
import { mailNewCode } from '../http/mailNewCode.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { readSiteLanguage } from '../http/readSiteLanguage.js'
import { otpSchema } from '../http/requestSchemas.js'
import { requireEmail } from '../http/requireEmail.js'
import type { SiteDependencies } from '../http/siteDependencies.js'
import type { SiteEnv } from '../http/siteEnv.js'
import { openUserSecrets } from '../keys.js'
import { readStoredKeys } from '../readStoredKeys.js'

const toText = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

const recoveryOpenSchema = z.object({ check: recoveryCheckSchema })
const recoveryResetSchema = z.object({ otp: otpSchema, shares: shareSetSchema })

const exportSchema = z.object({ otp: otpSchema })

/** Each chain's address and auth share, as the frame reads them. */
const authShares = (shares: readonly KeyShareRow[]) =>
  Object.fromEntries(
    shares.map((row) => [row.chain, { address: row.address, authShare: toText(row.authShare) }]),
  )

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && timingSafeEqual(a, b)

/**
 * The key shares under /api/v1 (CUSTODY=shares, issue 32), all behind a session; enroll,
 * recovery and rotate count against the client-IP limit too (the status and the auth share,
 * read on every signature, do not, as `/sign` does not):
 * - `GET /custody`: the site's mode, the user's, and whether its keys are enrolled;
 * - `POST /custody/enroll`: the frame's addresses, auth shares and recovery ciphertexts for
 *   a user without keys (409 KEYS_EXIST otherwise);
 * - `GET /custody/auth-share`: the auth shares, to a device the user approved only;
 * - `GET /custody/recovery`: the recovery parameters (KDF, costs, salt), not the ciphertexts;
 * - `POST /custody/recovery/open`: the recovery password's check; right, the recovery
 *   ciphertexts (a new device opens them); wrong, `{ opened: false, attemptsLeft }`. Every
 *   attempt counts, 5 per user per 24 h, then 429 RECOVERY_LOCKED until the window ends;
 * - `POST /custody/rotate`: a new auth share and recovery after the frame re-split a key,
 *   under the same recovery password (its check unchanged; 409 RECOVERY_CHANGE_NEEDS_CODE
 *   otherwise);
 * - `POST /custody/export`: the key-export code (`POST /export/code`), then the auth shares, to a
 *   device the user approved: the frame joins them with its device shares and shows the keys;
 * - `POST /custody/recovery/code`: mails a fresh code to set a new recovery password;
 * - `POST /custody/recovery/reset`: that code and the share set re-split under the new
 *   recovery password, from a device the user approved (it holds a device share).
 * - `POST /custody/migration/keys` and `POST /custody/migration` (a server-held user of a site
 *   now in CUSTODY=shares, within 10 minutes of a login): the sealed keys once, to the frame,
 *   then its share set, which replaces them; the sealed copy is deleted in that transaction.
 * The server never receives a device share, nor the key of a recovery ciphertext.
 */
export function custodyRoutes(
  dependencies: SiteDependencies & { custody: CustodyMode },
): Hono<SiteEnv> {
  const { database, now, limitClientIp, requireSession, custody } = dependencies
  const routes = new Hono<SiteEnv>()

  const requireShares = async (userId: string): Promise<KeyShareRow[]> => {
    if ((await readUserCustody(database, userId)) !== 'shares') {
      throw new ApiError(
        409,
        'KEY_ON_SERVER',
        "This wallet's key is held by the server (CUSTODY=server): it has no shares",
      )
    }
    return readKeyShares(database, userId)
  }
  const requireKnownDevice = async (userId: string, deviceHash: string) => {
    if (!(await isKnownDevice(database, { userId, deviceHash }))) {
      throw new ApiError(
        403,
        'DEVICE_UNKNOWN',
        'This device is not approved for the account: log in on it first',
      )
    }
  }
  const notEnrolled = () =>
    new ApiError(404, 'KEYS_NOT_ENROLLED', 'This account has no key yet: the frame creates it')

  routes.get('/custody', requireSession, async (c) => {
    const user = c.get('user')
    const userCustody = await readUserCustody(database, user.id)
    const shares = userCustody === 'shares' ? await readKeyShares(database, user.id) : []
    return c.json({
      mode: custody,
      custody: userCustody,
      enrolled: userCustody === 'server' || shares.length > 0,
      recoveryKind: shares[0]?.recovery.kind ?? null,
    })
  })

  routes.post('/custody/enroll', requireSession, limitClientIp, async (c) => {
    const shares = await readJsonBody(c, shareSetSchema)
    const user = c.get('user')
    await requireShares(user.id)
    const exists = () =>
      new ApiError(409, 'KEYS_EXIST', 'This account already has keys: they cannot be replaced')
    await database.transaction(async (tx) => {
      // Only a row still without addresses takes new ones: two enrollments racing, one wins.
      const updated = await tx.query(
        `UPDATE user_keys SET eip155_address = $2, solana_address = $3
         WHERE user_id = $1 AND custody = 'shares' AND eip155_address = '' RETURNING user_id`,
        [user.id, shares.eip155.address, shares.solana.address],
      )
      if (updated.length === 0) throw exists()
      await writeKeyShares(tx, { userId: user.id, shares, now: now() })
    })
    return c.json({ eip155Address: shares.eip155.address, solanaAddress: shares.solana.address })
  })

  routes.get('/custody/auth-share', requireSession, async (c) => {
    const user = c.get('user')
    const shares = await requireShares(user.id)
    await requireKnownDevice(user.id, c.get('deviceHash'))
    if (shares.length === 0) throw notEnrolled()
    return c.json(authShares(shares))
  })

  routes.post('/custody/export', requireSession, limitClientIp, async (c) => {
    const { otp } = await readJsonBody(c, exportSchema)
    const user = c.get('user')
    const shares = await requireShares(user.id)
    if (shares.length === 0) throw notEnrolled()
    await requireKnownDevice(user.id, c.get('deviceHash'))
    await checkCode({
      database,
      codeKey: dependencies.masterKey.codeKey,
      target: { subject: user.id, purpose: 'export', code: otp },
      now: now(),
    })
    return c.json(authShares(shares))
  })

  routes.get('/custody/recovery', requireSession, limitClientIp, async (c) => {
    const shares = await requireShares(c.get('user').id)
    if (shares.length === 0) throw notEnrolled()
    return c.json(
      Object.fromEntries(
        shares.map((row) => [
          row.chain,
          {
            address: row.address,
            recovery: { kind: row.recovery.kind, params: row.recovery.params },
          },
        ]),
      ),
    )
  })

  routes.post('/custody/recovery/open', requireSession, limitClientIp, async (c) => {
    const { check } = await readJsonBody(c, recoveryOpenSchema)
    const user = c.get('user')
    const shares = await requireShares(user.id)
    if (shares.length === 0) throw notEnrolled()
    // Claimed before it is compared: racing guesses count too.
    const attempt = await claimRecoveryAttempt(database, { userId: user.id, now: now() })
    if (!attempt.allowed) {
      const retryAfter = Math.max(1, Math.ceil((attempt.windowEndsAt - now()) / 1000))
      throw new ApiError(
        429,
        'RECOVERY_LOCKED',
        'Too many recovery password attempts: try again later',
        { retryAfter },
      )
    }
    const right = shares.every(
      (row) =>
        row.recovery.check === null ||
        (row.recovery.check.length === check.length && timingSafeEqual(row.recovery.check, check)),
    )
    if (!right) return c.json({ opened: false, attemptsLeft: attempt.left })
    await clearRecoveryAttempts(database, user.id)
    return c.json({
      opened: true,
      shares: Object.fromEntries(
        shares.map((row) => [
          row.chain,
          {
            address: row.address,
            recovery: {
              kind: row.recovery.kind,
              params: row.recovery.params,
              ciphertext: toText(row.recovery.ciphertext),
            },
          },
        ]),
      ),
    })
  })

  const requireSameAddresses = (shares: KeyShareRow[], next: ShareSet) => {
    for (const row of shares) {
      if (next[row.chain].address !== row.address) {
        throw new ApiError(
          409,
          'ADDRESS_MISMATCH',
          `The new ${row.chain} shares are for another address than the account's`,
        )
      }
    }
  }

  routes.post('/custody/rotate', requireSession, limitClientIp, async (c) => {
    const next = await readJsonBody(c, shareSetSchema)
    const user = c.get('user')
    const shares = await requireShares(user.id)
    await requireKnownDevice(user.id, c.get('deviceHash'))
    if (shares.length === 0) throw notEnrolled()
    requireSameAddresses(shares, next)
    // A re-split keeps the recovery password (its check, salt and costs): a new one needs a
    // fresh mailed code (`/custody/recovery/reset`), or a session alone could replace it.
    const stored = shares[0]?.recovery.check
    if (stored && !sameBytes(stored, next.recoveryCheck)) {
      throw new ApiError(
        409,
        'RECOVERY_CHANGE_NEEDS_CODE',
        'A new recovery password needs a fresh code from the e-mail: use /custody/recovery/reset',
      )
    }
    await database.transaction((tx) =>
      writeKeyShares(tx, { userId: user.id, shares: next, now: now() }),
    )
    return c.body(null, 204)
  })

  routes.post('/custody/recovery/code', requireSession, limitClientIp, async (c) => {
    const user = c.get('user')
    if ((await requireShares(user.id)).length === 0) throw notEnrolled()
    await requireKnownDevice(user.id, c.get('deviceHash'))
    const { masterKey, mail, appName } = dependencies
    await mailNewCode(
      { database, masterKey, now, mail, appName },
      {
        target: { subject: user.id, purpose: 'recovery' },
        to: requireEmail(user),
        language: readSiteLanguage(c),
      },
    )
    return c.json({ action: 'verify-otp' })
  })

  routes.post('/custody/recovery/reset', requireSession, limitClientIp, async (c) => {
    const { otp, shares: next } = await readJsonBody(c, recoveryResetSchema)
    const user = c.get('user')
    const shares = await requireShares(user.id)
    if (shares.length === 0) throw notEnrolled()
    await requireKnownDevice(user.id, c.get('deviceHash'))
    requireSameAddresses(shares, next)
    await checkCode({
      database,
      codeKey: dependencies.masterKey.codeKey,
      target: { subject: user.id, purpose: 'recovery', code: otp },
      now: now(),
    })
    await database.transaction(async (tx) => {
      await writeKeyShares(tx, { userId: user.id, shares: next, now: now() })
      await clearRecoveryAttempts(tx, user.id)
    })
    return c.body(null, 204)
  })
  /**
   * A migration is for a server-held user, on a site now in CUSTODY=shares, from a login of
   * the last 10 minutes (a fresh e-mail code, or a social login): a stolen older session
   * cannot take the key out.
   */
  const requireMigration = async (userId: string, tokenHash: string) => {
    if ((await readCustodySetting(database)) !== 'shares' || custody !== 'shares') {
      throw new ApiError(409, 'CUSTODY_SERVER', "This site keeps its users' keys (CUSTODY=server)")
    }
    if ((await readUserCustody(database, userId)) !== 'server') {
      throw new ApiError(
        409,
        'KEY_IN_FRAME',
        "This wallet's key is split already: there is nothing to migrate",
      )
    }
    const [session] = await database.query<{ created_at: unknown }>(
      'SELECT created_at FROM sessions WHERE token_hash = $1',
      [tokenHash],
    )
    if (!session || now() - toNumber(session.created_at) > migrationWindowMs) {
      throw new ApiError(
        403,
        'LOGIN_NOT_FRESH',
        'Moving the key to this device needs a fresh login: sign in again with a new code',
      )
    }
  }

  routes.post('/custody/migration/keys', requireSession, limitClientIp, async (c) => {
    const user = c.get('user')
    await requireMigration(user.id, c.get('tokenHash'))
    await requireKnownDevice(user.id, c.get('deviceHash'))
    const stored = await readStoredKeys(database, user.id)
    const secrets = openUserSecrets(dependencies.masterKey, { userId: user.id, stored })
    const eip155 = Buffer.from(secrets.eip155.slice(2), 'hex')
    try {
      return c.json({
        eip155: { address: stored.eip155Address, secret: toText(eip155) },
        solana: { address: stored.solanaAddress, secret: toText(secrets.solanaSeed) },
      })
    } finally {
      eip155.fill(0)
      secrets.solanaSeed.fill(0)
    }
  })

  routes.post('/custody/migration', requireSession, limitClientIp, async (c) => {
    const next = await readJsonBody(c, shareSetSchema)
    const user = c.get('user')
    await requireMigration(user.id, c.get('tokenHash'))
    await requireKnownDevice(user.id, c.get('deviceHash'))
    const stored = await readStoredKeys(database, user.id)
    if (
      next.eip155.address !== stored.eip155Address ||
      next.solana.address !== stored.solanaAddress
    ) {
      throw new ApiError(
        409,
        'ADDRESS_MISMATCH',
        "The shares are for another address than the account's",
      )
    }
    await database.transaction(async (tx) => {
      // The sealed copy goes in the same transaction that stores the shares: the user is in
      // exactly one custody at any time. Only a row still server-held moves (a race: one wins).
      const moved = await tx.query(
        `UPDATE user_keys SET custody = 'shares', master_key_id = NULL, wrapped_data_key = NULL,
           eip155_secret = NULL, solana_secret = NULL
         WHERE user_id = $1 AND custody = 'server' RETURNING user_id`,
        [user.id],
      )
      if (moved.length === 0)
        throw new ApiError(409, 'KEY_IN_FRAME', "This wallet's key is split already")
      await writeKeyShares(tx, { userId: user.id, shares: next, now: now() })
    })
    return c.json({ eip155Address: stored.eip155Address, solanaAddress: stored.solanaAddress })
  })
  return routes
}

/** How long after its login a session may migrate a server-held key (a code's lifetime). */
const migrationWindowMs = 10 * 60_000
