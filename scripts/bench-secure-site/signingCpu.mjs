import { randomBytes } from 'node:crypto'
import { deriveMasterKey } from '../../secure-site/src/envelope.ts'
import * as keys from '../../secure-site/src/keys.ts'
import { signRequest } from '../../secure-site/src/signRequest.ts'

/**
 * CPU per personal_sign past the database, in this process (the open-and-sign path): the
 * median of 3 rounds of `count` signatures, after a warm-up, for each way of opening the keys.
 */
export async function signingCpu(count) {
  const masterKey = deriveMasterKey(randomBytes(32))
  const secrets = keys.generateUserSecrets()
  const stored = keys.sealUserSecrets(masterKey, { userId: 'bench-user', secrets })
  const address = stored.eip155Address
  const paths = {
    'both chains opened, addresses derived (before issue 34)': () =>
      keys.openUserSecrets(masterKey, { userId: 'bench-user', stored }),
    "the request's chain opened, its address proven once (now)": () =>
      keys.openSigningSecrets(masterKey, { userId: 'bench-user', stored, namespace: 'eip155' }),
  }
  // Run on a source tree from before issue 34 (to compare), the second path is not there.
  if (!keys.openSigningSecrets) delete paths[Object.keys(paths)[1]]
  const results = []
  for (const [name, open] of Object.entries(paths)) {
    const run = async (n) => {
      const before = process.cpuUsage()
      for (let index = 0; index < n; index++) {
        const message = `0x${Buffer.from(`bench ${index}`).toString('hex')}`
        await signRequest(open(), {
          namespace: 'eip155',
          method: 'personal_sign',
          params: [message, address],
        })
      }
      const used = process.cpuUsage(before)
      return (used.user + used.system) / n
    }
    await run(Math.ceil(count / 10))
    const rounds = [await run(count), await run(count), await run(count)].sort((a, b) => a - b)
    results.push({ name, microseconds: rounds[1] })
  }
  return results
}
