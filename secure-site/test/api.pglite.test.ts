import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe } from 'vitest'
import { type Database, openDatabase } from '../src/index.js'
import { describeApi } from './support/apiSuite.js'
import { type SmtpSink, startSmtpSink } from './support/smtpSink.js'

describe('secure-site API on PGlite', () => {
  let dataDir = ''
  let smtp: SmtpSink
  let database: Database
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gangway-pglite-'))
    // One in-memory database for the file; the restart test uses one in dataDir.
    database = await openDatabase({})
    smtp = await startSmtpSink()
  })
  afterAll(async () => {
    await smtp?.close()
    await database?.close()
    await rm(dataDir, { recursive: true, force: true })
  })
  describeApi({
    options: () => ({ database }),
    durableOptions: () => ({ dataDir }),
    smtp: () => smtp,
    sharedByInstances: false,
  })
})
