import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSecureSite, openDatabase } from '../src/index.js'

// Issue 32: CUSTODY unset (the command's `auto`) makes a new site non-custodial.
describe('CUSTODY=auto on a new database', () => {
  it('is shares, and is recorded so the next start keeps it', async () => {
    const database = await openDatabase({})
    try {
      const options = {
        database,
        masterKey: randomBytes(32),
        publicUrl: 'http://127.0.0.1:1',
        allowedOrigins: ['http://127.0.0.1:2'],
        custody: 'auto' as const,
        log: () => undefined,
      }
      const site = await createSecureSite(options)
      await site.close()
      const [row] = await database.query<{ mode: string }>('SELECT mode FROM custody_setting')
      expect(row?.mode).toBe('shares')
    } finally {
      await database.close()
    }
    // A new PGlite database (its WASM PostgreSQL started and every migration run) inside the
    // test: 24 s in a fresh-clone CI run with Playwright beside it, so 60 s, not the default 20.
  }, 60_000)
})
