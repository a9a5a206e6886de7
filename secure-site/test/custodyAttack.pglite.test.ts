import { afterAll, beforeAll, describe } from 'vitest'
import { type Database, openDatabase } from '../src/index.js'
import { describeCustodyAttack } from './support/custodyAttackSuite.js'

describe('CUSTODY=shares against a database + MASTER_KEY thief, on PGlite', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({})
  })
  afterAll(async () => {
    await database?.close()
  })
  describeCustodyAttack({ options: () => ({ database }) })
})
