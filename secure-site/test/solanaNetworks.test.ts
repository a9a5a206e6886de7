// Issue 36 item 2: SOLANA_NETWORKS, the operator's Solana nodes where the approval simulates a
// Solana transaction: read strictly, given to the frame with NETWORKS, and in the frame's CSP.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../src/errors.js'
import { type Database, openDatabase } from '../src/index.js'
import { readSolanaNetworks } from '../src/readSolanaNetworks.js'
import { newDevice, type RunningSite, startSite } from './support/startSite.js'

describe('SOLANA_NETWORKS', () => {
  it('reads a list of nodes; refuses what is not one, unknown keys, markup in a name, http in production', () => {
    expect(readSolanaNetworks(undefined, { production: true })).toEqual([])
    expect(
      readSolanaNetworks('[{"rpcUrl":"https://sol.example","name":"Solana"}]', {
        production: true,
      }),
    ).toEqual([{ rpcUrl: 'https://sol.example', name: 'Solana' }])
    for (const text of [
      'not json',
      '{"rpcUrl":"https://sol.example"}',
      '[{"rpcUrl":"https://sol.example","cluster":"mainnet"}]',
      '[{"rpcUrl":"https://sol.example","name":"<b>Solana</b>"}]',
      '[{"rpcUrl":"javascript:alert(1)"}]',
      '[{"rpcUrl":"http://sol.example"}]',
    ])
      expect(() => readSolanaNetworks(text, { production: true }), text).toThrow(ConfigError)
  })

  describe('on the site', () => {
    let database: Database
    let site: RunningSite
    let frameDir = ''
    const solanaNetworks = [{ rpcUrl: 'http://127.0.0.1:8899', name: 'Solana Localnet' }]
    beforeAll(async () => {
      database = await openDatabase({})
      frameDir = await mkdtemp(join(tmpdir(), 'gangway-frame-'))
      await writeFile(join(frameDir, 'index.html'), '<!doctype html>')
      site = await startSite({
        database,
        masterKey: randomBytes(32).fill(3),
        frameDir,
        solanaNetworks,
        clock: { now: Date.UTC(2026, 10, 29) },
      })
    })
    afterAll(async () => {
      await site?.close()
      await database?.close()
      await rm(frameDir, { recursive: true, force: true })
    })

    it('tells the frame its Solana nodes beside NETWORKS, and lets the frame page connect to them', async () => {
      const reply = await site.api('/api/v1/networks', { device: newDevice() })
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual({ networks: [], solanaNetworks })
      const page = await fetch(`${site.url}/frame`)
      expect(page.headers.get('content-security-policy') ?? '').toContain(
        "connect-src 'self' http://127.0.0.1:8899;",
      )
    })
  })
})
