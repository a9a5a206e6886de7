import { describe } from 'vitest'
import { openDatabase } from '../src/index.js'
import { describeSmtpFaults } from './support/smtpFaultSuite.js'

describe('secure-site on PGlite when SMTP fails', () => {
  describeSmtpFaults(() => openDatabase({}))
})
