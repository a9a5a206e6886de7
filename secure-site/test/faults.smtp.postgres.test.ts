import { afterAll, describe } from 'vitest'
import { openDatabase } from '../src/index.js'
import { describeSmtpFaults } from './support/smtpFaultSuite.js'
import { type RunningPostgres, startPostgres } from './support/startPostgres.js'

describe('secure-site on PostgreSQL when SMTP fails', () => {
  let postgres: RunningPostgres | undefined
  afterAll(async () => {
    await postgres?.stop()
  })
  // No skip: when PostgreSQL cannot start, the suite's hook fails with its log.
  describeSmtpFaults(async () => {
    postgres = await startPostgres()
    return openDatabase({ url: postgres.url })
  })
})
