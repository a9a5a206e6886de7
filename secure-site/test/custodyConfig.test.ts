import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.js'
import { ConfigError } from '../src/errors.js'

const base = { MASTER_KEY: 'ab'.repeat(32), DATA_DIR: '/tmp/gangway-custody-config' }

describe('CUSTODY', () => {
  it('is auto by default (shares for a new site, see chooseCustody), and takes shares or server', () => {
    expect(loadConfig(base, { log: () => undefined }).custody).toBe('auto')
    expect(loadConfig({ ...base, CUSTODY: 'shares' }).custody).toBe('shares')
    expect(loadConfig({ ...base, CUSTODY: 'server' }).custody).toBe('server')
  })

  it('refuses anything else, naming the variable', () => {
    let error: unknown
    try {
      loadConfig({ ...base, CUSTODY: 'mpc' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect(error).toMatchObject({ variable: 'CUSTODY', code: 'CONFIG_INVALID' })
    expect((error as Error).message).toContain('CUSTODY must be shares')
  })
})
