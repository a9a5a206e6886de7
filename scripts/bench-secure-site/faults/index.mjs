// The faults of issue 34, against 2 instances under load: each is a function of the shared
// context that returns `{ name, pass, detail }`, run one after another in the catalogue's order.
import pg from 'pg'
import { login, sign } from '../load.mjs'
import { progress } from '../progress.mjs'
import { backendsTerminated } from './backendsTerminated.mjs'
import { backgroundSigning } from './backgroundSigning.mjs'
import { instanceKilled } from './instanceKilled.mjs'
import { postgresRestarted } from './postgresRestarted.mjs'
import { rateLimitsLocked } from './rateLimitsLocked.mjs'
import { smtpMisbehaves } from './smtpMisbehaves.mjs'

/** Every fault, in the order they run (the kill comes last: it leaves one instance). */
const catalogue = [
  backendsTerminated,
  postgresRestarted,
  rateLimitsLocked,
  ...['silent', 'refused', 'stall'].map((mode) => (context) => smtpMisbehaves(context, { mode })),
  instanceKilled,
]

/**
 * Runs the catalogue against `cluster` (2 instances), each fault printed PASS or FAIL as it
 * ends; returns them in order. `parameters`: `postgres` (its url, halt, resume), `front` (the
 * instances' SMTP server, misbehaving on demand), `codeOf` (the code mailed to an address),
 * `origin` (the frame's), `haproxyVersion` (undefined: the Node balancer) and `smtpTimeoutMs`
 * (the instances' SMTP_TIMEOUT_MS).
 */
export async function runFaults(cluster, parameters) {
  const { postgres, codeOf } = parameters
  const { target } = cluster
  const faults = []
  const sessions = []
  for (let index = 0; index < 16; index++) sessions.push(await login(target, { codeOf, index }))
  const context = {
    ...parameters,
    cluster,
    target,
    sessions,
    signing: () => backgroundSigning(target, { sessions }),
    everyoneAlive: () => cluster.instances.every((instance) => instance.alive()),
    admin: () => new pg.Client({ connectionString: postgres.url }),
    /** A new login and a signature after a fault; each gets an address of its own. */
    loginWorks: async () => {
      const session = await login(target, { codeOf, index: 9_000 + faults.length })
      await sign(target, { session, index: 0 })
      return true
    },
  }
  for (const fault of catalogue) {
    const { name, pass, detail } = await fault(context)
    progress(`${pass ? 'PASS' : 'FAIL'} ${name}`)
    faults.push({ name, pass, detail })
  }
  return faults
}
