import { afterAll, beforeAll, describe } from 'vitest'
import { describeCustodyAttack } from './support/custodyAttackSuite.js'
import { type RunningPostgres, startPostgres } from './support/startPostgres.js'

describe('CUSTODY=shares against a database + MASTER_KEY thief, on PostgreSQL', () => {
  let postgres: RunningPostgres
  beforeAll(async () => {
    postgres = await startPostgres()
  })
  afterAll(async () => {
    await postgres?.stop()
  })
  describeCustodyAttack({ options: () => ({ databaseUrl: postgres.url }) })
})
