import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/index.js'

const base = { MASTER_KEY: '11'.repeat(32), SMTP_URL: 'smtp://127.0.0.1:2525' }

describe('SMTP_TIMEOUT_MS', () => {
  it('bounds a mail to 10 s unless set', () => {
    expect(loadConfig(base).smtpTimeoutMs).toBe(10_000)
    expect(loadConfig({ ...base, SMTP_TIMEOUT_MS: '2500' }).smtpTimeoutMs).toBe(2_500)
  })

  it('refuses a value that is not a whole number from 100 to 60000, naming the variable', () => {
    for (const value of ['0', '99', '60001', '5s']) {
      const attempt = () => loadConfig({ ...base, SMTP_TIMEOUT_MS: value })
      expect(attempt).toThrow(ConfigError)
      expect(attempt).toThrow(/SMTP_TIMEOUT_MS must be a whole number from 100 to 60000/)
    }
  })
})
