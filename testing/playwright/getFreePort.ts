import { createServer } from 'node:net'

/**
 * A free loopback port, for a server a test starts (anvil itself does not take `--port 0`).
 * Another process may take it before the server binds: start, and retry on failure.
 *
 * @returns The port number.
 * @example
 * const port = await getFreePort()
 */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
