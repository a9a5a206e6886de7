import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/index.js'
import {
  allowedOrigins,
  newDevice,
  newEmail,
  type RunningSite,
  startSite,
} from './support/startSite.js'

const expectedCsp =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' https://rpc.example.com; frame-ancestors https://shop.example.com https://*.example.org"

describe('secure-site pages', () => {
  let database: Database
  let frameDir = ''
  const running: RunningSite[] = []
  const clock = { now: Date.UTC(2026, 10, 22, 12) }
  beforeAll(async () => {
    database = await openDatabase({})
    frameDir = await mkdtemp(join(tmpdir(), 'gangway-frame-'))
    await mkdir(join(frameDir, 'assets'))
    await writeFile(
      join(frameDir, 'index.html'),
      '<!doctype html><script type="module" src="./assets/frame.js"></script>',
    )
    await writeFile(join(frameDir, 'assets', 'frame.js'), 'export {}')
    await writeFile(join(tmpdir(), 'secret.html'), 'outside')
  })
  afterEach(async () => {
    for (const site of running.splice(0)) await site.close()
  })
  afterAll(async () => {
    await database?.close()
    await rm(frameDir, { recursive: true, force: true })
  })
  const open = async (overrides: { ipRateLimit?: number; smtpUrl?: string } = {}) => {
    const site = await startSite({
      ...overrides,
      database,
      masterKey: randomBytes(32).fill(1),
      frameDir,
      frameConnectSrc: ['https://rpc.example.com'],
      clock,
    })
    running.push(site)
    return site
  }

  it('serves the frame page and its assets with the strict CSP, index.html uncached', async () => {
    const site = await open()
    const page = await fetch(`${site.url}/frame?projectId=x&chainId=eip155:1`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toBe(expectedCsp)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const script = await fetch(`${site.url}/frame/assets/frame.js`)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(script.headers.get('content-security-policy')).toBe(expectedCsp)
    expect(script.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await fetch(`${site.url}/frame/..%2F..%2Fsecret.html`)).status).toBe(404)
    expect((await fetch(`${site.url}/frame/missing.js`)).status).toBe(404)
    const slash = await fetch(`${site.url}/frame/?chainId=1`, { redirect: 'manual' })
    expect(slash.status).toBe(308)
    expect(slash.headers.get('location')).toBe('/frame?chainId=1')
  })

  it('publishes the allowed origins to any host (CORS), and health', async () => {
    const site = await open()
    const origins = await fetch(`${site.url}/projects/v1/origins`, {
      headers: { origin: 'https://elsewhere.example.net' },
    })
    expect(origins.headers.get('access-control-allow-origin')).toBe('*')
    expect(await origins.json()).toEqual({ allowedOrigins })
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200)
    // The API itself sends no CORS headers.
    const api = await fetch(`${site.url}/api/v1/session`, {
      headers: { origin: 'https://shop.example.com' },
    })
    expect(api.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('counts the socket address per IP unless told to trust a proxy', async () => {
    const site = await open({ ipRateLimit: 2 })
    const connect = (forwardedFor: string) =>
      site.api('/api/v1/email/connect', {
        body: { email: newEmail() },
        device: newDevice(),
        forwardedFor,
      })
    expect((await connect('203.0.113.1')).status).toBe(200)
    expect((await connect('203.0.113.2')).status).toBe(200)
    // A made-up X-Forwarded-For does not get around the limit.
    const limited = await connect('203.0.113.3')
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe('RATE_LIMITED')
  })

  it('refuses request bodies over 1 MiB before reading them', async () => {
    const site = await open()
    const big = await site.api('/api/v1/email/connect', {
      body: { email: 'a@example.com', padding: 'x'.repeat(1024 * 1024) },
      device: newDevice(),
    })
    expect(big).toEqual({
      status: 413,
      body: { code: 'INVALID_REQUEST', message: 'The request body is too large' },
    })
  })

  it('answers MAIL_UNAVAILABLE when SMTP refuses, and does not throttle the retry', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const site = await open({ smtpUrl: 'smtp://127.0.0.1:1' })
    const email = newEmail()
    const device = newDevice()
    const failed = {
      status: 503,
      body: {
        code: 'MAIL_UNAVAILABLE',
        message: 'The mail could not be sent. Please try again in a moment',
        retryAfter: 10,
      },
    }
    expect(await site.api('/api/v1/email/connect', { body: { email }, device })).toEqual(failed)
    expect(await site.api('/api/v1/email/connect', { body: { email }, device })).toEqual(failed)
  })

  it('keeps development mail in the database and shows it at /dev/inbox', async () => {
    const site = await open()
    const email = newEmail()
    await site.api('/api/v1/email/connect', { body: { email }, device: newDevice() })
    const inbox = await (await fetch(`${site.url}/dev/inbox`)).text()
    expect(inbox).toContain(`To: ${email}`)
    expect(inbox).toMatch(/Your Gangway login code is \d{6}/)
  })
})

describe('gangway-secure-site command', () => {
  const bin = new URL('../bin/gangway-secure-site.mjs', import.meta.url).pathname
  const start = (env: Record<string, string>) => {
    const child = spawn(process.execPath, [bin], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output = new Promise<string>((resolve, reject) => {
      let text = ''
      child.stdout.on('data', (chunk) => {
        text += String(chunk)
        if (text.includes('allowed host origins')) resolve(text)
      })
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${text}`)))
    })
    return { child, output }
  }
  const run = (env: Record<string, string>, args: string[] = []) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [bin, ...args], {
        env: { PATH: process.env.PATH ?? '', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      let stderr = ''
      child.stderr.on('data', (chunk) => {
        stderr += String(chunk)
      })
      child.on('exit', (code) => resolve({ code, stderr }))
    })

  it('stops with a message naming the missing variable', async () => {
    const result = await run({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://w.example.com',
      ALLOWED_ORIGINS: 'https://shop.example.com',
      SMTP_URL: 'smtp://127.0.0.1:1',
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('MASTER_KEY is required in production')
  })

  it('starts in development with PGlite, a generated MASTER_KEY and the inbox', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gangway-cli-'))
    const port = String(40_000 + Math.floor(Math.random() * 20_000))
    const { child, output } = start({ PORT: port, DATA_DIR: dataDir })
    try {
      const text = await output
      expect(text).toContain('generated a MASTER_KEY')
      expect(text).toContain(`development inbox at http://localhost:${port}/dev/inbox`)
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200)
      expect(await (await fetch(`http://127.0.0.1:${port}/dev/inbox`)).text()).toBe(
        'No mails yet.\n',
      )
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      await rm(dataDir, { recursive: true, force: true })
    }
    // A fresh PGlite folder runs initdb: many seconds on a loaded machine.
  }, 120_000)
})
