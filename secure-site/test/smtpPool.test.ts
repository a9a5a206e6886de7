import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/index.js'
import { createSmtpMailer } from '../src/mailer.js'

/**
 * A real SMTP server that holds every mail's DATA until `release` is called, counting the
 * mails held at once: how many connections a mailer really uses in parallel.
 */
async function startHoldingServer() {
  let held: (() => void)[] = []
  let most = 0
  let connections = 0
  let arrived: (() => void) | undefined
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      connections++
      callback()
    },
    onData(stream, _session, callback) {
      stream.resume()
      stream.on('end', () => {
        held.push(() => callback())
        most = Math.max(most, held.length)
        arrived?.()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    /** Resolves once `count` mails are held at the same time. */
    held: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (held.length >= count) resolve()
        }
        arrived = check
        check()
      }),
    heldNow: () => held.length,
    most: () => most,
    connections: () => connections,
    release() {
      for (const answer of held) answer()
      held = []
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('SMTP_POOL_SIZE', () => {
  const cleanups: (() => Promise<void> | void)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('defaults to 10 and refuses a value outside 1 to 100, naming the variable', () => {
    const base = { MASTER_KEY: '11'.repeat(32), SMTP_URL: 'smtp://127.0.0.1:2525' }
    expect(loadConfig(base).smtpPoolSize).toBe(10)
    expect(loadConfig({ ...base, SMTP_POOL_SIZE: '3' }).smtpPoolSize).toBe(3)
    for (const value of ['0', '101', 'many']) {
      expect(() => loadConfig({ ...base, SMTP_POOL_SIZE: value })).toThrow(
        /SMTP_POOL_SIZE must be a whole number from 1 to 100/,
      )
    }
  })

  for (const poolSize of [3, 10]) {
    it(`sends ${poolSize} mails at once over ${poolSize} connections, and no more`, async () => {
      const server = await startHoldingServer()
      cleanups.push(() => server.close())
      const mailer = createSmtpMailer({
        url: server.url,
        from: 'Test <test@example.com>',
        poolSize,
      })
      cleanups.push(() => mailer.close())
      const mail = (index: number) =>
        mailer.send({ to: `visitor${index}@example.com`, subject: 'code', text: String(index) })
      const sent = Array.from({ length: poolSize + 7 }, (_, index) => mail(index))
      // The first `poolSize` are held together; the rest wait for a free connection.
      await server.held(poolSize)
      let left = 7
      while (left > 0) {
        const now = Math.min(left, poolSize)
        server.release()
        await server.held(now)
        left -= now
      }
      server.release()
      await Promise.all(sent)
      expect(server.most()).toBe(poolSize)
      // Seven mails more than connections open no connection more.
      expect(server.connections()).toBe(poolSize)
    })
  }
})
