import { afterAll, beforeAll, describe, vi } from 'vitest'
import { type Database, openDatabase } from '../src/index.js'
import { describeCustodySignup } from './support/custodySignupSuite.js'

// A spy that keeps the real function: the suite sees whether the server made a key at all.
vi.mock('../src/keys.js', async (original) => {
  const real = await original<typeof import('../src/keys.js')>()
  return { ...real, generateUserSecrets: vi.fn(real.generateUserSecrets) }
})

describe('CUSTODY=shares sign-up and recovery limits, on PGlite', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({})
  })
  afterAll(async () => {
    await database?.close()
  })
  describeCustodySignup({ options: () => ({ database }) })
})
