import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/index.js'

const key = 'ab'.repeat(32)
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://wallet.example.com',
  ALLOWED_ORIGINS: 'https://shop.example.com, https://*.example.org',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  MASTER_KEY: key,
  DATABASE_URL: 'postgres://u:p@db:5432/wallet',
}

const failure = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env, { log: () => undefined })
  } catch (error) {
    if (error instanceof ConfigError) return { variable: error.variable, message: error.message }
    throw error
  }
  throw new Error('loadConfig accepted the configuration')
}

describe('loadConfig', () => {
  const folders: string[] = []
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
  })

  it('reads a production configuration', () => {
    const config = loadConfig({
      ...production,
      PORT: '9000',
      TRUST_PROXY: '1',
      FRAME_CONNECT_SRC: 'https://rpc.example.com wss://rpc.example.com',
    })
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      publicUrl: 'https://wallet.example.com',
      allowedOrigins: [
        { kind: 'origin', text: 'https://shop.example.com' },
        { kind: 'origin', text: 'https://*.example.org', wildcardLabels: 1, host: 'example.org' },
      ],
      databaseUrl: 'postgres://u:p@db:5432/wallet',
      mailFrom: 'Gangway <no-reply@wallet.example.com>',
      frameConnectSrc: ['https://rpc.example.com', 'wss://rpc.example.com'],
      trustProxy: 1,
      ipRateLimit: 60,
      addressRateLimit: 10,
      production: true,
    })
    expect(Buffer.from(config.masterKey).toString('hex')).toBe(key)
  })

  it.each([
    ['MASTER_KEY', { MASTER_KEY: undefined }, /MASTER_KEY is required in production/],
    ['MASTER_KEY', { MASTER_KEY: 'abc' }, /MASTER_KEY must be 32 bytes/],
    ['SMTP_URL', { SMTP_URL: undefined }, /SMTP_URL is required in production/],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }, /SMTP_URL must be an smtp/],
    ['PUBLIC_URL', { PUBLIC_URL: undefined }, /PUBLIC_URL is required/],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://wallet.example.com' }, /PUBLIC_URL must use https/],
    ['PUBLIC_URL', { PUBLIC_URL: 'https://wallet.example.com/app' }, /no path/],
    ['PUBLIC_URL', { PUBLIC_URL: 'https://user@wallet.example.com' }, /no user name/],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://wallet.example.com' }, /must be an http\(s\) origin/],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: undefined }, /ALLOWED_ORIGINS is required/],
    [
      'ALLOWED_ORIGINS',
      { ALLOWED_ORIGINS: 'shop.example.com' },
      /ALLOWED_ORIGINS entries must be origins/,
    ],
    [
      'ALLOWED_ORIGINS',
      { ALLOWED_ORIGINS: 'https://pr-*.example.dev' },
      /a \* stands for one whole leading label or the port/,
    ],
    [
      'ALLOWED_ORIGINS',
      { ALLOWED_ORIGINS: 'https://*.example.com/path' },
      /ALLOWED_ORIGINS entries must be origins/,
    ],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'https://*.com' }, /ALLOWED_ORIGINS entries/],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: ' , ' }, /ALLOWED_ORIGINS must list at least one/],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db' }, /DATABASE_URL must be a PostgreSQL URL/],
    ['PORT', { PORT: 'eighty' }, /PORT must be a whole number/],
    ['DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE must be a whole/],
    [
      'DATABASE_STATEMENT_TIMEOUT_MS',
      { DATABASE_STATEMENT_TIMEOUT_MS: '5s' },
      /DATABASE_STATEMENT_TIMEOUT_MS must be a whole number from 100/,
    ],
    ['TRUST_PROXY', { TRUST_PROXY: '-1' }, /TRUST_PROXY must be a whole number/],
    ['HOST', { HOST: 'local host' }, /HOST must be an interface address/],
    ['FRAME_CONNECT_SRC', { FRAME_CONNECT_SRC: "'unsafe-inline'" }, /FRAME_CONNECT_SRC entries/],
  ])('stops on a bad %s, naming it', (variable, change, message) => {
    const result = failure({ ...production, ...change })
    expect(result.variable).toBe(variable)
    expect(result.message).toMatch(message)
  })

  it('bounds every wait on PostgreSQL by default, and reads the pool size and timeouts', () => {
    expect(loadConfig(production).databaseLimits).toEqual({
      poolSize: 10,
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 5_000,
      idleInTransactionTimeoutMs: 10_000,
    })
    const config = loadConfig({
      ...production,
      DATABASE_POOL_SIZE: '4',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '3000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '6000',
    })
    expect(config.databaseLimits).toEqual({
      poolSize: 4,
      connectTimeoutMs: 2_000,
      statementTimeoutMs: 3_000,
      idleInTransactionTimeoutMs: 6_000,
    })
  })

  it('creates a development MASTER_KEY in DATA_DIR once, and says so', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gangway-config-'))
    folders.push(dataDir)
    const lines: string[] = []
    const first = loadConfig({ DATA_DIR: dataDir }, { log: (line) => lines.push(line) })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(join(dataDir, 'master.key'))
    expect((await readFile(join(dataDir, 'master.key'), 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/)
    const second = loadConfig({ DATA_DIR: dataDir }, { log: (line) => lines.push(line) })
    expect(lines).toHaveLength(1)
    expect(second.masterKey).toEqual(first.masterKey)
    expect(first).toMatchObject({
      publicUrl: 'http://localhost:8787',
      host: '127.0.0.1',
      allowedOrigins: [
        { text: 'http://localhost:*', port: '*' },
        { text: 'http://127.0.0.1:*', port: '*' },
      ],
      smtpUrl: undefined,
      databaseUrl: undefined,
      production: false,
    })
  })

  it('reads the session times: 7 days unused, 30 days at most, the cap never below the idle time', () => {
    expect(loadConfig(production)).toMatchObject({ sessionTtlHours: 168, sessionMaxAgeHours: 720 })
    expect(
      loadConfig({ ...production, SESSION_TTL_HOURS: '24', SESSION_MAX_AGE_HOURS: '48' }),
    ).toMatchObject({ sessionTtlHours: 24, sessionMaxAgeHours: 48 })
    // A longer idle time alone moves the default cap with it.
    expect(loadConfig({ ...production, SESSION_TTL_HOURS: '1000' })).toMatchObject({
      sessionMaxAgeHours: 1000,
    })
    expect(failure({ ...production, SESSION_MAX_AGE_HOURS: '100' })).toEqual({
      variable: 'SESSION_MAX_AGE_HOURS',
      message: expect.stringMatching(
        /SESSION_MAX_AGE_HOURS \(100\) must be at least SESSION_TTL_HOURS \(168\)/,
      ),
    })
    expect(failure({ ...production, SESSION_MAX_AGE_HOURS: 'a month' }).variable).toBe(
      'SESSION_MAX_AGE_HOURS',
    )
  })
})
