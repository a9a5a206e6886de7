import { afterAll, beforeAll, describe, vi } from 'vitest'
import { describeCustodySignup } from './support/custodySignupSuite.js'
import { type RunningPostgres, startPostgres } from './support/startPostgres.js'

// A spy that keeps the real function: the suite sees whether the server made a key at all.
vi.mock('../src/keys.js', async (original) => {
  const real = await original<typeof import('../src/keys.js')>()
  return { ...real, generateUserSecrets: vi.fn(real.generateUserSecrets) }
})

describe('CUSTODY=shares sign-up and recovery limits, on PostgreSQL', () => {
  let postgres: RunningPostgres
  beforeAll(async () => {
    postgres = await startPostgres()
  })
  afterAll(async () => {
    await postgres?.stop()
  })
  describeCustodySignup({ options: () => ({ databaseUrl: postgres.url }) })
})
