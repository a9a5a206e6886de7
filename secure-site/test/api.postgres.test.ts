import { afterAll, beforeAll, describe } from 'vitest'
import { describeApi } from './support/apiSuite.js'
import { type SmtpSink, startSmtpSink } from './support/smtpSink.js'
import { type RunningPostgres, startPostgres } from './support/startPostgres.js'

describe('secure-site API on PostgreSQL', () => {
  let postgres: RunningPostgres
  let smtp: SmtpSink
  beforeAll(async () => {
    // No skip: when PostgreSQL cannot start, this hook fails with its log.
    postgres = await startPostgres()
    smtp = await startSmtpSink()
  })
  afterAll(async () => {
    await smtp?.close()
    await postgres?.stop()
  })
  describeApi({
    options: () => ({ databaseUrl: postgres.url }),
    durableOptions: () => ({ databaseUrl: postgres.url }),
    smtp: () => smtp,
    sharedByInstances: true,
  })
})
