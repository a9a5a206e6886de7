import { HttpFailure } from '../http.mjs'
import { login } from '../load.mjs'
import { describeOutcomes } from './backgroundSigning.mjs'

/**
 * An outside lock on rate_limits for 8 s: signatures (which never touch it) go on; logins
 * wait at most the statement timeout (5 s) and answer 503.
 */
export async function rateLimitsLocked(context) {
  const { target, codeOf, signing, admin, loginWorks } = context
  const client = admin()
  await client.connect()
  await client.query('BEGIN')
  await client.query('LOCK TABLE rate_limits IN ACCESS EXCLUSIVE MODE')
  const load = signing()
  const begun = performance.now()
  const blocked = await login(target, { codeOf, index: 20_000 }).then(
    () => 'answered 200',
    (error) =>
      error instanceof HttpFailure ? `${error.status} ${error.body.code}` : String(error),
  )
  const blockedMs = performance.now() - begun
  const elapsed = performance.now() - begun
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 8_000 - elapsed)))
  await client.query('ROLLBACK')
  await client.end()
  const outcomes = await load.stop()
  const after = await loginWorks().catch(() => false)
  return {
    name: 'an outside lock on rate_limits held 8 s',
    pass: outcomes.failed === 0 && outcomes.slowestMs < 2_000 && blockedMs < 10_000 && after,
    detail: `a login during the lock: ${blocked} after ${Math.round(blockedMs)} ms; signatures meanwhile: ${describeOutcomes(outcomes)}; after: ${after ? 'ok' : 'failed'}`,
  }
}
