import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/index.js'
import { readSmartAccountNetworks } from '../src/smart/readSmartAccountNetworks.js'
import { newDevice, type RunningSite, startSite } from './support/startSite.js'

describe('smart-account networks on the secure site', () => {
  let database: Database
  let site: RunningSite
  let frameDir = ''
  const networks = readSmartAccountNetworks(
    JSON.stringify([
      {
        chainId: 31337,
        rpcUrl: 'http://127.0.0.1:8545',
        bundlerUrl: 'http://127.0.0.1:4337/rpc',
        paymasterUrl: 'http://127.0.0.1:4337/paymaster',
        factory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
      },
    ]),
    { production: false },
  )
  beforeAll(async () => {
    database = await openDatabase({})
    frameDir = await mkdtemp(join(tmpdir(), 'gangway-frame-'))
    await writeFile(join(frameDir, 'index.html'), '<!doctype html>')
    site = await startSite({
      database,
      masterKey: randomBytes(32).fill(2),
      frameDir,
      frameConnectSrc: ['https://rpc.example.com'],
      smartAccountNetworks: networks,
      clock: { now: Date.UTC(2026, 10, 23) },
    })
  })
  afterAll(async () => {
    await site?.close()
    await database?.close()
    await rm(frameDir, { recursive: true, force: true })
  })

  it('tells the frame (only) where smart accounts are offered', async () => {
    const reply = await site.api('/api/v1/smart-accounts', { device: newDevice() })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ networks })
    const foreign = await site.api('/api/v1/smart-accounts', {
      device: newDevice(),
      origin: 'https://shop.example.com',
    })
    expect(foreign.status).toBe(403)
  })

  it("lets the frame page connect to the networks' RPC, bundler and paymaster", async () => {
    const page = await fetch(`${site.url}/frame`)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(
      "connect-src 'self' https://rpc.example.com http://127.0.0.1:8545 http://127.0.0.1:4337;",
    )
  })
})
