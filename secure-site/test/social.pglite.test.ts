import { afterAll, beforeAll, describe } from 'vitest'
import { type Database, openDatabase } from '../src/index.js'
import { describeFarcasterLogin } from './support/farcasterSuite.js'
import { type SmtpSink, startSmtpSink } from './support/smtpSink.js'
import { describeSocialLogin } from './support/socialSuite.js'

describe('secure-site social login on PGlite', () => {
  let smtp: SmtpSink
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({})
    smtp = await startSmtpSink()
  })
  afterAll(async () => {
    await smtp?.close()
    await database?.close()
  })
  describeSocialLogin({
    options: () => ({ database }),
    durableOptions: () => ({ database }),
    smtp: () => smtp,
    sharedByInstances: false,
  })
  describeFarcasterLogin({
    options: () => ({ database }),
    durableOptions: () => ({ database }),
    smtp: () => smtp,
    sharedByInstances: false,
  })
})
