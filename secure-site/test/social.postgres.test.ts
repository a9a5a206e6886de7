import { afterAll, beforeAll, describe } from 'vitest'
import { describeFarcasterLogin } from './support/farcasterSuite.js'
import { type SmtpSink, startSmtpSink } from './support/smtpSink.js'
import { describeSocialLogin } from './support/socialSuite.js'
import { type RunningPostgres, startPostgres } from './support/startPostgres.js'

describe('secure-site social login on PostgreSQL', () => {
  let postgres: RunningPostgres
  let smtp: SmtpSink
  beforeAll(async () => {
    postgres = await startPostgres()
    smtp = await startSmtpSink()
  })
  afterAll(async () => {
    await smtp?.close()
    await postgres?.stop()
  })
  describeSocialLogin({
    options: () => ({ databaseUrl: postgres.url }),
    durableOptions: () => ({ databaseUrl: postgres.url }),
    smtp: () => smtp,
    sharedByInstances: true,
  })
  describeFarcasterLogin({
    options: () => ({ databaseUrl: postgres.url }),
    durableOptions: () => ({ databaseUrl: postgres.url }),
    smtp: () => smtp,
    sharedByInstances: true,
  })
})
