import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe } from 'vitest'
import { describeApi } from './support/apiSuite.js'
import { type SmtpSink, startSmtpSink } from './support/smtpSink.js'

describe('secure-site API on PGlite', () => {
  let dataDir = ''
  let smtp: SmtpSink
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gangway-pglite-'))
    smtp = await startSmtpSink()
  })
  afterAll(async () => {
    await smtp?.close()
    await rm(dataDir, { recursive: true, force: true })
  })
  describeApi({
    options: () => ({ dataDir }),
    smtp: () => smtp,
    sharedByInstances: false,
  })
})
