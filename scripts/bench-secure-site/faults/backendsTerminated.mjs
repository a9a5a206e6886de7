import { login, measure } from '../load.mjs'
import { describeOutcomes } from './backgroundSigning.mjs'

/**
 * Every PostgreSQL backend terminated (pg_terminate_backend), inside transactions too, under
 * signing load and 40 logins: passes when the instances live on and the next login works.
 */
export async function backendsTerminated(context) {
  const { target, codeOf, signing, admin, everyoneAlive, loginWorks } = context
  const load = signing()
  const logins = measure({
    count: 40,
    concurrency: 8,
    task: (index) => login(target, { codeOf, index: 10_000 + index }),
  })
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const client = admin()
  await client.connect()
  const { rows: ended } = await client.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  )
  await client.end()
  const loginResult = await logins
  const outcomes = await load.stop()
  const alive = everyoneAlive()
  const after = await loginWorks().catch(() => false)
  return {
    name: 'PostgreSQL backends terminated (pg_terminate_backend) under load',
    pass: alive && after,
    detail: `${ended.length} backends ended; instances alive: ${alive}; signatures: ${describeOutcomes(outcomes)}; logins: ${40 - loginResult.failed}/40; next login and signature: ${after ? 'ok' : 'failed'}`,
  }
}
