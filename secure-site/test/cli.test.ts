import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { main } from '../src/cli.js'
import { loadConfig } from '../src/config.js'
import { socialProviderNames } from '../src/social/socialProviders.js'

afterEach(() => {
  vi.restoreAllMocks()
})

/** Every environment variable `loadConfig` looks at, with a development configuration. */
async function variablesRead(): Promise<Set<string>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gangway-cli-help-'))
  const read = new Set<string>()
  const values: Record<string, string> = { DATA_DIR: dataDir, MASTER_KEY: 'ab'.repeat(32) }
  const env = new Proxy(values, {
    get(target, name) {
      if (typeof name === 'string') read.add(name)
      return typeof name === 'string' ? target[name] : undefined
    },
  })
  try {
    loadConfig(env, { log: () => undefined })
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
  return read
}

describe('gangway-secure-site --help (issue 34)', () => {
  it('names every setting the configuration reads', async () => {
    let printed = ''
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed += String(chunk)
      return true
    })
    expect(await main(['--help'])).toBe(0)
    const providerPrefixes = socialProviderNames.map((name) => `${name.toUpperCase()}_`)
    const read = await variablesRead()
    expect(read.size).toBeGreaterThan(30)
    const missing = [...read, 'NEW_MASTER_KEY'].filter((variable) => {
      const prefix = providerPrefixes.find((candidate) => variable.startsWith(candidate))
      // Social providers' settings are listed once, as <PROVIDER>_CLIENT_ID and so on.
      const listed =
        prefix === undefined
          ? variable
          : variable === 'OIDC_ISSUER'
            ? variable
            : variable.slice(prefix.length)
      return !new RegExp(`(^|[\\s,<>_])${listed}\\b`, 'm').test(printed)
    })
    expect(missing).toEqual([])
    expect(printed).toMatch(/SMTP_TIMEOUT_MS\s+the longest a request waits on one mail/)
    expect(printed).toMatch(/PGlite in DATA_DIR,\s+which runs in this process's event loop/)
  })
})
